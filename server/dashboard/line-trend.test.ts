// The IT dashboard's trend arrow compares efficiency with the server's previous reading, so every device
// that syncs the line shows the same arrow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { efficiencyTrend } from '../../shared/it-dashboard'
import type { ProductionLine } from '../../shared/types'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('previous efficiency per line', () => {
  it('comes with every line, over REST and in the sync snapshot alike', async () => {
    const rest: ProductionLine[] = (await s.as('it', 'GET', '/api/production-lines')).body
    expect(rest.length).toBeGreaterThan(0)
    for (const line of rest) expect(typeof line.previousEfficiency).toBe('number')
    const pulled = (await s.as('it', 'GET', '/api/sync/pull')).body
    const pulledLines: ProductionLine[] = pulled.changes.lines
    const byId = new Map(pulledLines.map((l) => [l.id, l.previousEfficiency]))
    for (const line of rest) expect(byId.get(line.id)).toBe(line.previousEfficiency)
  })

  it('gives the demo some arrows up, some down and some none', async () => {
    const rest: ProductionLine[] = (await s.as('it', 'GET', '/api/production-lines')).body
    const trends = new Set(rest.map((l) => efficiencyTrend(l.efficiency, l.previousEfficiency)))
    expect(trends).toEqual(new Set(['up', 'down', null]))
  })

  it('reads null (no arrow) where no earlier reading was kept', async () => {
    await s.db.updateTable('production_lines').set({ previous_efficiency: null }).where('id', '=', 1).execute()
    const line: ProductionLine = (await s.as('it', 'GET', '/api/production-lines/1')).body
    expect(line.previousEfficiency).toBeNull()
  })
})
