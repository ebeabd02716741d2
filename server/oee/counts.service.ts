// Production counts (good, rejected) from a counter's device key or from the tablet; the same id counts once.
import { createHash, randomBytes } from 'node:crypto'
import type { z } from 'zod'
import type { countInput, deviceKeyInput } from '../../shared/oee/oee-schemas'
import { can, isAdminRole } from '../../shared/roles'
import type { CommandContext } from '../context'
import type { Db, Trx } from '../db/connection'
import { insertAudit } from '../audit/audit.repository'
import { badRequest, forbidden, notFound } from '../http/errors'
import {
  findDeviceKey,
  insertCount,
  insertDeviceKey,
  listDeviceKeys,
  revokeDeviceKey,
  setRate,
} from './counts.repository'
import { lineBasics } from './oee.repository'

export const hashDeviceKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex')

export interface DeviceKeyView {
  id: number
  name: string
  lineIds: number[]
  createdAt: string
  revokedAt: string | null
  lastUsedAt: string | null
}

export async function listKeys(db: Db): Promise<DeviceKeyView[]> {
  return (await listDeviceKeys(db)).map((r) => ({
    id: r.id,
    name: r.name,
    lineIds: JSON.parse(r.line_ids) as number[],
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at,
  }))
}

async function checkLines(trx: Trx, lineIds: readonly number[], field: string) {
  const known = new Set((await lineBasics(trx)).map((l) => l.id))
  lineIds.forEach((id, i) => {
    if (!known.has(id)) throw badRequest(`Production line ${id} not found`, { [`${field}.${i}`]: 'Unknown line' })
  })
}

/** A random 256-bit key, shown once; only its SHA-256 is kept. */
export async function createDeviceKey(ctx: CommandContext, input: z.output<typeof deviceKeyInput>) {
  if (!isAdminRole(ctx.actor.role)) throw forbidden('Only admins can create device keys')
  await checkLines(ctx.trx, input.lineIds, 'lineIds')
  const key = `lsk_${randomBytes(32).toString('base64url')}`
  const id = await insertDeviceKey(ctx.trx, {
    name: input.name,
    key_hash: hashDeviceKey(key),
    line_ids: JSON.stringify([...new Set(input.lineIds)]),
    created_by: ctx.actor.id,
    created_at: ctx.now,
  })
  await ctx.audit('device_key.create', 'device_key', id, { name: input.name, lineIds: input.lineIds })
  return { id, key }
}

export async function revokeKey(ctx: CommandContext, id: number): Promise<void> {
  if (!isAdminRole(ctx.actor.role)) throw forbidden('Only admins can revoke device keys')
  const row = await findDeviceKey(ctx.trx, id)
  if (!row) throw notFound(`Device key ${id} not found`)
  if (!row.revoked_at) await revokeDeviceKey(ctx.trx, id, ctx.now)
  await ctx.audit('device_key.revoke', 'device_key', id)
}

export type CountFields = z.output<typeof countInput>

export interface CountSource {
  deviceKeyId: number | null
  userId: number | null
}

/** Stores a count once per id; answers whether this call stored it. */
export async function storeCount(
  trx: Trx,
  lineId: number,
  input: CountFields,
  source: CountSource,
  now: string,
): Promise<boolean> {
  const atMs = Date.parse(input.at)
  const nowMs = Date.parse(now)
  // A count from the future is a clock error: it is kept at the time it arrived.
  const at = atMs > nowMs ? now : input.at
  const stored = await insertCount(trx, {
    id: input.id,
    line_id: lineId,
    at,
    at_ms: Date.parse(at),
    good: input.good,
    rejected: input.rejected,
    product_id: input.productId ?? null,
    device_key_id: source.deviceKeyId,
    user_id: source.userId,
    recorded_at: now,
  })
  return stored
}

/** A count typed in on the tablet (through the outbox). */
export async function recordTabletCount(ctx: CommandContext, lineId: number, input: CountFields) {
  if (!can.setLineStatus(ctx.actor.role)) throw forbidden('Only operators, engineers and admins can enter counts')
  await checkLines(ctx.trx, [lineId], 'lineId')
  const stored = await storeCount(ctx.trx, lineId, input, { deviceKeyId: null, userId: ctx.actor.id }, ctx.now)
  if (stored) await ctx.audit('count.record', 'production_line', lineId, input)
  return { stored }
}

/** A count from a device key (its own middleware authenticated it); audited under no user, naming the key. */
export async function recordDeviceCount(
  db: Db,
  key: { id: number; name: string },
  lineId: number,
  input: CountFields,
  now: string,
) {
  return db.transaction().execute(async (trx) => {
    const stored = await storeCount(trx, lineId, input, { deviceKeyId: key.id, userId: null }, now)
    if (stored)
      await insertAudit(trx, {
        userId: null,
        action: 'count.record',
        resourceType: 'production_line',
        resourceId: String(lineId),
        timestamp: now,
        details: Object.assign({ deviceKey: key.id, deviceName: key.name }, input),
      })
    return { stored }
  })
}

export async function setIdealRate(
  ctx: CommandContext,
  input: { productId: number; lineId: number; idealRatePerMin: number | null },
) {
  if (!hasPlanningRights(ctx.actor.role)) throw forbidden('Only engineers and admins can set ideal rates')
  await checkLines(ctx.trx, [input.lineId], 'lineId')
  await setRate(ctx.trx, input.productId, input.lineId, input.idealRatePerMin, ctx.now)
  await ctx.audit('product.ideal_rate', 'product', input.productId, input)
}

const hasPlanningRights = (role: string) => isAdminRole(role) || role === 'engineer'
