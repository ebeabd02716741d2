// What a concurrent push run spent, for telling a lock from a CPU limit (decision 151): CPU time per mutation
// of each server process and of PostgreSQL's backends (from /proc: the bench runs everything on this machine),
// and what PostgreSQL's backends of the bench database were doing, sampled every 20 ms from pg_stat_activity.
import { existsSync, readFileSync } from 'node:fs'
import pg from 'pg'
import { FLOOR_APPLICATION } from './push-workload'

const TICKS_PER_SECOND = 100

/** User + system CPU seconds of a process and all its threads; 0 where /proc is not there. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

export interface Observation {
  /** CPU µs per mutation of each server process. */
  serverUs: number[]
  /** CPU µs per mutation of PostgreSQL's backends of this database (null on SQLite). */
  postgresUs: number | null
  /** Share of sampled backends in each state: 'waiting on the app', 'advisory lock'… (null on SQLite). */
  backends: Map<string, number> | null
}

export async function observe<T>(
  serverPids: number[],
  databaseUrl: string | null,
  run: () => Promise<T>,
): Promise<{ result: T; cpuOf: (mutations: number) => Observation }> {
  if (!existsSync('/proc/self/stat')) {
    const result = await run()
    return { result, cpuOf: () => ({ serverUs: [], postgresUs: null, backends: null }) }
  }
  const monitor = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null
  await monitor?.connect()
  const backendCpu = new Map<number, { start: number; end: number }>()
  const states = new Map<string, number>()
  let sampled = 0
  let running = true
  const sample = async () => {
    if (!monitor) return
    const { rows } = await monitor.query<{ pid: number; state: string }>(
      `select pid, case when state = 'idle' then 'idle' when wait_event_type is null then 'running' else wait_event_type || ':' || wait_event end as state
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> $1`,
      [FLOOR_APPLICATION],
    )
    for (const r of rows) {
      const seen = backendCpu.get(r.pid)
      const now = cpuSeconds(r.pid)
      if (seen) seen.end = now
      else backendCpu.set(r.pid, { start: now, end: now })
      if (running) states.set(r.state, (states.get(r.state) ?? 0) + 1)
    }
    if (running) sampled += rows.length
  }
  await sample()
  const serverStart = serverPids.map(cpuSeconds)
  const sampler = (async () => {
    while (running) {
      await sample()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  let result: T
  try {
    result = await run()
  } finally {
    running = false
    await sampler
  }
  const serverEnd = serverPids.map(cpuSeconds)
  await sample()
  await monitor?.end()
  const postgresSeconds = [...backendCpu.values()].reduce((sum, b) => sum + b.end - b.start, 0)
  return {
    result,
    cpuOf: (mutations) => ({
      serverUs: serverEnd.map((end, i) => ((end - serverStart[i]!) * 1e6) / mutations),
      postgresUs: monitor ? (postgresSeconds * 1e6) / mutations : null,
      backends: monitor ? new Map([...states].map(([k, v]) => [k, v / Math.max(1, sampled)])) : null,
    }),
  }
}

export function describeObservation(o: Observation): string {
  const parts = [`CPU per mutation: server ${o.serverUs.map((u) => `${Math.round(u)} µs`).join(' + ')}`]
  if (o.postgresUs !== null) parts.push(`PostgreSQL ${Math.round(o.postgresUs)} µs`)
  if (o.backends) {
    const share = (k: string) => `${((o.backends!.get(k) ?? 0) * 100).toFixed(1)} %`
    parts.push(
      `backends waiting on the app ${share('Client:ClientRead')}, on the change-order lock ${share('Lock:advisory')}, on a row ${share('Lock:transactionid')}, running ${share('running')}`,
    )
  }
  return parts.join('; ')
}
