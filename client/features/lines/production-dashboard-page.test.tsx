import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PmWorkOrder } from '../../../shared/pm/types'
import { setMeta, type LinesideDb } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAsOperator()
  const stoppedSince = new Date(Date.now() - (2 * 60 + 5) * 60_000).toISOString()
  await db.lines.bulkPut([
    makeLine(1, { name: 'Unit B - Line 1' }),
    makeLine(12, { name: 'Unit B - Line 12' }),
    makeLine(3, { name: 'Unit B - Line 3', status: 'stopped', issue: null, statusSince: stoppedSince }),
    makeLine(14, {
      name: 'Unit D - Line 14',
      unitCode: 'D',
      status: 'maintenance',
      issue: 'Scheduled maintenance in progress',
    }),
    makeLine(48, { name: '', unitCode: 'G' }),
  ])
})

/** The first render loads the lazy route and reads the cache; give it more than the default second. */
const waitForBoard = () =>
  screen.findByRole('region', { name: 'Unit B (Joints, Kebabs & Diced Meats)' }, { timeout: 5000 })

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} (Active|Stopped|Maintenance)`) })

describe('Production Dashboard', () => {
  it('groups lines by unit, sorted by the number in the name', async () => {
    renderFloor('/production')
    const unitB = await waitForBoard()
    expect(
      within(unitB)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unit B - Line 1 Active', 'Unit B - Line 3 Stopped 2h 5m', 'Unit B - Line 12 Active'])
    expect(screen.getByRole('region', { name: 'Unit D (Steaks)' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Unit G (Sous Vide & Multivac Packaging)' })).toBeTruthy()
  })

  it('shows tiles by status: Active and product under running ones, "Line {id}" when unnamed', async () => {
    renderFloor('/production')
    await waitForBoard()
    expect(tile('Unit B - Line 1').getAttribute('data-status')).toBe('running')
    expect(tile('Unit B - Line 3').getAttribute('data-status')).toBe('stopped')
    expect(tile('Unit D - Line 14').getAttribute('data-status')).toBe('maintenance')
    expect(tile('Line 48').textContent).toBe('Line 48 Active')
    expect(screen.getAllByText('BF-JNT-001 · 1000 g')).toHaveLength(3)
  })

  it('shows percent running, health and heartbeat (3 of 5 running = 60%: Critical, 100 BPM)', async () => {
    renderFloor('/production')
    const card = await screen.findByRole('region', { name: 'Live Status' })
    expect(await within(card).findByText('60%')).toBeTruthy()
    expect(within(card).getByText('Critical')).toBeTruthy()
    expect(within(card).getByRole('img', { name: 'Heartbeat at 100 BPM' }).getAttribute('style')).toContain(
      'animation-duration: 600ms',
    )
    // Nothing pulled yet: the board says so instead of promising live updates.
    expect((await screen.findByTestId('stale-banner')).textContent).toBe('Not live — no data received yet')
    expect(screen.queryByText('Updates every 15 seconds')).toBeNull()
  })

  it('promises "updates every 15 seconds" only while its data is fresh, else says when it was last updated', async () => {
    await setMeta('lastSyncAt', new Date().toISOString())
    renderFloor('/production')
    expect(await screen.findByText('Updates every 15 seconds', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByTestId('stale-banner')).toBeNull()
    await setMeta('lastSyncAt', new Date(Date.now() - 5 * 60_000 - 20_000).toISOString())
    const banner = await screen.findByTestId('stale-banner')
    expect(banner.textContent).toMatch(/^Not live — last updated \d\d:\d\d \(5m ago\)$/)
    expect(screen.queryByText('Updates every 15 seconds')).toBeNull()
  })

  it('counts only the lines of the chosen unit in Live Status', async () => {
    renderFloor('/production')
    await waitForBoard()
    const card = screen.getByRole('region', { name: 'Live Status' })
    expect(within(card).getByText('60%')).toBeTruthy()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit filter' }), 'D')
    expect(await within(card).findByText('0%')).toBeTruthy()
  })

  it('filters by unit', async () => {
    renderFloor('/production')
    await waitForBoard()
    const filter = screen.getByRole('combobox', { name: 'Unit filter' })
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'All Units',
      'Unit B',
      'Unit D',
      'Unit C',
      'Unit E',
      'Unit G',
    ])
    await userEvent.selectOptions(filter, 'D')
    expect(screen.queryByRole('region', { name: /Unit B/ })).toBeNull()
    expect(screen.getByRole('region', { name: 'Unit D (Steaks)' })).toBeTruthy()
  })

  it('opens the detail dialog; Report Issue on a stopped line only closes it', async () => {
    renderFloor('/production')
    await waitForBoard()
    await userEvent.click(tile('Unit B - Line 3'))
    const dialog = await screen.findByRole('dialog', { name: 'Unit B - Line 3' })
    for (const text of ['192.168.10.103', 'Status unknown', 'Production stopped - fault detected', '92%', '2h 5m'])
      expect(within(dialog).getByText(text)).toBeTruthy()
    expect(within(dialog).queryByText('Current Product')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report Issue' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await db.outbox.count()).toBe(0)
  })

  it('shows the product in the detail of a running line', async () => {
    renderFloor('/production')
    await waitForBoard()
    await userEvent.click(tile('Unit B - Line 1'))
    const dialog = await screen.findByRole('dialog', { name: 'Unit B - Line 1' })
    expect(within(dialog).getByText('Beef Topside Roasting Joint (BF-JNT-001)')).toBeTruthy()
    expect(within(dialog).getByText('No faults detected - operating normally')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Report Issue' })).toBeNull()
  })

  it('highlights a tile for 2 seconds after its status changes', async () => {
    renderFloor('/production')
    await waitForBoard()
    expect(tile('Unit B - Line 1').getAttribute('data-highlight')).toBe('false')
    // Every change of the attribute, as it happens (a poll under a loaded run may miss the whole 2 s).
    const changes: { value: string | null; at: number }[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement
        if (el.getAttribute('data-line-id') === '1')
          changes.push({ value: el.getAttribute('data-highlight'), at: performance.now() })
      }
    })
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-highlight'] })
    try {
      await act(async () => {
        await db.lines.update(1, { status: 'stopped', version: 2 })
      })
      await waitFor(() => expect(changes.map((c) => c.value)).toEqual(['true', 'false']), { timeout: 10_000 })
      expect(changes[1]!.at - changes[0]!.at).toBeGreaterThanOrEqual(1900)
      expect(tile('Unit B - Line 1').getAttribute('data-highlight')).toBe('false')
    } finally {
      observer.disconnect()
    }
  })

  it('draws the PM due strip in the render that draws the tiles, so it never pushes them down afterwards', async () => {
    const today = new Date()
    const dueAt = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    await db.pmWorkOrders.put({ id: 'wo-1', lineId: 3, status: 'open', dueAt } as PmWorkOrder)
    // What the page held the first time a unit's tiles were in it.
    let stripWithFirstTiles: boolean | null = null
    const observer = new MutationObserver(() => {
      if (stripWithFirstTiles !== null || !document.querySelector('[data-line-id]')) return
      stripWithFirstTiles = document.querySelector('[data-testid="pm-due-3"]') !== null
    })
    observer.observe(document.body, { subtree: true, childList: true })
    try {
      renderFloor('/production')
      await waitForBoard()
      expect(screen.getByTestId('pm-due-3').textContent).toBe('PM due · Unit B - Line 3')
      expect(stripWithFirstTiles).toBe(true)
    } finally {
      observer.disconnect()
    }
  })

  it('REPORT ISSUE opens the Report Production Issue dialog', async () => {
    renderFloor('/production')
    await userEvent.click(await screen.findByRole('button', { name: 'REPORT ISSUE' }, { timeout: 5000 }))
    expect(await screen.findByRole('dialog', { name: 'Report Production Issue' }, { timeout: 5000 })).toBeTruthy()
  })

  describe('tile tooltip (spec §9: IP, status and fault status, 700 ms)', () => {
    /** The board, opened, with a user driving the pointer and keyboard. */
    const openBoard = async () => {
      const user = userEvent.setup()
      renderFloor('/production')
      await waitForBoard()
      return user
    }

    /** What the tile's description says (the tooltip's text while it shows; its look is the e2e story's). */
    const description = (button: HTMLElement) => {
      const id = button.getAttribute('aria-describedby')
      return id ? (document.getElementById(id)?.textContent ?? null) : null
    }

    it('opens 700 ms after the mouse rests on a tile, describes that tile, and closes when the mouse leaves', async () => {
      const user = await openBoard()
      const stopped = tile('Unit B - Line 3')
      await user.hover(stopped)
      await new Promise((resolve) => setTimeout(resolve, 350))
      expect(description(stopped)).toBeNull()
      await waitFor(
        () => expect(description(stopped)).toBe('IP: 192.168.10.103Status: StoppedFault status: Status unknown'),
        { timeout: 5000 },
      )
      expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toBe(
        'IP: 192.168.10.103Status: StoppedFault status: Status unknown',
      )
      await user.unhover(stopped)
      await waitFor(() => expect(stopped.getAttribute('aria-describedby')).toBeNull())
    })

    it('moves to the next tile the mouse rests on', async () => {
      const user = await openBoard()
      const first = tile('Unit B - Line 1')
      await user.hover(first)
      await waitFor(() => expect(description(first)).toContain('IP: 192.168.10.101'), { timeout: 5000 })
      const next = tile('Unit D - Line 14')
      await user.hover(next)
      expect(first.getAttribute('aria-describedby')).toBeNull()
      await waitFor(
        () =>
          expect(description(next)).toBe(
            'IP: 192.168.10.114Status: MaintenanceFault status: Scheduled maintenance in progress',
          ),
        { timeout: 5000 },
      )
    })

    it('never opens for a touch', async () => {
      const user = await openBoard()
      const running = tile('Unit B - Line 1')
      await user.pointer({ keys: '[TouchA>]', target: running })
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(running.getAttribute('aria-describedby')).toBeNull()
      expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull()
    })
  })
})
