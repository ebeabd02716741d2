// Demo handovers make the handover screens alive on first start: three ended shifts on lines 2–4, all acknowledged
// but line 2's latest, which its tablet shows; the pre-filled part comes from the line as the server sees it.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { previousShift } from '../../shared/handover/shifts'
import { shiftAt } from '../../shared/planning/schedule'
import { createTestServer, type TestServer } from '../testing/test-server'
import { seedHandovers } from './demo-handover'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
  await s.as('operator', 'POST', '/api/tickets', {
    lineId: 2,
    lineName: 'Line 2',
    category: 'mechanical',
    priority: 'high',
    description: 'Demo: wrapper film tears',
  })
  await seedHandovers(s.db, { now: s.clock.now(), historyDays: 1 })
  await seedHandovers(s.db, { now: s.clock.now(), historyDays: 1 })
})
afterAll(() => s.close())

it('hands over lines 2, 3 and 4 at the end of each of the last three shifts, once each', async () => {
  const all = (await s.as('viewer', 'GET', '/api/handovers')).body as {
    lineId: number
    shiftDate: string
    shift: string
    acknowledgedBy: string | null
    signedBy: string
    items: { kind: string; detail: string | null }[]
  }[]
  expect(all).toHaveLength(9)
  expect([...new Set(all.map((h) => h.lineId))].sort()).toEqual([2, 3, 4])
  const latest = previousShift(shiftAt(s.clock.now()))
  const waiting = all.filter((h) => h.acknowledgedBy === null)
  expect(waiting).toEqual([expect.objectContaining({ lineId: 2, shiftDate: latest.date, shift: latest.shift })])
  expect(waiting[0]!.items).toContainEqual(
    expect.objectContaining({ kind: 'ticket', detail: 'Demo: wrapper film tears' }),
  )
  expect(new Set(all.map((h) => h.signedBy))).toEqual(new Set(['Olivia Nowak', 'Tomas Kazlauskas']))
})
