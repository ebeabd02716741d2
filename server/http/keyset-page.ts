// Keyset pages of the lists that are not tickets (products, machines; decision 177): at most PAGE_ROWS rows an
// answer, in the list's own order; the next page is named by `Link: <…?after=…>; rel="next"`, where `after` is
// the last row's sort key as base64url JSON (any text a key holds survives the URL). The body keeps its shape.
import type { Context } from 'hono'
import { z } from 'zod'
import { badRequest, parseOrThrow } from './errors'

export const PAGE_ROWS = 500

type KeyPart = string | number
type KeyTypes = readonly ('string' | 'number')[]
type KeyOf<T extends KeyTypes> = { [I in keyof T]: T[I] extends 'number' ? number : string }

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_ROWS).optional(),
  after: z.string().max(2000).optional(),
})

export interface PageRequest<K> {
  limit: number
  after: K | null
}

/** The numbers of a key are ids: a 32-bit integer, as the columns are (PostgreSQL refuses a larger one). */
export function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31
}

function decode(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

/** `?limit=` (1–500) and `?after=` of a list whose sort key has these parts; a cursor of another form is a 400. */
export function parsePage<const T extends KeyTypes>(c: Context, types: T): PageRequest<KeyOf<T>> {
  const q = parseOrThrow(pageQuery, {
    limit: c.req.query('limit') || undefined,
    after: c.req.query('after') || undefined,
  })
  const limit = q.limit ?? PAGE_ROWS
  if (q.after === undefined) return { limit, after: null }
  const after = decode(q.after)
  if (
    !Array.isArray(after) ||
    after.length !== types.length ||
    after.some((v, i) => typeof v !== types[i] || (typeof v === 'number' && !isInt32(v)))
  )
    throw badRequest('after is not a page cursor', { after: 'Not a page cursor' })
  return { limit, after: after as KeyOf<T> }
}

/**
 * The page of rows read with `limit + 1`: its first `limit` rows, and when there were more, the Link header
 * naming the next page (same path and query, `after` the last row's key).
 */
export function takePage<R>(c: Context, rows: R[], limit: number, key: (row: R) => KeyPart[]): R[] {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  if (rows.length > limit && last !== undefined) {
    const url = new URL(c.req.url)
    url.searchParams.set('after', Buffer.from(JSON.stringify(key(last))).toString('base64url'))
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`)
  }
  return page
}
