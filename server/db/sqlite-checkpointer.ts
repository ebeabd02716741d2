// WAL checkpoints off the event loop (decision 150). SQLite's automatic checkpoint runs inside the commit that
// crosses 1,000 WAL pages: that commit copies the pages into the database file and fsyncs it, synchronously, on
// the one thread that serves every request (10–20 ms every few sync pushes). Once a database is busy, a worker
// thread with its own connection checkpoints it (PASSIVE: it never blocks the writer or readers) a few times a
// second, and the serving connection's own automatic checkpoint moves far out, as a safety net only.
import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type SQLite from 'better-sqlite3'

/** WAL size past which the database counts as busy and gets the worker. */
const BUSY_WAL_BYTES = 2 * 1024 * 1024
/** How often the worker checkpoints. */
const EVERY_MS = 250
/** The serving connection's own automatic checkpoint once the worker runs (pages; SQLite's default is 1,000). */
const SAFETY_NET_PAGES = 20_000
/** Commits between two looks at the WAL size. */
const LOOK_EVERY_COMMITS = 16

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.module)
const db = new Database(workerData.file)
db.pragma('busy_timeout = 1000')
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)') } catch {} }
const timer = setInterval(checkpoint, workerData.everyMs)
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close() })
`

export interface Checkpointer {
  /** Call on each commit of the serving connection (cheap: a counter; now and then a stat of the WAL). */
  committed(): void
  close(): void
}

export function sqliteCheckpointer(sqlite: SQLite.Database, file: string): Checkpointer {
  let commits = 0
  let worker: Worker | null = null
  let closed = false
  return {
    committed() {
      if (worker || closed || ++commits % LOOK_EVERY_COMMITS !== 0) return
      let size = 0
      try {
        size = statSync(`${file}-wal`).size
      } catch {
        return
      }
      if (size < BUSY_WAL_BYTES) return
      worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { module: createRequire(import.meta.url).resolve('better-sqlite3'), file, everyMs: EVERY_MS },
      })
      worker.unref()
      worker.on('error', (error) => {
        // Without the worker the serving connection checkpoints by itself again, as SQLite does by default.
        if (closed) return
        console.warn(`SQLite checkpointer stopped (${error.message}); checkpoints run in commits again`)
        sqlite.pragma('wal_autocheckpoint = 1000')
      })
      sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`)
    },
    close() {
      closed = true
      worker?.postMessage('close')
      worker = null
    },
  }
}
