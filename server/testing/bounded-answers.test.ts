// No unbounded answer (issue 27 point 5, decision 177): with 60,000 tickets (and 10,000 machines and products) in
// the database, every GET route of the app — read from the app's own route list, so a route added later is walked
// too — answers an admin and the demo viewer with JSON holding at most ANSWER_ROWS items in any array and at
// most ANSWER_BYTES of text.
// Left out: the SSE stream /api/events (it never ends; it sends pokes, not rows). File downloads (a
// `Content-Disposition: attachment` export, a stored photo) are streamed page by page and not bound by size.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handoverShiftAt } from '../../shared/handover/shifts'
import { PULL_PAGE_ROWS } from '../../shared/schemas/sync'
import { insertImportJob } from '../imports/import-jobs.repository'
import { machineItemId } from '../maintenance/plant-history'
import { fillMachinesAndProducts, fillTickets } from './bulk-fill'
import { createTestServer, type TestServer } from './test-server'

const TICKETS = 60_000
const ANSWER_ROWS = 500
const ANSWER_BYTES = 4_000_000
type Json = Record<string, unknown>
const lengths = (groups: unknown) =>
  Object.values((groups ?? {}) as Json).reduce((n: number, v) => n + (Array.isArray(v) ? v.length : 0), 0)
/**
 * Answers whose rows are split over several arrays are counted whole. The machines come grouped by line. The
 * sync pull is the sync protocol's own page (shared/schemas/sync.ts, decisions 160, 177): at most
 * PULL_PAGE_ROWS rows in all its arrays together, and PULL_PAGE_BYTES; a first sync needs a quarter of the
 * round trips it would at 500.
 */
const GROUPED: Record<string, { bound: number; rows: (body: Json) => number }> = {
  '/api/machines/all': { bound: ANSWER_ROWS, rows: lengths },
  '/api/sync/pull': {
    bound: PULL_PAGE_ROWS,
    rows: (body) => lengths(body.changes) + lengths({ deletes: body.deletes }),
  },
}
/** Routes not walked, and why. */
const SKIPPED: Record<string, string> = {
  '/api/events': 'SSE: an endless stream of pokes (sequence numbers), never rows',
}
/** Content types a file download may have; anything else must be JSON. */
const FILE_TYPES = /^(text\/csv|application\/vnd\.openxmlformats|image\/)/

let s: TestServer
let pathValues: Record<string, Record<string, string>>
/** Routes that need a query, given one that covers every ticket (the reports' range: all 60 days). */
const QUERIES: Record<string, string> = {
  '/api/reports/tickets': 'start=2026-09-01&end=2026-11-30',
  '/api/reports/line-failures': 'start=2026-09-01&end=2026-11-30',
  '/api/reports/uptime': 'start=2026-09-01&end=2026-11-30',
  '/api/reports/oee': 'start=2026-09-01&end=2026-11-30',
  '/api/lines/:id/stops': 'start=2026-10-31&end=2026-11-30',
  '/api/exports/tickets.csv': 'startDate=2026-09-01&endDate=2026-11-30',
  '/api/exports/line-performance.csv': 'startDate=2026-09-01&endDate=2026-11-30',
  '/api/hygiene/report': 'start=2026-09-01T00:00:00.000Z&end=2026-11-30T00:00:00.000Z',
}

beforeAll(async () => {
  s = await createTestServer()
  const { ticketId } = await fillTickets(s, TICKETS)
  await fillMachinesAndProducts(s)
  const line = await s.db.selectFrom('production_lines').select('id').orderBy('id').executeTakeFirstOrThrow()
  const machine = await s.db.selectFrom('machines').select(['id', 'line_id']).orderBy('id').executeTakeFirstOrThrow()
  const equipment = await s.db.selectFrom('equipment').select('id').orderBy('id').executeTakeFirstOrThrow()
  const job = await insertImportJob(s.db, {
    fileName: 'products.csv',
    source: 'file',
    createdBy: await s.userId('admin'),
    createdAt: s.clock.now().toISOString(),
  })
  const image = await s.as('engineer', 'POST', `/api/tickets/${ticketId}/upload-image`, {
    imageData:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    filename: 'jam.png',
    mimeType: 'image/png',
  })
  expect(image.status, JSON.stringify(image.body)).toBe(200)
  // Every route with path parameters, with ids that exist: a new one fails below until it is named here.
  // A plan due at once: its work order is made with it.
  const plan = await s.as('admin', 'POST', '/api/pm/plans', {
    title: 'Bounded answers: daily check',
    lineId: line.id,
    estimatedMinutes: 10,
    skill: 'engineering',
    leadDays: 7,
    triggers: [{ kind: 'calendar', every: 1, unit: 'day', mode: 'floating' }],
    steps: [{ kind: 'check', text: 'Guards fitted' }],
  })
  expect(plan.status, JSON.stringify(plan.body)).toBe(201)
  const workOrderId = String((await s.db.selectFrom('pm_work_orders').select('id').executeTakeFirstOrThrow()).id)
  const pmPhoto = await s.as('engineer', 'POST', `/api/pm/work-orders/${workOrderId}/photos`, {
    imageData:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    filename: 'guard.png',
    mimeType: 'image/png',
  })
  expect(pmPhoto.status, JSON.stringify(pmPhoto.body)).toBe(201)
  // A clearance naming a photo of one of its items (issue 29): leaving maintenance holds the line.
  await s.as('engineer', 'PATCH', `/api/production-lines/${line.id}`, { status: 'maintenance' })
  await s.as('engineer', 'PATCH', `/api/production-lines/${line.id}`, { status: 'stopped' })
  const hold = (await s.as('quality', 'GET', `/api/hygiene/holds?lineId=${line.id}&open=1`)).body[0] as {
    id: string
    checklist: { key: string }[]
  }
  const hygienePhoto = await s.as('quality', 'POST', `/api/hygiene/holds/${hold.id}/photos`, {
    imageData:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    filename: 'guard.png',
    mimeType: 'image/png',
  })
  expect(hygienePhoto.status, JSON.stringify(hygienePhoto.body)).toBe(201)
  const cleared = await s.as('quality', 'POST', '/api/hygiene/clearances', {
    id: randomUUID(),
    holdId: hold.id,
    lineId: line.id,
    items: hold.checklist.map((c, i) => ({
      key: c.key,
      result: 'pass',
      photo: i === 0 ? hygienePhoto.body.hash : null,
    })),
  })
  expect(cleared.status, JSON.stringify(cleared.body)).toBe(201)
  const shift = handoverShiftAt(s.clock.now())
  const handover = await s.as('operator', 'POST', '/api/handovers', {
    id: randomUUID(),
    lineId: line.id,
    shiftDate: shift.date,
    shift: shift.shift,
    items: [],
    notes: null,
  })
  expect(handover.status, JSON.stringify(handover.body)).toBe(201)
  pathValues = {
    '/api/handovers/:id': { id: String(handover.body.id) },
    '/api/hygiene/photos/:hash': { hash: String(hygienePhoto.body.hash) },
    '/api/production-lines/:id': { id: String(line.id) },
    '/api/lines/:id/stops': { id: String(line.id) },
    '/api/lines/:id/oee': { id: String(line.id) },
    '/api/tickets/:id': { id: ticketId },
    '/api/tickets/my-queue/:userId': { userId: String(await s.userId('engineer')) },
    '/api/tickets/:id/images/:hash': { id: ticketId, hash: String(image.body.images[0].hash) },
    '/api/machines/line/:lineId': { lineId: String(machine.line_id) },
    '/api/equipment/by-department/:department': { department: 'Engineering' },
    '/api/equipment/:id': { id: String(equipment.id) },
    '/api/ai/equipment-health/:id': { id: machineItemId(machine.id) },
    '/api/data-imports/:id': { id: String(job) },
    '/api/data-exports/:format': { format: 'xlsx' },
    '/api/reports/pm-compliance/export/:format': { format: 'xlsx' },
    '/api/pm/plans/export/:format': { format: 'xlsx' },
    '/api/pm/plans/:id': { id: String(plan.body.id) },
    '/api/pm/work-orders/:id': { id: workOrderId },
    '/api/pm/work-orders/:id/photos': { id: workOrderId },
    '/api/pm/work-orders/:id/photos/:hash': { id: workOrderId, hash: String(pmPhoto.body.hash) },
    '/api/escalation/tickets/:id': { id: ticketId },
  }
}, 120_000)
afterAll(() => s.close())

/** Every GET route of the app, from Hono's own route list (middleware and catch-alls left out). */
function getRoutes(): string[] {
  return [...new Set(s.app.routes.filter((r) => r.method === 'GET' && !r.path.includes('*')).map((r) => r.path))]
}

function fill(path: string): string | null {
  const params = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
  if (params.length === 0) return path
  const values = pathValues[path]
  if (!values || params.some((p) => values[p] === undefined)) return null
  return path.replace(/:([A-Za-z_]+)/g, (_, p: string) => encodeURIComponent(values[p]!))
}

/** The longest array anywhere in a JSON value. */
function longestArray(value: unknown): number {
  if (Array.isArray(value)) return Math.max(value.length, ...value.map(longestArray))
  if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map(longestArray))
  return 0
}

interface Walked {
  route: string
  status: number
  bytes: number
  rows: number
  file: boolean
  ms: number
}

async function walk(username: string): Promise<{ walked: Walked[]; problems: string[] }> {
  const token = await s.login(username)
  const walked: Walked[] = []
  const problems: string[] = []
  for (const route of getRoutes()) {
    if (SKIPPED[route]) continue
    const url = fill(route)
    if (url === null) {
      problems.push(`${route}: no existing ids for its path parameters (add them to pathValues)`)
      continue
    }
    const started = performance.now()
    const res = await s.app.request(QUERIES[route] ? `${url}?${QUERIES[route]}` : url, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const type = res.headers.get('content-type') ?? ''
    const text = await res.text()
    // Outside /api only fixed files (robots.txt); inside, a download says so or is a stored photo.
    const file =
      !route.startsWith('/api/') ||
      FILE_TYPES.test(type) ||
      /attachment/.test(res.headers.get('content-disposition') ?? '')
    const json = !file && type.startsWith('application/json') ? (JSON.parse(text) as unknown) : null
    const grouped = GROUPED[route]
    const bound = grouped?.bound ?? ANSWER_ROWS
    const rows = json === null ? 0 : Math.max(longestArray(json), grouped && res.ok ? grouped.rows(json as Json) : 0)
    walked.push({
      route,
      status: res.status,
      bytes: text.length,
      rows,
      file,
      ms: Math.round(performance.now() - started),
    })
    if (res.status >= 500) problems.push(`${route}: ${res.status}`)
    if (file) continue
    if (!type.startsWith('application/json')) problems.push(`${route}: ${type} is neither JSON nor a file download`)
    if (rows > bound) problems.push(`${route}: ${rows} items in an array (at most ${bound})`)
    if (text.length > ANSWER_BYTES) problems.push(`${route}: ${text.length} bytes`)
  }
  return { walked, problems }
}

describe(`every GET answer with ${TICKETS.toLocaleString('en')} tickets`, () => {
  it('holds at most 500 items in any array and at most 4 MB, for an admin and the viewer', async () => {
    const problems: string[] = []
    for (const username of ['admin', 'viewer']) {
      const result = await walk(username)
      problems.push(...result.problems.map((p) => `${username} ${p}`))
      if (process.env.BOUNDED_ANSWERS_LOG)
        console.info(
          result.walked
            .map((w) => `${username} ${w.status} ${w.rows} rows ${w.bytes} B ${w.ms} ms ${w.route}`)
            .join('\n'),
        )
      // Not a vacuous walk: the ticket lists answered with full pages.
      expect(result.walked.length, username).toBeGreaterThan(40)
      const active = result.walked.find((w) => w.route === '/api/tickets/active')
      expect(active, username).toMatchObject({ status: 200, rows: ANSWER_ROWS })
    }
    expect(problems).toEqual([])
  }, 120_000)

  it('skips only the event stream, and only because it is one', async () => {
    const res = await s.app.request('/api/events', { headers: { Authorization: `Bearer ${await s.login('viewer')}` } })
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await res.body?.cancel()
    expect(Object.keys(SKIPPED)).toEqual(['/api/events'])
  })
})
