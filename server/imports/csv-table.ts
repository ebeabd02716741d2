// CSV text to a table of cells: quoted fields, a byte order mark, and the semicolon files Polish and
// Lithuanian Excel save (their list separator, because the comma is their decimal mark).
import Papa from 'papaparse'
import { ImportFileError } from './file-kind'

export function parseCsvTable(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const firstLine = body.slice(0, body.search(/\r?\n|$/))
  const delimiter = pickDelimiter(firstLine)
  const result = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false })
  const fatal = result.errors.find((e) => e.type === 'Quotes')
  if (fatal)
    throw new ImportFileError(`The CSV file could not be read: unclosed quotes near row ${(fatal.row ?? 0) + 1}`)
  return result.data
}

/** The header line's separator: semicolon, tab or comma, whichever splits it into the most cells. */
function pickDelimiter(header: string): string {
  const count = (d: string) => header.split(d).length
  return [';', '\t', ','].reduce((best, d) => (count(d) > count(best) ? d : best), ',')
}
