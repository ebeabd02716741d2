// Path parameters parsed against a schema: a bad one is a 400 that names it ("Invalid id: …"), never a 500 or
// a lookup of garbage.
import type { Context } from 'hono'
import { z } from 'zod'
import { id, uuid } from '../../shared/schemas/common'
import { badRequest } from './errors'

/** A photo's name: the sha-256 of its bytes, hex. */
export const contentHash = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a sha-256 content hash')

export function pathParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param(name))
  if (result.success) return result.data
  const text = result.error.issues[0]?.message ?? 'Invalid value'
  throw badRequest(`Invalid ${name}: ${text}`, { [name]: text })
}

/** Numeric ids (lines, equipment, users). */
export const idParam = (c: Context, name = 'id') => pathParam(c, name, id)
/** Client-made uuids (tickets, machines). */
export const uuidParam = (c: Context, name = 'id') => pathParam(c, name, uuid)
