// Worker thread for .xlsx work, so unzipping a big workbook never blocks the server's event loop.
// Plain JavaScript: it runs under node, tsx and vitest alike without a TypeScript loader.
// Messages: { op: 'read', bytes: Uint8Array } → { rows } | { error }.
import { parentPort } from 'node:worker_threads'
import { readSheet } from 'read-excel-file/node'

parentPort.on('message', async (msg) => {
  try {
    if (msg.op === 'read') {
      const rows = await readSheet(Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength))
      parentPort.postMessage({
        rows: rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString() : cell))),
      })
    } else {
      parentPort.postMessage({ error: `unknown op ${msg.op}` })
    }
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})
