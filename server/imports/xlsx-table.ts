// .xlsx to a table of cells with read-excel-file (MIT, maintained, no advisories; decision 063).
import { readSheet } from 'read-excel-file/node'
import { ImportFileError } from './file-kind'

export type Cell = string | number | boolean | null

export async function readXlsxTable(bytes: Uint8Array): Promise<Cell[][]> {
  try {
    const rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    return rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString() : (cell as Cell))))
  } catch {
    throw new ImportFileError('The Excel file could not be read: it may be damaged or password-protected')
  }
}
