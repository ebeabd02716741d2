// Work per change (issue 33, docs/decisions/255): a change renders what shows it and nothing else. Renders are
// counted through the components and helpers each part calls once per render: the board's unit sections are
// Mantine SimpleGrids, its one tooltip asks useTooltipComponent, a tile names its line with lineDisplayName,
// the phone's product and machine cards are Papers.
import { act, screen, waitFor } from '@testing-library/react'
import type * as MantineCore from '@mantine/core'
import { createElement, type ComponentProps, type ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as SharedLines from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import type * as LazyTooltip from '../../components/lazy-tooltip'
import { setMeta, type LinesideDb } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator, makeMachine } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

const counts = vi.hoisted(() => ({
  grids: [] as string[][],
  tooltips: 0,
  tooltipLoaded: false,
  papers: 0,
  named: [] as number[],
  buttons: [] as string[],
}))

vi.mock('@mantine/core', async (importOriginal) => {
  const core = await importOriginal<typeof MantineCore>()
  const SimpleGrid = Object.assign(
    (props: ComponentProps<typeof core.SimpleGrid>) => {
      // Which section: the keys of its tiles.
      counts.grids.push(([] as { key?: string | null }[]).concat(props.children as never).map((c) => String(c?.key)))
      return createElement(core.SimpleGrid, props)
    },
    { extend: core.SimpleGrid.extend },
  )
  const Paper = Object.assign(
    (props: Record<string, unknown>) => {
      counts.papers++
      return createElement(core.Paper as unknown as ComponentType<Record<string, unknown>>, props)
    },
    { extend: core.Paper.extend },
  )
  const Button = Object.assign(
    (props: Record<string, unknown>) => {
      counts.buttons.push(String(props.children))
      return createElement(core.Button as unknown as ComponentType<Record<string, unknown>>, props)
    },
    { extend: core.Button.extend, Group: core.Button.Group, GroupSection: core.Button.GroupSection },
  )
  return { ...core, SimpleGrid, Paper, Button }
})

vi.mock('../../components/lazy-tooltip', async (importOriginal) => {
  const real = await importOriginal<typeof LazyTooltip>()
  return {
    ...real,
    useTooltipComponent: () => {
      counts.tooltips++
      const component = real.useTooltipComponent()
      counts.tooltipLoaded ||= component !== null
      return component
    },
  }
})

vi.mock('../../../shared/lines', async (importOriginal) => {
  const real = await importOriginal<typeof SharedLines>()
  return {
    ...real,
    lineDisplayName: (line: ProductionLine) => {
      counts.named.push(line.id)
      return real.lineDisplayName(line)
    },
  }
})

const reset = () => {
  counts.grids = []
  counts.tooltips = 0
  counts.papers = 0
  counts.named = []
  counts.buttons = []
}

let db: LinesideDb

beforeEach(async () => {
  db = freshDbAsOperator()
  // Unit B (lines 1–13) and Unit D (14–20): two sections.
  await db.lines.bulkPut([
    ...[1, 2, 3, 4, 5, 6].map((id) => makeLine(id, { name: `Unit B - Line ${id}` })),
    ...[14, 15, 16].map((id) => makeLine(id, { name: `Unit D - Line ${id}`, unitCode: 'D' })),
  ])
  await db.machines.bulkPut(['a', 'b'].map((id) => makeMachine(id, 5, { name: `Machine ${id.toUpperCase()}` })))
})

afterEach(() => reset())

/** Lets the live queries answer and React commit (and nothing be left to render). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)))

const tileOf = (id: number) => document.querySelector(`[data-line-id="${id}"]`)

describe('the production board, per change', () => {
  const openBoard = async () => {
    renderFloor('/production')
    await screen.findByRole('region', { name: 'Unit B (Joints, Kebabs & Diced Meats)' }, { timeout: 5000 })
    // The tooltip's code arrives after the first paint: its render then is the board's, not the change's.
    await waitFor(() => expect(counts.tooltipLoaded).toBe(true), { timeout: 5000 })
    await settle()
    // Every tile was drawn once (the rule below is not met by drawing nothing).
    expect(new Set(counts.named)).toEqual(new Set([1, 2, 3, 4, 5, 6, 14, 15, 16]))
    reset()
  }

  it("a change of line 5 renders line 5's tile and section only, and not the tooltip", async () => {
    await openBoard()
    await act(async () => {
      await db.lines.update(5, { status: 'maintenance', version: 2 })
    })
    await waitFor(() => expect(tileOf(5)?.getAttribute('data-status')).toBe('maintenance'), { timeout: 5000 })
    await settle()
    expect(counts.named.length).toBeGreaterThan(0)
    expect(counts.named.filter((id) => id !== 5)).toEqual([])
    // Unit B's grid (for the change, its highlight, its "no reason yet" mark), never Unit D's.
    expect(counts.grids.length).toBeGreaterThan(0)
    expect(counts.grids.filter((keys) => !keys.includes('5'))).toEqual([])
    expect(counts.tooltips).toBe(0)
  })

  it('a pull that changed no line (the cursor and the sync time) renders no tile, section or tooltip', async () => {
    await openBoard()
    await act(async () => {
      await setMeta('cursor', 999, db)
      await setMeta('lastSyncAt', new Date().toISOString(), db)
      // The server's copy of a line, the same in every field: a new object from the cache.
      await db.lines.put({ ...(await db.lines.get(2))! })
    })
    await settle()
    expect(counts.named).toEqual([])
    expect(counts.grids).toEqual([])
    expect(counts.tooltips).toBe(0)
  })
})

describe("the operator's phone, per change", () => {
  const openLine = async () => {
    renderFloor('/mobile-operator?line=5')
    await screen.findByRole('heading', { name: 'Unit B - Line 5', level: 1 }, { timeout: 5000 })
    await screen.findByText('Machine A')
    await settle()
    reset()
  }

  it("another line's change renders nothing of the open line's screen", async () => {
    await openLine()
    // Nor runs the open line's query again (it counted every line on each run, decision 256).
    const counted = vi.spyOn(db.lines, 'count')
    await act(async () => {
      await db.lines.update(6, { status: 'maintenance', version: 2 })
    })
    await settle()
    expect(counts.named).toEqual([])
    expect(counts.papers).toBe(0)
    expect(counted).not.toHaveBeenCalled()
  })

  it("the server's copy of its own change (new version and time) leaves the product and machine cards alone", async () => {
    await openLine()
    await act(async () => {
      await db.lines.update(5, { version: 7, lastUpdate: new Date().toISOString() })
    })
    await waitFor(() => expect(counts.named).toContain(5), { timeout: 5000 })
    await settle()
    expect(counts.papers).toBe(0)
  })

  it('a press draws its buttons again once, for the new status, not around the save (decision 256)', async () => {
    await openLine()
    await act(async () => screen.getByRole('button', { name: 'MAINTENANCE' }).click())
    await waitFor(async () => expect((await db.lines.get(5))?.status).toBe('maintenance'))
    await settle()
    // Before: three (disabled while saving, enabled again, the new status).
    expect(counts.buttons.filter((b) => b === 'MAINTENANCE')).toHaveLength(1)
  })
})
