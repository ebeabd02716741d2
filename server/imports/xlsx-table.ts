// .xlsx to a table of cells, and a table to .xlsx, with read-excel-file / write-excel-file (MIT, maintained,
// no advisories; decision 063), run in a worker thread so the server keeps answering meanwhile.
import { Worker } from 'node:worker_threads'
import { ImportFileError } from './file-kind'

export type Cell = string | number | boolean | null

type Reply = { rows?: Cell[][]; bytes?: Uint8Array<ArrayBuffer>; error?: string }

function inWorker(message: object, transfer: ArrayBuffer[] = []): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url))
    worker.once('message', (reply: Reply) => {
      resolve(reply)
      void worker.terminate()
    })
    worker.once('error', reject)
    // A worker that dies without answering must not leave the import job waiting forever.
    worker.once('exit', (code) => reject(new Error(`xlsx worker exited with code ${code}`)))
    worker.postMessage(message, transfer)
  })
}

export async function readXlsxTable(bytes: Uint8Array): Promise<Cell[][]> {
  const reply = await inWorker({ op: 'read', bytes: bytes.slice() })
  if (reply.error || !reply.rows) throw new ImportFileError('The Excel file could not be read: it may be damaged or password-protected')
  return reply.rows
}

export async function writeXlsxTable(rows: Cell[][], sheet: string): Promise<Uint8Array<ArrayBuffer>> {
  const reply = await inWorker({ op: 'write', rows, sheet })
  if (reply.error || !reply.bytes) throw new Error(`Could not write the workbook: ${reply.error ?? 'no data'}`)
  return reply.bytes
}
