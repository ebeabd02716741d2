#!/usr/bin/env node
// A throw-away PostgreSQL cluster for the server tests, in .tmp/pg/ (never a shared server).
//   node scripts/pg-test-cluster.mjs start   initdb if needed, start, print DATABASE_URL
//   node scripts/pg-test-cluster.mjs stop    stop it
//   node scripts/pg-test-cluster.mjs run -- <command…>
//                                            start, run the command with TEST_DB=postgres and
//                                            PG_TEST_URL set, stop (even when the command fails)
// initdb and postgres refuse to run as root: as root the cluster belongs to the `postgres` user
// (Debian's package creates it) and its commands run through `runuser -u postgres`.
// PG_BIN (default: the newest /usr/lib/postgresql/<n>/bin), PG_TEST_PORT (default 55432) and PG_TEST_DIR
// (default .tmp/pg; the benchmarks use their own, so they can run beside a test run) override.
import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** Whether another user (the `postgres` user) can reach this folder: every folder above it searchable by others. */
function reachableByOthers(dir) {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if (existsSync(d) && (statSync(d).mode & 0o001) === 0) return false
    if (d === path.dirname(d)) return true
  }
}

/** .tmp/pg in the checkout; as root in a checkout the postgres user cannot reach (e.g. under /root), the system temp folder. */
function clusterDir() {
  const inCheckout = path.resolve(root, process.env.PG_TEST_DIR ?? path.join('.tmp', 'pg'))
  if (!isRoot || reachableByOthers(inCheckout)) return inCheckout
  return path.join(
    os.tmpdir(),
    `lineside-pg-${path.basename(inCheckout)}-${Buffer.from(root).toString('hex').slice(-12)}`,
  )
}

const baseDir = clusterDir()
const dataDir = path.join(baseDir, 'data')
const socketDir = path.join(baseDir, 'socket')
const logFile = path.join(baseDir, 'server.log')
const port = Number(process.env.PG_TEST_PORT ?? 55432)

function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const lib = '/usr/lib/postgresql'
  if (!existsSync(lib)) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)')
  const versions = readdirSync(lib)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
  if (!versions.length) throw new Error(`No PostgreSQL under ${lib}`)
  return path.join(lib, versions[0], 'bin')
}
const bin = findBin()

function pgUser() {
  const res = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (res.status !== 0)
    throw new Error('Running as root needs the `postgres` user (apt-get install -y postgresql creates it)')
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  return { uid: Number(res.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

/** Runs a PostgreSQL program as the cluster's owner. */
function pg(program, args, { allowFail = false } = {}) {
  const exe = path.join(bin, program)
  const res = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', exe, ...args], { stdio: 'inherit', cwd: '/' })
    : spawnSync(exe, args, { stdio: 'inherit' })
  if (res.status !== 0 && !allowFail)
    throw new Error(`${program} ${args.join(' ')} failed (${res.status ?? res.signal})`)
  return res.status === 0
}

export const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`

function start() {
  mkdirSync(socketDir, { recursive: true })
  if (isRoot) {
    // The owner must reach .tmp/pg/: the folders above are root's but world-searchable in a normal checkout.
    const { uid, gid } = pgUser()
    for (const dir of [baseDir, socketDir]) chownSync(dir, uid, gid)
  }
  chmodSync(baseDir, 0o755)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  }
  if (!pg('pg_ctl', ['-D', dataDir, 'status'], { allowFail: true })) {
    // Throw-away data: durability settings off for speed.
    const opts = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`
    pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', opts, '-w', 'start'])
  }
  return adminUrl
}

function stop() {
  if (existsSync(path.join(dataDir, 'PG_VERSION')))
    pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { allowFail: true })
}

/** One value read from the running cluster (`psql -tAc`). */
function psql(query) {
  return spawnSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-tAc', query], {
    encoding: 'utf8',
  })
}

const [command, ...rest] = process.argv.slice(2)
if (command === 'start') {
  start()
  // A database for a developer's own server; the tests create one per test file next to it.
  const exists = psql("select 1 from pg_database where datname = 'lineside'")
  if (exists.stdout.trim() !== '1')
    pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'lineside'])
  console.info(`DATABASE_URL=postgres://postgres@127.0.0.1:${port}/lineside`)
} else if (command === 'stop') {
  stop()
} else if (command === 'stop-if-idle') {
  // A bench's cluster is stopped by the bench that started it only when no other bench still has a database on it.
  const others = psql("select count(*) from pg_database where datname like 'lineside_bench_%'")
  if (others.status !== 0 || others.stdout.trim() === '0') stop()
} else if (command === 'status') {
  // Exit 0 when this folder's cluster is running (a bench beside another bench reuses it and leaves it running).
  process.exit(
    existsSync(path.join(dataDir, 'PG_VERSION')) && pg('pg_ctl', ['-D', dataDir, 'status'], { allowFail: true })
      ? 0
      : 1,
  )
} else if (command === 'run') {
  const args = rest[0] === '--' ? rest.slice(1) : rest
  if (!args.length) throw new Error('run needs a command after --')
  const url = start()
  let status = 1
  try {
    const res = spawnSync(args[0], args.slice(1), {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, TEST_DB: 'postgres', PG_TEST_URL: url },
    })
    status = res.status ?? 1
  } finally {
    stop()
  }
  process.exit(status)
} else {
  console.error('Usage: node scripts/pg-test-cluster.mjs start|stop|run -- <command…>')
  process.exit(2)
}
