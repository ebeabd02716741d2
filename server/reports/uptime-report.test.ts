// Uptime figures against hand-computed fixtures: periods clipped to the range, the open one ending now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UptimeReport, UptimeRow } from '../../shared/reports'
import { createTestServer, type TestServer } from '../testing/test-server'
import { emptyFactory, statusAt } from './report-fixtures'

let s: TestServer
const row = (r: UptimeReport, lineId: number) => r.rows.find((x) => x.lineId === lineId) as UptimeRow

async function uptime(query: string) {
  const res = await s.as('engineer', 'GET', `/api/reports/uptime?${query}`)
  return res
}

beforeAll(async () => {
  s = await createTestServer({ historyDays: 0 })
  await emptyFactory(s)
  // Line 1: stopped before the range, then running, maintenance, running, and stopped until now.
  await statusAt(s, 1, '2026-10-31T22:00:00.000Z', 'stopped', 'Conveyor jam')
  await statusAt(s, 1, '2026-11-01T02:00:00.000Z', 'running')
  await statusAt(s, 1, '2026-11-01T05:00:00.000Z', 'maintenance')
  await statusAt(s, 1, '2026-11-01T06:00:00.000Z', 'running')
  await statusAt(s, 1, '2026-11-01T10:00:00.000Z', 'stopped', 'Sealer fault')
  // Line 3: stopped two days before the range and still stopped. Line 2: no history at all.
  await statusAt(s, 3, '2026-10-30T00:00:00.000Z', 'stopped', 'Waiting for parts')
  s.clock.set(new Date('2026-11-01T12:00:00.000Z'))
})
afterAll(() => s.close())

describe('GET /api/reports/uptime', () => {
  it('clips periods crossing the range start and ends the open one at now', async () => {
    const res = await uptime('start=2026-11-01&end=2026-11-01')
    expect(res.status).toBe(200)
    // 00-02 stopped (began 22:00 the day before), 02-05 running, 05-06 maintenance, 06-10 running, 10-12 stopped (now).
    expect(row(res.body, 1)).toMatchObject({
      runningMinutes: 420,
      stoppedMinutes: 240,
      maintenanceMinutes: 60,
      idleMinutes: 0,
      uptimePercentage: 58.3,
      failures: 2,
      mttrMinutes: 120,
      mtbfMinutes: 210,
      availability: 63.6,
    })
  })

  it('counts a line stopped before the range and still stopped only inside it', async () => {
    const res = await uptime('start=2026-11-01&end=2026-11-01')
    expect(row(res.body, 3)).toMatchObject({
      stoppedMinutes: 720,
      runningMinutes: 0,
      uptimePercentage: 0,
      failures: 1,
      mttrMinutes: 720,
      mtbfMinutes: 0,
      availability: 0,
    })
  })

  it('shows a line with no history as zeros without made-up figures', async () => {
    const res = await uptime('start=2026-11-01&end=2026-11-01')
    expect(row(res.body, 2)).toMatchObject({
      runningMinutes: 0,
      stoppedMinutes: 0,
      maintenanceMinutes: 0,
      uptimePercentage: 0,
      failures: 0,
      mttrMinutes: null,
      mtbfMinutes: null,
      availability: null,
    })
    expect(res.body.rows).toHaveLength(40)
  })

  it('clips a period crossing the range end', async () => {
    const res = await uptime('start=2026-10-31&end=2026-10-31')
    expect(row(res.body, 1)).toMatchObject({ stoppedMinutes: 120, runningMinutes: 0, failures: 1 })
    expect(row(res.body, 3)).toMatchObject({ stoppedMinutes: 1440 })
  })

  it('answers zeros for a range with nothing in it (the future)', async () => {
    const res = await uptime('start=2026-12-01&end=2026-12-05')
    expect(res.status).toBe(200)
    expect(
      res.body.rows.every((r: UptimeRow) => r.runningMinutes + r.stoppedMinutes + r.maintenanceMinutes === 0),
    ).toBe(true)
    expect(res.body.paretoReasons).toEqual([])
  })

  it('filters to one line', async () => {
    const res = await uptime('start=2026-11-01&end=2026-11-01&lineId=3')
    expect(res.body.rows.map((r: UptimeRow) => r.lineId)).toEqual([3])
  })

  it('ranks stop reasons by lost minutes and marks the vital few that make up 80 %', async () => {
    const res = await uptime('start=2026-11-01&end=2026-11-01')
    expect(res.body.paretoReasons).toEqual([
      { key: 'Waiting for parts', minutes: 720, stops: 1, share: 75, cumulativeShare: 75, vitalFew: true },
      { key: 'Conveyor jam', minutes: 120, stops: 1, share: 12.5, cumulativeShare: 87.5, vitalFew: true },
      { key: 'Sealer fault', minutes: 120, stops: 1, share: 12.5, cumulativeShare: 100, vitalFew: false },
    ])
    expect(res.body.plannedMaintenanceMinutes).toBe(60)
  })

  it('refuses a reversed range and a missing date with a 400 naming the field', async () => {
    const reversed = await uptime('start=2026-11-05&end=2026-11-01')
    expect(reversed.status).toBe(400)
    expect(reversed.body.fields).toHaveProperty('end')
    const missing = await uptime('end=2026-11-01')
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toHaveProperty('start')
    const unknownLine = await uptime('start=2026-11-01&end=2026-11-01&lineId=999')
    expect(unknownLine.status).toBe(400)
    expect(unknownLine.body.fields).toHaveProperty('lineId')
  })
})
