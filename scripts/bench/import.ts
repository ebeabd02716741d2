// Benchmark (issue 11): import 10,000 products from CSV and from .xlsx through the real upload and
// background job, timing upload → job completed, while another client keeps calling GET
// /api/production-lines (p95 must stay ≤ 50 ms); then export ~10,000 products in each format.
// Targets: each import ≤ 3 s, each export ≤ 1 s. Starts its own server on a fresh demo database.
// It always ends: with the figures, or with a clear error (a job still running after JOB_DEADLINE_MS, a
// call that gets no answer, the whole run over RUN_DEADLINE_MS), and the server is stopped either way.
import { cpus, loadavg } from 'node:os'
import writeXlsxFile from 'write-excel-file/node'
import { percentile, startServer } from './support/bench-app'

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000)
const JOB_DEADLINE_MS = Number(process.env.BENCH_JOB_DEADLINE_MS ?? 60_000)
const CALL_TIMEOUT_MS = 30_000
const RUN_DEADLINE_MS = Number(process.env.BENCH_RUN_DEADLINE_MS ?? 5 * 60_000)

/** fetch that gives up after CALL_TIMEOUT_MS instead of waiting on a server that never answers. */
const call = (path: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })
const HEADER = [
  'SKU',
  'Name',
  'Category',
  'Target Weight',
  'Temperature',
  'Packaging Type',
  'Batch Size',
  'Description',
]

function rows(prefix: string): (string | number)[][] {
  return Array.from({ length: ROWS }, (_, i) => [
    `${prefix}-${i + 1}`,
    `Bench product ${i + 1}`,
    'Bench',
    100 + (i % 900),
    3,
    'MAP tray',
    500,
    `Row ${i + 1} of the benchmark`,
  ])
}

const csvFile = (prefix: string) => [HEADER, ...rows(prefix)].map((r) => r.join(',')).join('\n') + '\n'
const xlsxFile = async (prefix: string) =>
  writeXlsxFile([HEADER, ...rows(prefix)].map((r) => r.map((value) => ({ value })))).toBuffer()

const { url, stop } = await startServer(3990 + Math.floor(Math.random() * 9))
// Last resort: whatever is stuck, the run ends with a message and the server is stopped.
const watchdog = setTimeout(() => {
  console.error(`bench:import gave up: not finished after ${RUN_DEADLINE_MS / 1000} s`)
  void stop().finally(() => process.exit(2))
}, RUN_DEADLINE_MS)
const auth = async () => {
  const res = await call('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  })
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` }
}

/** Calls GET /api/production-lines back to back until stopped; returns each call's time. */
function probe(headers: Record<string, string>) {
  const times: number[] = []
  let running = true
  let failure: unknown = null
  const loop = (async () => {
    while (running) {
      const t0 = performance.now()
      const res = await call('/api/production-lines', { headers })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`GET /api/production-lines answered ${res.status}`)
      times.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 10))
    }
  })().catch((error: unknown) => {
    failure = error
  })
  return async () => {
    running = false
    await loop
    if (failure) throw failure
    return times
  }
}

async function importOnce(headers: Record<string, string>, name: string, body: Uint8Array<ArrayBuffer> | string) {
  const stopProbe = probe(headers)
  await new Promise((r) => setTimeout(r, 100))
  const t0 = performance.now()
  const form = new FormData()
  form.append('file', new File([body], name))
  const res = await call('/api/data-imports/upload', { method: 'POST', headers, body: form })
  if (res.status !== 202) {
    await stopProbe().catch(() => undefined)
    throw new Error(`upload ${name}: ${res.status} ${await res.text()}`)
  }
  const { id } = (await res.json()) as { id: number }
  type Job = {
    status: string
    recordsSuccess: number
    recordsFailed: number
    recordsProcessed: number
    recordsTotal: number | null
    message: string | null
  }
  let job: Job = {
    status: 'pending',
    recordsSuccess: 0,
    recordsFailed: 0,
    recordsProcessed: 0,
    recordsTotal: null,
    message: null,
  }
  while (job.status === 'pending' || job.status === 'processing') {
    if (performance.now() - t0 > JOB_DEADLINE_MS) {
      await stopProbe().catch(() => undefined)
      throw new Error(
        `import ${name} (job ${id}) still ${job.status} after ${JOB_DEADLINE_MS / 1000} s: ${job.recordsProcessed} of ${job.recordsTotal ?? '?'} rows processed`,
      )
    }
    await new Promise((r) => setTimeout(r, 20))
    const answer = await call(`/api/data-imports/${id}`, { headers })
    if (!answer.ok) throw new Error(`GET /api/data-imports/${id} answered ${answer.status}: ${await answer.text()}`)
    job = (await answer.json()) as Job
  }
  const seconds = (performance.now() - t0) / 1000
  const times = await stopProbe()
  if (job.status !== 'completed')
    throw new Error(`import ${name} (job ${id}) ended ${job.status}: ${job.message ?? 'no message'}`)
  return { seconds, job, p95: percentile(times, 95), calls: times.length }
}

async function exportOnce(headers: Record<string, string>, format: string) {
  const t0 = performance.now()
  const res = await call(`/api/data-exports/${format}`, { headers })
  if (!res.ok) throw new Error(`export ${format}: ${res.status} ${await res.text()}`)
  const bytes = (await res.arrayBuffer()).byteLength
  return { seconds: (performance.now() - t0) / 1000, bytes }
}

/** The products the server lists, page by page (at most 500 an answer, the next in the Link header; decision 177). */
async function countProducts(headers: Record<string, string>): Promise<number> {
  let count = 0
  for (let next: string | null = '/api/products'; next;) {
    const res = await call(next, { headers })
    count += ((await res.json()) as unknown[]).length
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null
  }
  return count
}

try {
  const headers = await auth()
  // The same probe with nothing else running: what the machine gives GET /api/production-lines anyway.
  const stopIdle = probe(headers)
  await new Promise((r) => setTimeout(r, 1500))
  const idle = await stopIdle()
  const csv = await importOnce(headers, 'bench.csv', csvFile('BCSV'))
  const products = await countProducts(headers)
  const exports: Record<string, { seconds: number; bytes: number }> = {}
  for (const format of ['csv', 'xlsx', 'json']) exports[format] = await exportOnce(headers, format)
  const xlsx = await importOnce(headers, 'bench.xlsx', new Uint8Array(await xlsxFile('BXLSX')))

  const ok = (v: boolean) => (v ? 'ok' : 'OVER TARGET')
  console.log(`\nMachine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`)
  console.log(
    `GET /api/production-lines with no import running: p95 ${percentile(idle, 95).toFixed(1)} ms over ${idle.length} calls`,
  )
  console.log(
    `Import of ${ROWS.toLocaleString('en')} products (upload → job completed), GET /api/production-lines probed meanwhile`,
  )
  for (const [name, r] of [
    ['CSV', csv],
    ['.xlsx', xlsx],
  ] as const) {
    console.log(
      `  ${name.padEnd(6)} ${r.seconds.toFixed(2)} s (target ≤ 3 s: ${ok(r.seconds <= 3)}), ${r.job.recordsSuccess} succeeded, ${r.job.recordsFailed} failed; ` +
        `lines p95 ${r.p95.toFixed(1)} ms over ${r.calls} calls (target ≤ 50 ms: ${ok(r.p95 <= 50)})`,
    )
  }
  console.log(`Export of ${products.toLocaleString('en')} products`)
  for (const [format, r] of Object.entries(exports)) {
    console.log(
      `  ${format.padEnd(6)} ${r.seconds.toFixed(2)} s, ${(r.bytes / 1024).toFixed(0)} KB (target ≤ 1 s: ${ok(r.seconds <= 1)})`,
    )
  }
} catch (error) {
  console.error(`bench:import failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  clearTimeout(watchdog)
  await stop()
}
