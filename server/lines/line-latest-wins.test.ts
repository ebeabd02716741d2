// Line status conflicts: the latest action wins, judged by each press's own time (DESIGN.md §2, decision 082).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
  // Signed in before any press: a press's time is never before the start of the session it was made in.
  await s.login('operator')
})
afterAll(() => s.close())

const minutesAgo = (n: number) => new Date(s.clock.now().getTime() - n * 60_000).toISOString()

async function queuedPresses(
  user: string,
  presses: { lineId: number; status: string; at: string; baseVersion: number }[],
) {
  const token = await s.login(user)
  const mutations = presses.map((p, i) => ({
    mutationId: i + 1,
    name: 'line.setStatus',
    args: p,
    createdAt: p.at,
    authToken: token,
  }))
  return (await s.request('POST', '/api/sync/push', { token, body: { clientId: randomUUID(), mutations } })).body
}

const line = async (id: number) => (await s.as('admin', 'GET', `/api/production-lines/${id}`)).body
const history = (id: number) =>
  s.db.selectFrom('line_status_history').selectAll().where('line_id', '=', id).orderBy('at').execute()

it('a press made after a re-save of the same status wins', async () => {
  s.clock.advance(60 * 60_000)
  const seen = await line(4)
  expect(seen.status).toBe('running')
  // Someone re-saves line 4 as running; then the phone, offline, presses MAINTENANCE.
  await s.as('operator2', 'PATCH', '/api/production-lines/4', { status: 'running' })
  s.clock.advance(2 * 60_000)
  const pressedAt = minutesAgo(1)
  const res = await queuedPresses('operator', [
    { lineId: 4, status: 'maintenance', at: pressedAt, baseVersion: seen.version },
  ])
  expect(res.results[0].status).toBe('applied')
  expect((await line(4)).status).toBe('maintenance')
  expect((await line(4)).statusSince).toBe(pressedAt)
})

it('a press made before someone else set a different status is superseded, kept in history with who and when', async () => {
  const seen = await line(5)
  const pressedAt = minutesAgo(0)
  s.clock.advance(60_000)
  await s.as('operator2', 'PATCH', '/api/production-lines/5', { status: 'stopped', issue: 'Seal fault' })
  const setAt = s.clock.now().toISOString()
  s.clock.advance(60_000)
  const res = await queuedPresses('operator', [
    { lineId: 5, status: 'maintenance', at: pressedAt, baseVersion: seen.version },
  ])
  expect(res.results[0].status).toBe('superseded')
  expect(res.results[0].reason).toContain('Tomas Kazlauskas')
  expect(res.results[0].reason).toContain(setAt)
  expect((await line(5)).status).toBe('stopped')
  expect((await history(5)).map((r) => [r.status, r.superseded])).toEqual([
    ['maintenance', 1],
    ['stopped', 0],
  ])
})

it('a later press with the same status as a later change still applies', async () => {
  const pressedAt = minutesAgo(0)
  s.clock.advance(60_000)
  await s.as('operator2', 'PATCH', '/api/production-lines/6', { status: 'stopped' })
  s.clock.advance(60_000)
  const res = await queuedPresses('operator', [{ lineId: 6, status: 'stopped', at: pressedAt, baseVersion: 0 }])
  expect(res.results[0].status).toBe('applied')
  expect((await line(6)).statusSince).toBe(pressedAt)
})

it('a chain of offline presses, each judged by its own time, ends in the right state', async () => {
  const t0 = s.clock.now().getTime()
  const at = (m: number) => new Date(t0 + m * 60_000).toISOString()
  // Offline: MAINTENANCE at +1, LINE OK at +5. Online meanwhile: someone stops the line at +3.
  s.clock.set(new Date(t0 + 3 * 60_000))
  await s.as('operator2', 'PATCH', '/api/production-lines/7', { status: 'stopped' })
  s.clock.set(new Date(t0 + 10 * 60_000))
  const res = await queuedPresses('operator', [
    { lineId: 7, status: 'maintenance', at: at(1), baseVersion: 0 },
    { lineId: 7, status: 'running', at: at(5), baseVersion: 1 },
  ])
  expect(res.results.map((r: { status: string }) => r.status)).toEqual(['superseded', 'applied'])
  expect((await line(7)).status).toBe('running')
  expect((await history(7)).map((r) => r.status)).toEqual(['maintenance', 'stopped', 'running'])
})

it('a device clock running behind cannot order a press before the same user’s earlier one', async () => {
  const first = s.clock.now().toISOString()
  const res = await queuedPresses('operator', [
    { lineId: 8, status: 'stopped', at: first, baseVersion: 0 },
    { lineId: 8, status: 'running', at: '2020-01-01T00:00:00.000Z', baseVersion: 1 },
  ])
  expect(res.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied'])
  expect((await line(8)).status).toBe('running')
})
