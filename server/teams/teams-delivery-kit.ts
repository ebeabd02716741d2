// What the Teams delivery tests share (not a test file): a department's webhook switched on, a ticket raised, the
// outbox waited on until it has nothing pending, and the tear-down.
import { expect } from 'vitest'
import type { TestServer } from '../testing/test-server'
import type { Receiver } from '../testing/webhook-receiver'
import type { NotificationWorker } from './notification-worker'

/** Stops the workers, then the receiver, then closes the server (each may be absent). */
export async function stopAll(workers: (NotificationWorker | null)[], receiver: Receiver | null, s: TestServer | null) {
  for (const w of workers) await w?.stop()
  await receiver?.close()
  await s?.close()
}

export async function enable(server: TestServer, department: string, url: string) {
  const res = await server.as('admin', 'POST', '/api/admin/teams/webhook', {
    department,
    webhookUrl: url,
    enabled: true,
  })
  expect(res.status).toBe(200)
}

export const raise = (server: TestServer, category: string, description = `A ${category} fault`) =>
  server.as('operator', 'POST', '/api/tickets', {
    lineName: 'Unit E - Line 31',
    lineId: 31,
    category,
    priority: 'high',
    description,
  })

/** Waits until the outbox has nothing pending (the receiver's answer lands before the row is marked sent). */
export async function settled(server: TestServer) {
  for (let i = 0; i < 100; i++) {
    const pending = await server.db.selectFrom('webhook_outbox').select('id').where('status', '=', 'pending').execute()
    if (!pending.length) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('outbox never settled')
}
