import { afterAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../testing/test-server'
import { isoEpochSeconds } from './iso-epoch'

const server = await createTestServer({ seed: 'none' })
afterAll(() => server.close())

describe('isoEpochSeconds', () => {
  it('matches Date.parse for times across leap days, month ends and years', async () => {
    const samples = [
      '2000-03-01T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '2024-03-01T00:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
      '2026-01-01T00:00:00.000Z',
      '2026-11-23T13:07:42.512Z',
      '2100-02-28T12:00:00.000Z',
      '2100-03-01T12:00:00.000Z',
    ]
    for (let i = 0; i < 40; i++) samples.push(new Date(Date.UTC(2000, 2, 1) + Math.floor(Math.random() * 120 * 365 * 86_400_000)).toISOString())
    for (const at of samples) {
      const row = await server.db
        .selectNoFrom((eb) => isoEpochSeconds(eb, eb.val(at)).as('s'))
        .executeTakeFirstOrThrow()
      expect(Number(row.s), at).toBe(Math.floor(Date.parse(at) / 1000))
    }
  })
})
