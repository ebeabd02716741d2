// For browser benchmarks: build the app once into .tmp/bench, start a server on a fresh demo database,
// and open Debian's Chromium with the flags this machine needs.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright'
import { CHROMIUM_ARGS } from '../../../playwright.config'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export interface BenchApp {
  url: string
  stop(): Promise<void>
}

/** A server in its own process (as in production) on a fresh demo database; with the built app if asked. */
export async function startServer(
  port: number,
  options: { clientDir?: string; historyDays?: number } = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-bench-'))
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: options.clientDir ?? path.join(dataDir, 'no-client'),
      SEED: 'demo',
      SEED_HISTORY_DAYS: String(options.historyDays ?? 0),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const startMs = Number(process.env.BENCH_SERVER_START_MS ?? 120_000)
  let timer: NodeJS.Timeout | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve())
      child.once('exit', (code) =>
        reject(
          new Error(`server exited with ${code} before listening on port ${port} (port taken? see its output above)`),
        ),
      )
      timer = setTimeout(
        () => reject(new Error(`server did not say it was listening within ${startMs / 1000} s`)),
        startMs,
      )
    })
  } catch (error) {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  } finally {
    clearTimeout(timer)
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => stopChild(child).finally(() => rmSync(dataDir, { recursive: true, force: true })),
  }
}

/**
 * Ends the server process and waits for it, however it is: already gone (it crashed — waiting for 'exit'
 * then would wait forever), ending on SIGTERM, or stuck in its shutdown (SIGKILL after `graceMs`).
 */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)))
  if ((await Promise.race([exited, late])) === 'late') {
    console.error(`server (pid ${child.pid}) did not stop within ${graceMs / 1000} s of SIGTERM: killing it`)
    child.kill('SIGKILL')
    await exited
  }
  clearTimeout(timer)
}

/** Where the benchmarks' build of the app goes (and the floor pages beside it, support/floor-pages.ts). */
export const BENCH_CLIENT_DIR = path.resolve('.tmp/bench/client')

/** The built app (built once into .tmp/bench, or again with BENCH_REBUILD=1) behind a fresh server. */
export async function startBenchApp(port: number): Promise<BenchApp> {
  return startServer(port, { clientDir: ensureBenchBuild(), historyDays: 14 })
}

/** The benchmarks' build of the app (made once, or again with BENCH_REBUILD=1): its folder. */
export function ensureBenchBuild(): string {
  const clientDir = BENCH_CLIENT_DIR
  if (!existsSync(path.join(clientDir, 'index.html')) || process.env.BENCH_REBUILD) {
    execSync('npx vite build --logLevel error', {
      stdio: 'inherit',
      env: { ...process.env, LINESIDE_OUT_DIR: clientDir },
    })
  }
  return clientDir
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}
