// The import dialog's client-side checks (spec §5), in the spec's order, and the preview of the first rows.
import Papa from 'papaparse'
import { isCsvFile, parseMachineCsv } from '../../../shared/csv/machine-import'
import { IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS } from '../../../shared/constants'

export type CsvCheckError = 'notCsv' | 'empty' | 'noData' | 'parse' | 'read' | 'tooManyRows'

export interface CsvPreview {
  headers: string[]
  /** The first IMPORT_PREVIEW_ROWS data rows, cells as written in the file. */
  rows: string[][]
}

export type CsvCheck = { ok: true; preview: CsvPreview } | { ok: false; error: CsvCheckError; rows?: number }

const nonBlankLines = (text: string) => text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').length

/** Checks the text of a chosen file; the CSV reading rules are the server's (shared/csv/machine-import.ts). */
export function checkCsvText(text: string): CsvCheck {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, error: 'empty' }
  const lines = nonBlankLines(text)
  if (lines < 2) return { ok: false, error: 'noData' }
  // The stated limit, checked before any parsing so a huge file never freezes the screen.
  if (lines - 1 > IMPORT_MAX_ROWS) return { ok: false, error: 'tooManyRows', rows: lines - 1 }
  const shared = parseMachineCsv(text)
  if (!shared.ok && shared.reason === 'unparsable') return { ok: false, error: 'parse' }
  if (!shared.ok && shared.reason === 'no_data') return { ok: false, error: 'noData' }
  // Missing columns are the server's to report: its message names them ("Import Failed: …").
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: 'greedy' })
  const [headers, ...data] = parsed.data
  if (!headers) return { ok: false, error: 'parse' }
  return { ok: true, preview: { headers, rows: data.slice(0, IMPORT_PREVIEW_ROWS) } }
}

/** Checks a picked file: its name or type first, then its text. */
export async function checkCsvFile(file: File): Promise<CsvCheck> {
  if (!isCsvFile(file.name, file.type)) return { ok: false, error: 'notCsv' }
  let text: string
  try {
    text = await file.text()
  } catch {
    return { ok: false, error: 'read' }
  }
  return checkCsvText(text)
}
