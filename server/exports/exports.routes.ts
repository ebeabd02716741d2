// GET /api/data-exports/{csv|xlsx|json}: the product master, streamed as products-export.{format}.
import { Hono } from 'hono'
import { EXPORT_FORMATS, type ExportFormat } from '../../shared/planning/import-job'
import { canImportProducts } from '../../shared/planning/permissions'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import type { AppDeps, AppEnv } from '../context'
import type { Db } from '../db/connection'
import type { ProductRow } from '../db/database'
import { badRequest } from '../http/errors'
import { productsPage } from './exports.repository'
import { csvLine, EXPORT_HEADER, exportCells, exportObject } from './product-export'
import { xlsxStream } from './xlsx-stream'

const PAGE = 1000
const BOM = '\uFEFF'
const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

async function* pages(db: Db): AsyncGenerator<ProductRow[]> {
  for (let after = 0; ;) {
    const rows = await productsPage(db, after, PAGE)
    if (rows.length === 0) return
    yield rows
    after = rows[rows.length - 1]?.id ?? after
  }
}

function byteStream(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const it = chunks[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const next = await it.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel() {
      await it.return?.()
    },
  })
}

async function* encoded(chunks: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  for await (const chunk of chunks) yield encoder.encode(chunk)
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

/** The workbook streamed: a page of products at a time made into sheet rows and zipped (xlsx-stream.ts). */
async function* xlsxRows(db: Db): AsyncGenerator<(string | number | null)[][]> {
  yield [EXPORT_HEADER]
  for await (const rows of pages(db)) yield rows.map(exportCells)
}

function exportBody(db: Db, format: ExportFormat): ReadableStream<Uint8Array> {
  if (format === 'xlsx') return byteStream(xlsxStream('Products', xlsxRows(db)))
  return byteStream(encoded(format === 'csv' ? csvChunks(db) : jsonChunks(db)))
}

export function exportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requireRole(canImportProducts, 'Only admins can import or export product data'))
    .get('/:format', async (c) => {
      const format = c.req.param('format') as ExportFormat
      if (!EXPORT_FORMATS.includes(format))
        throw badRequest('Invalid format: use csv, xlsx or json', { format: 'Use csv, xlsx or json' })
      return c.body(exportBody(deps.db, format), 200, {
        'Content-Type': TYPES[format],
        'Content-Disposition': `attachment; filename="products-export.${format}"`,
        'Cache-Control': 'no-store',
      })
    })
}
