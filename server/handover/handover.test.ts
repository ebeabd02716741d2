// Shift handover per line (issue 34 §3): pre-filled from the line, signed once per shift, acknowledged once by
// someone else, roles and input enforced, offline through sync (device time kept, a second acknowledgement
// superseded), listed per line and day, pulled to devices, exported in CSV.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handoverShiftAt, previousShift } from '../../shared/handover/shifts'
import { holdsOff } from '../testing/holds-off'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
const LINE = 11
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const current = () => handoverShiftAt(s.clock.now())

function sign(user: string, extra: Record<string, unknown> = {}) {
  const { date, shift } = current()
  return s.as(user, 'POST', '/api/handovers', {
    id: randomUUID(),
    lineId: LINE,
    shiftDate: date,
    shift,
    items: [],
    notes: 'Filler 2 runs slow; keep an eye on the seal temperature',
    ...extra,
  })
}

async function push(user: string, mutations: { name: string; args: unknown; at?: string }[], clientId = randomUUID()) {
  const token = await s.login(user)
  const body = {
    clientId,
    mutations: mutations.map((m, i) => ({
      mutationId: i + 1,
      name: m.name,
      args: m.args,
      createdAt: m.at ?? s.clock.now().toISOString(),
      authToken: token,
    })),
  }
  return (await s.request('POST', '/api/sync/push', { token, body })).body
}

describe('the pre-filled part', () => {
  it('lists the line’s open tickets (most urgent first), its stops with their reason, and its open holds', async () => {
    const ticket = await s.as('operator', 'POST', '/api/tickets', {
      lineId: LINE,
      lineName: 'Line 11',
      category: 'mechanical',
      priority: 'critical',
      description: 'Seal jaw jammed on handover test line',
    })
    expect(ticket.status).toBe(201)
    await s.as('operator', 'POST', '/api/tickets', {
      lineId: LINE,
      lineName: 'Line 11',
      category: 'mechanical',
      priority: 'low',
      description: 'Guard latch loose',
    })
    s.clock.advance(60_000)
    await s.as('engineer', 'PATCH', `/api/production-lines/${LINE}`, { status: 'maintenance' })
    s.clock.advance(60_000)
    // Leaving maintenance holds the line for hygiene clearance (issue 29).
    await s.as('engineer', 'PATCH', `/api/production-lines/${LINE}`, { status: 'running' })
    const res = await s.as('operator', 'GET', `/api/handovers/prefill?lineId=${LINE}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ lineId: LINE, shiftDate: current().date, shift: current().shift })
    const items = res.body.items as { kind: string; label: string | null; state: string; priority: string | null }[]
    const tickets = items.filter((i) => i.kind === 'ticket')
    expect(tickets.map((t) => t.priority)).toEqual(['critical', 'low'])
    expect(tickets[0]).toMatchObject({ state: 'open', label: expect.stringMatching(/^TKT-\d+$/) })
    expect(items.filter((i) => i.kind === 'stop').map((i) => i.state)).toEqual(['maintenance', 'awaiting_clearance'])
    expect(items.filter((i) => i.kind === 'hold')).toEqual([
      expect.objectContaining({ state: 'maintenance_ended', ref: expect.any(String) }),
    ])
  })

  it('names the reason of an explained stop', async () => {
    await holdsOff(s)
    const reasons = (await s.as('operator', 'GET', '/api/stop-reasons')).body as { id: number; name: string }[]
    const changeover = reasons.find((r) => r.name === 'Changeover')!
    await s.as('engineer', 'PATCH', '/api/production-lines/1', { status: 'running' })
    s.clock.advance(60_000)
    const stopped = await s.as('engineer', 'PATCH', '/api/production-lines/1', { status: 'stopped' })
    expect(stopped.status).toBe(200)
    const stop = stopped.body
    s.clock.advance(60_000)
    const explained = await push('operator', [
      { name: 'stop.explain', args: { id: randomUUID(), lineId: 1, at: stop.statusSince, reasonId: changeover.id } },
    ])
    expect(explained.results[0]).toMatchObject({ status: 'applied' })
    const res = await s.as('operator', 'GET', '/api/handovers/prefill?lineId=1')
    expect(res.body.items.filter((i: { kind: string }) => i.kind === 'stop')).toEqual([
      expect.objectContaining({ state: 'stopped', label: 'Changeover', reasonId: changeover.id, endAt: null }),
    ])
  })

  it('answers 404 for a line that does not exist and 400 naming a bad field', async () => {
    expect((await s.as('operator', 'GET', '/api/handovers/prefill?lineId=9999')).status).toBe(404)
    const bad = await s.as('operator', 'GET', `/api/handovers/prefill?lineId=${LINE}&shift=evening`)
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('shift')
  })
})

describe('signing and acknowledging over REST', () => {
  let id: string

  it('refuses IT and the demo viewer (403) and bad input (400 naming the field)', async () => {
    expect((await sign('it')).status).toBe(403)
    expect((await sign('viewer')).status).toBe(403)
    const noShift = await sign('operator', { shift: undefined })
    expect(noShift.status).toBe(400)
    expect(noShift.body.fields).toHaveProperty('shift')
    const badItem = await sign('operator', { items: [{ kind: 'rumour', state: 'x' }] })
    expect(badItem.status).toBe(400)
    expect(badItem.body.fields).toHaveProperty('items.0.kind')
  })

  it('refuses a shift that has not begun, or one ended long ago (400 naming shift)', async () => {
    const next = new Date(s.clock.now().getTime() + 9 * 3_600_000)
    const future = await sign('operator', { shiftDate: handoverShiftAt(next).date, shift: handoverShiftAt(next).shift })
    expect(future.status).toBe(400)
    expect(future.body.fields).toHaveProperty('shift')
    const old = previousShift(previousShift(previousShift(current())))
    const stale = await sign('operator', { shiftDate: old.date, shift: old.shift })
    expect(stale.status).toBe(400)
    expect(stale.body.fields).toHaveProperty('shift')
  })

  it('signs once per line and shift: a second one is refused naming who signed', async () => {
    const prefill = (await s.as('operator', 'GET', `/api/handovers/prefill?lineId=${LINE}`)).body
    const res = await sign('operator', { items: prefill.items })
    expect(res.status).toBe(201)
    id = res.body.id
    expect(res.body).toMatchObject({
      lineId: LINE,
      shiftDate: current().date,
      shift: current().shift,
      signedBy: 'Olivia Nowak',
      acknowledgedAt: null,
      notes: 'Filler 2 runs slow; keep an eye on the seal temperature',
    })
    expect(res.body.items).toEqual(prefill.items)
    const second = await sign('operator2')
    expect(second.status).toBe(409)
    expect(second.body.message).toMatch(/already handed over by Olivia Nowak/)
  })

  it('is acknowledged by the incoming lead, not by who signed it, and only once', async () => {
    const own = await s.as('operator', 'POST', `/api/handovers/${id}/acknowledge`, {})
    expect(own.status).toBe(409)
    expect((await s.as('it', 'POST', `/api/handovers/${id}/acknowledge`, {})).status).toBe(403)
    s.clock.advance(5 * 60_000)
    const ack = await s.as('operator2', 'POST', `/api/handovers/${id}/acknowledge`, {
      note: 'Read, will watch filler 2',
    })
    expect(ack.status).toBe(200)
    expect(ack.body).toMatchObject({
      acknowledgedBy: 'Tomas Kazlauskas',
      acknowledgeNote: 'Read, will watch filler 2',
      acknowledgedAt: s.clock.now().toISOString(),
    })
    const again = await s.as('engineer', 'POST', `/api/handovers/${id}/acknowledge`, {})
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/Tomas Kazlauskas/)
    expect((await s.as('engineer', 'POST', `/api/handovers/${randomUUID()}/acknowledge`, {})).status).toBe(404)
  })

  it('is listed per line and day, read by anyone signed in, and audited', async () => {
    const day = await s.as('viewer', 'GET', `/api/handovers?lineId=${LINE}&date=${current().date}`)
    expect(day.status).toBe(200)
    expect(day.body.map((h: { id: string }) => h.id)).toEqual([id])
    expect(day.body[0].lineName).toMatch(/11/)
    const otherDay = await s.as('viewer', 'GET', `/api/handovers?lineId=${LINE}&date=2020-01-01`)
    expect(otherDay.body).toEqual([])
    const otherLine = await s.as('viewer', 'GET', `/api/handovers?lineId=12&date=${current().date}`)
    expect(otherLine.body).toEqual([])
    const audit = await s.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'handover.%')
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['handover.sign', 'handover.acknowledge'])
  })

  it('exports the day in CSV, one row per handover with its items', async () => {
    const res = await s.request('GET', `/api/handovers/export.csv?date=${current().date}`, {
      token: await s.login('viewer'),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/handovers-.*\.csv/)
    const text = String(res.body)
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'shift_date,shift,line_id,line,signed_by,signed_at_device,signed_at_server,acknowledged_by,acknowledged_at,acknowledge_note,notes,open_tickets,stops,holds,pm_due',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('Olivia Nowak')
    expect(lines[1]).toContain('Tomas Kazlauskas')
    expect(lines[1]).toMatch(/TKT-\d+ \[critical, open\] Seal jaw jammed/)
    expect(lines[1]).toContain('maintenance_ended since')
  })
})

describe('offline, through sync', () => {
  it('keeps the device time of signing, hands the record to other devices, supersedes a second acknowledgement', async () => {
    const before = await s.as('operator2', 'GET', '/api/sync/pull')
    const id = randomUUID()
    s.clock.advance(30 * 60_000)
    const signedAt = new Date(s.clock.now().getTime() - 10 * 60_000).toISOString()
    const { date, shift } = handoverShiftAt(new Date(signedAt))
    const signed = await push('engineer', [
      {
        name: 'handover.sign',
        args: { id, lineId: 28, shiftDate: date, shift, items: [], notes: 'Written offline' },
        at: signedAt,
      },
    ])
    expect(signed.results[0]).toMatchObject({ status: 'applied' })
    const pulled = await s.as('operator2', 'GET', `/api/sync/pull?cursor=${before.body.cursor}`)
    const row = pulled.body.changes.handovers.find((h: { id: string }) => h.id === id)
    expect(row).toMatchObject({ lineId: 28, signedBy: 'Ethan Walsh', notes: 'Written offline', acknowledgedAt: null })
    expect(row.signedAtDevice).toBe(signedAt)
    expect(row.signedAt).toBe(s.clock.now().toISOString())

    const first = await push('operator2', [{ name: 'handover.acknowledge', args: { id, note: null } }])
    expect(first.results[0]).toMatchObject({ status: 'applied' })
    const second = await push('operator', [{ name: 'handover.acknowledge', args: { id, note: 'me too' } }])
    expect(second.results[0]).toMatchObject({ status: 'superseded' })
    expect(second.results[0].reason).toMatch(/already acknowledged by Tomas Kazlauskas/)
    const refused = await push('viewer', [{ name: 'handover.acknowledge', args: { id } }])
    expect(refused.results[0]).toMatchObject({ status: 'rejected' })
  })

  it('rejects a second handover of the same shift signed offline on another tablet, with the reason', async () => {
    const { date, shift } = current()
    const args = (id: string) => ({ id, lineId: 34, shiftDate: date, shift, items: [], notes: null })
    expect((await push('operator', [{ name: 'handover.sign', args: args(randomUUID()) }])).results[0].status).toBe(
      'applied',
    )
    const late = await push('operator2', [{ name: 'handover.sign', args: args(randomUUID()) }])
    expect(late.results[0]).toMatchObject({ status: 'rejected', code: 'conflict' })
    expect(late.results[0].reason).toMatch(/already handed over by Olivia Nowak/)
  })
})
