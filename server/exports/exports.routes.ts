// GET /api/data-exports/{csv|xlsx|json}: the product master, streamed as products-export.{format}.
import { Hono } from 'hono'
import { EXPORT_FORMATS, type ExportFormat } from '../../shared/planning/import-job'
import { canImportProducts } from '../../shared/planning/permissions'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import type { AppDeps, AppEnv } from '../context'
import type { Db } from '../db/connection'
import type { ProductRow } from '../db/database'
import { badRequest } from '../http/errors'
import { writeXlsxTable } from '../imports/xlsx-table'
import { productsPage } from './exports.repository'
import { csvLine, EXPORT_HEADER, exportCells, exportObject } from './product-export'

const PAGE = 1000
const BOM = '\uFEFF'
const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

async function* pages(db: Db): AsyncGenerator<ProductRow[]> {
  for (let after = 0; ; ) {
    const rows = await productsPage(db, after, PAGE)
    if (rows.length === 0) return
    yield rows
    after = rows[rows.length - 1]?.id ?? after
  }
}

function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const it = chunks[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const next = await it.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await it.return?.()
    },
  })
}

async function* csvChunks(db: Db): AsyncGenerator<string> {
  yield BOM + csvLine(EXPORT_HEADER) + '\r\n'
  for await (const rows of pages(db)) yield rows.map((r) => csvLine(exportCells(r)) + '\r\n').join('')
}

async function* jsonChunks(db: Db): AsyncGenerator<string> {
  yield '{"products":['
  let first = true
  for await (const rows of pages(db)) {
    yield (first ? '' : ',') + rows.map((r) => JSON.stringify(exportObject(r))).join(',')
    first = false
  }
  yield ']}'
}

/** The workbook is zipped in a worker thread (the server keeps answering), then sent. */
async function xlsxBody(db: Db): Promise<Uint8Array<ArrayBuffer>> {
  const data: (string | number | null)[][] = [EXPORT_HEADER]
  for await (const rows of pages(db)) for (const r of rows) data.push(exportCells(r))
  return writeXlsxTable(data, 'Products')
}

export function exportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requireRole(canImportProducts, 'Only admins can import or export product data'))
    .get('/:format', async (c) => {
      const format = c.req.param('format') as ExportFormat
      if (!EXPORT_FORMATS.includes(format)) throw badRequest('Invalid format: use csv, xlsx or json', { format: 'Use csv, xlsx or json' })
      const body = format === 'xlsx' ? await xlsxBody(deps.db) : textStream(format === 'csv' ? csvChunks(deps.db) : jsonChunks(deps.db))
      return c.body(body, 200, {
        'Content-Type': TYPES[format],
        'Content-Disposition': `attachment; filename="products-export.${format}"`,
        'Cache-Control': 'no-store',
      })
    })
}
