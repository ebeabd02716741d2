// An uploaded product file to records: type checked against content, then the matching parser.
import { decodeText, detectFileKind } from './file-kind'
import { parseCsvTable } from './csv-table'
import { parseJsonRecords } from './json-records'
import { objectsToRecords, tableToRecords, type ProductRecord } from './product-rows'
import { readXlsxTable } from './xlsx-table'

export async function readProductFile(fileName: string, bytes: Uint8Array): Promise<ProductRecord[]> {
  const kind = detectFileKind(fileName, bytes)
  if (kind === 'xlsx') return await tableToRecords(await readXlsxTable(bytes))
  if (kind === 'json') return objectsToRecords(parseJsonRecords(decodeText(bytes)))
  return tableToRecords(parseCsvTable(decodeText(bytes)))
}
