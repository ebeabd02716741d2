// Which parser a product file gets: by its name, checked against its first bytes, so a file that lies
// about its type is refused with a clear message instead of being half read.
import { IMPORT_MAX_BYTES } from '../../shared/planning/import-job'

export type FileKind = 'csv' | 'xlsx' | 'json'

export class ImportFileError extends Error {}

export const FILE_MESSAGES = {
  empty: 'The file is empty (0 bytes)',
  tooBig: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  xls: 'Legacy Excel .xls files cannot be read: open the file in Excel and save it as .xlsx (Excel Workbook), then upload that',
  type: 'Unsupported file type: choose a .csv, .xlsx or .json file',
  notXlsx: 'The file is named .xlsx but is not an Excel workbook',
  notCsv: 'The file is named .csv but is not a text CSV file (it looks like a spreadsheet or binary file)',
  notJson: 'The file is named .json but is not valid JSON',
} as const

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0]
const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b)

function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096)
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return true
  return startsWith(bytes, ZIP) || startsWith(bytes, OLE)
}

export function detectFileKind(fileName: string, bytes: Uint8Array): FileKind {
  const ext = fileName.toLowerCase().split('.').pop() ?? ''
  if (bytes.length === 0) throw new ImportFileError(FILE_MESSAGES.empty)
  if (bytes.length > IMPORT_MAX_BYTES) throw new ImportFileError(FILE_MESSAGES.tooBig)
  if (ext === 'xls' || startsWith(bytes, OLE)) throw new ImportFileError(FILE_MESSAGES.xls)
  if (ext === 'xlsx') {
    if (!startsWith(bytes, ZIP)) throw new ImportFileError(FILE_MESSAGES.notXlsx)
    return 'xlsx'
  }
  if (ext === 'csv' || ext === 'txt') {
    if (looksBinary(bytes)) throw new ImportFileError(FILE_MESSAGES.notCsv)
    return 'csv'
  }
  if (ext === 'json') {
    if (looksBinary(bytes)) throw new ImportFileError(FILE_MESSAGES.notJson)
    return 'json'
  }
  throw new ImportFileError(FILE_MESSAGES.type)
}

/** Text of a CSV or JSON file: UTF-8, byte order mark dropped. */
export function decodeText(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes)
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}
