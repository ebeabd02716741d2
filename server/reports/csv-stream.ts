// CSV exports written page by page into a streamed response: UTF-8 with a BOM (so Excel reads Polish and
// Lithuanian text), RFC 4180 quoting by papaparse, and text cells that a spreadsheet would run as a formula
// prefixed with an apostrophe (OWASP "CSV injection": quoting alone does not stop Excel).
import Papa from 'papaparse'

const FORMULA_START = /^[=+\-@\t\r]/

export type CsvCell = string | number | null

export function safeCell(value: CsvCell): CsvCell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** A chunk of rows as CSV lines (the rows' cells are made safe in place: no copy per row). */
export function csvLines(rows: CsvCell[][]): string {
  for (const row of rows) for (let i = 0; i < row.length; i++) row[i] = safeCell(row[i]!)
  return Papa.unparse(rows, { newline: '\r\n', quotes: false }) + '\r\n'
}

/**
 * A byte stream of the header and then each page `nextPage` returns, read only as fast as the client takes
 * it (one page in memory at a time); an empty page ends it.
 */
export function csvStream(header: string[], nextPage: () => Promise<CsvCell[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode('\uFEFF' + csvLines([[...header]])))
          return
        }
        const rows = await nextPage()
        if (rows.length === 0) controller.close()
        else controller.enqueue(encoder.encode(csvLines(rows)))
      },
    },
    { highWaterMark: 2 },
  )
}
