// .xlsx to a table of cells with read-excel-file (MIT, maintained, no advisories; decision 063), run in a
// worker thread so the server keeps answering meanwhile. (Exports stream their own sheet: exports/xlsx-stream.ts.)
import { Worker } from 'node:worker_threads'
import { ImportFileError } from './file-kind'

export type Cell = string | number | boolean | null

type Reply = { rows?: Cell[][]; error?: string }

/** A workbook the worker has not read in this time is given up (a job must never wait forever). */
export const XLSX_READ_TIMEOUT_MS = 60_000

function inWorker(message: object, timeoutMs = XLSX_READ_TIMEOUT_MS): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // Plain JavaScript: no TypeScript loader (tsx) in the worker, which would only slow its start.
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), { execArgv: [] })
    const finish = (settle: () => void) => {
      clearTimeout(timer)
      settle()
      void worker.terminate()
    }
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new ImportFileError('The Excel file took too long to read: try a smaller file, or save it as CSV')),
        ),
      timeoutMs,
    )
    worker.once('message', (reply: Reply) => finish(() => resolve(reply)))
    worker.once('error', (error) => finish(() => reject(error)))
    // A worker that dies without answering must not leave the import job waiting forever.
    worker.once('exit', (code) => finish(() => reject(new Error(`xlsx worker exited with code ${code}`))))
    worker.postMessage(message)
  })
}

export async function readXlsxTable(bytes: Uint8Array): Promise<Cell[][]> {
  const reply = await inWorker({ op: 'read', bytes: bytes.slice() })
  if (reply.error || !reply.rows)
    throw new ImportFileError('The Excel file could not be read: it may be damaged or password-protected')
  return reply.rows
}
