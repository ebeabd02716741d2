// The tablet asks why its line stopped: two taps queue one explanation (offline too), and the prompt goes.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it } from 'vitest'
import type { StopReason } from '../../../shared/oee/oee-types'
import type { LinesideDb } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

let db: LinesideDb
const slow = { timeout: 5000 }
const reason = (id: number, en: string, planned: boolean): StopReason => ({
  id,
  category: planned ? 'changeover' : 'material',
  name: en,
  names: { en, pl: `${en} PL`, lt: `${en} LT` },
  planned,
  retired: false,
  sort: id,
})

beforeEach(async () => {
  db = freshDbAsOperator()
  await db.lines.bulkPut([
    makeLine(5, { name: 'Unit B - Line 5' }),
    makeLine(6, { name: 'Unit B - Line 6', status: 'stopped', statusSince: '2026-11-21T09:30:00.000Z' }),
  ])
  await db.stopReasons.bulkPut([
    reason(1, 'Changeover', true),
    reason(7, 'Material shortage', false),
    Object.assign(reason(8, 'Old reason', false), { retired: true }),
  ])
})

it('a stopped line asks for a reason; two taps queue stop.explain once and the prompt says the reason', async () => {
  renderFloor('/line/6')
  const prompt = await screen.findByRole('region', { name: 'Why did the line stop?' }, slow)
  expect(within(prompt).queryByRole('button', { name: 'Old reason' })).toBeNull()
  const save = within(prompt).getByRole('button', { name: 'Save reason' })
  expect(save.hasAttribute('disabled')).toBe(true)
  await userEvent.click(within(prompt).getByRole('button', { name: 'Material shortage' }))
  await userEvent.click(save)
  expect(await screen.findByText('Stop reason: Material shortage', undefined, slow)).toBeTruthy()
  const queued = await db.outbox.toArray()
  const explains = queued.filter((e) => e.name === 'stop.explain')
  expect(explains).toHaveLength(1)
  expect(explains[0]!.args).toMatchObject({ lineId: 6, at: '2026-11-21T09:30:00.000Z', reasonId: 7 })
  expect(screen.queryByRole('region', { name: 'Why did the line stop?' })).toBeNull()
})

it('a running line does not ask', async () => {
  renderFloor('/line/5')
  await screen.findByRole('heading', { name: /Line 5/ }, slow)
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Why did the line stop?' })).toBeNull())
})
