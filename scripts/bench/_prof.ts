import { randomUUID } from 'node:crypto'
import { createTestServer } from '/work/wt-sync/server/testing/test-server'
const s = await createTestServer()
const token = await s.login('engineer')
const engineerId = await s.userId('engineer')
const clientId = randomUUID()
let id = 0
const batchOf = () => {
  const out = []
  while (out.length < 100) {
    const lineId = (id % 40) + 1
    const at = s.clock.now().toISOString()
    const ticketId = randomUUID()
    out.push({ mutationId: ++id, name: 'line.setStatus', args: { lineId: [1,2,3,4,5,6,7,8,9,10][id%10], status: id % 3 === 0 ? 'stopped' : 'running', baseVersion: 0 }, createdAt: at, authToken: token })
    out.push({ mutationId: ++id, name: 'ticket.create', args: { id: ticketId, lineId: 3, lineName: 'Line 3', category: 'mechanical', priority: 'medium', description: 'Bench' }, createdAt: at, authToken: token })
    out.push({ mutationId: ++id, name: 'ticket.assign', args: { ticketId, engineerId }, createdAt: at, authToken: token })
    out.push({ mutationId: ++id, name: 'ticket.accept', args: { ticketId }, createdAt: at, authToken: token })
    out.push({ mutationId: ++id, name: 'ticket.addNote', args: { ticketId, noteId: randomUUID(), notes: 'x' }, createdAt: at, authToken: token })
    out.push({ mutationId: ++id, name: 'ticket.start', args: { ticketId }, createdAt: at, authToken: token })
    out.push({ mutationId: ++id, name: 'ticket.close', args: { ticketId, resolutionSummary: 'done', timeSpent: 30 }, createdAt: at, authToken: token })
  }
  const extra = out.length - 100
  id -= extra
  return out.slice(0, 100)
}
const statuses = new Map()
const t0 = performance.now()
for (let b = 0; b < 40; b++) {
  const res = await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations: batchOf() } })
  for (const r of res.body.results) statuses.set(r.status + (r.reason ? ':' + r.reason.slice(0, 40) : ''), (statuses.get(r.status + (r.reason ? ':' + r.reason.slice(0, 40) : '')) ?? 0) + 1)
}
const secs = (performance.now() - t0) / 1000
console.log(Math.round(4000 / secs), 'mutations/s', statuses)
await s.close()
