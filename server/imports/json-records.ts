// A JSON product file: an array of objects, or { "products": [...] } as the JSON export writes it.
import { FILE_MESSAGES, ImportFileError } from './file-kind'

export function parseJsonRecords(text: string): Record<string, unknown>[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new ImportFileError(FILE_MESSAGES.notJson)
  }
  const list = Array.isArray(data) ? data : (data as { products?: unknown })?.products
  if (!Array.isArray(list))
    throw new ImportFileError('The JSON file must hold a list of products (an array, or { "products": [...] })')
  return list.map((item) =>
    item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {},
  )
}
