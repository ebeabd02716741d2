// A Lineside server in its own process (scripts/start.ts, as in production) for multi-instance tests and
// benchmarks: `kill -9` it like a crashed machine, or stop it cleanly. Each answers on 127.0.0.1:<port>.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface AppProcess {
  url: string
  child: ChildProcess
  /** SIGKILL: no shutdown, no flush (a crash). Resolves when the process is gone. */
  kill9(): Promise<void>
  /** SIGTERM: the server's own clean shutdown. */
  stop(): Promise<void>
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

const root = path.resolve(import.meta.dirname, '..', '..')

export interface AppProcessOptions {
  /** postgres://…; absent: SQLite in a fresh data folder (seeded with the demo data). */
  databaseUrl?: string
  /** An existing data folder (kept on stop); default a fresh one, removed on stop. */
  dataDir?: string
  /** Extra environment (SEED, SESSION_SECRET…). */
  env?: Record<string, string>
  startTimeoutMs?: number
}

/** A profiling aid: APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles each server process. */
function nodeArgs(): string[] {
  return process.env.APP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []
}

export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lineside-proc-'))
  const child = spawn(process.execPath, [...nodeArgs(), '--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      SEED: 'demo',
      SEED_HISTORY_DAYS: '0',
      SESSION_SECRET: 'multi-instance-test-secret',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stderr!.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${output}`)),
      options.startTimeoutMs ?? 60_000,
    )
    child.stdout!.on('data', (chunk: Buffer) => {
      collect(chunk)
      if (output.includes('listening')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`))
    })
  })
  const cleanup = () => options.dataDir ?? rmSync(dataDir, { recursive: true, force: true })
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
      cleanup()
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      cleanup()
    },
  }
}

/** A small HTTP client for one instance: sign in a demo user, call the API. */
export function apiClient(base: string) {
  const tokens = new Map<string, string>()
  async function call(method: string, urlPath: string, token: string | null, body?: unknown) {
    const res = await fetch(`${base}${urlPath}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: json as any }
  }
  async function login(username: string, password = 'demo1234'): Promise<string> {
    const cached = tokens.get(username)
    if (cached) return cached
    const res = await call('POST', '/api/auth/login', null, { username, password })
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`)
    tokens.set(username, res.body.token as string)
    return res.body.token as string
  }
  return {
    base,
    login,
    call,
    as: async (username: string, method: string, urlPath: string, body?: unknown) =>
      call(method, urlPath, await login(username), body),
  }
}
