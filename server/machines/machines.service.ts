// Machine rules: only engineers and admins change machines (DESIGN.md §3); the client makes the uuid, so a
// create that is retried (offline outbox, flaky network) lands once.
import { newId } from '../../shared/ids'
import { can } from '../../shared/roles'
import type { MachineCreateInput, MachineUpdateInput } from '../../shared/schemas/machines'
import type { Machine } from '../../shared/types'
import type { CommandContext, Trx } from '../context'
import type { Db } from '../db/connection'
import type { MachineUpdate } from '../db/database'
import { conflict, forbidden, notFound } from '../http/errors'
import { findLine } from '../lines/lines.repository'
import { toMachine } from './machine-mapper'
import * as repo from './machines.repository'

export function assertCanEditMachines(role: string): void {
  if (!can.editMachines(role)) throw forbidden('Only engineers and admins can change machines')
}

export async function assertLineExists(db: Db | Trx, lineId: number): Promise<void> {
  if (!(await findLine(db, lineId))) throw notFound(`Production line ${lineId} not found`)
}

/** GET /api/machines/all, a page of it: machines by line, then name (decision 177). */
export async function getMachines(
  db: Db,
  page: { limit: number; after: readonly [number, string, string] | null },
): Promise<Machine[]> {
  return (await repo.listMachines(db, page)).map(toMachine)
}

/** The answer's shape: { [lineId]: Machine[] }; lines without machines (on this page) are absent. */
export function groupByLine(machines: Machine[]): Record<number, Machine[]> {
  const grouped: Record<number, Machine[]> = {}
  for (const machine of machines) (grouped[machine.lineId] ??= []).push(machine)
  return grouped
}

export async function getLineMachines(
  db: Db,
  lineId: number,
  page: { limit: number; after: readonly [string, string] | null },
): Promise<Machine[]> {
  await assertLineExists(db, lineId)
  return (await repo.listMachinesByLine(db, lineId, page)).map(toMachine)
}

async function assertCodeFree(ctx: CommandContext, code: string | null | undefined, machineId: string): Promise<void> {
  if (!code) return
  const holder = await repo.findMachineByCode(ctx.trx, code)
  if (holder && holder.id !== machineId) throw conflict(`A machine with code ${code} already exists`)
}

export async function createMachine(
  ctx: CommandContext,
  input: MachineCreateInput,
): Promise<{ machine: Machine; created: boolean }> {
  assertCanEditMachines(ctx.actor.role)
  const id = input.id ?? newId()
  const existing = input.id ? await repo.findMachine(ctx.trx, id) : undefined
  if (existing) return { machine: toMachine(existing), created: false }
  await assertLineExists(ctx.trx, input.lineId)
  await assertCodeFree(ctx, input.code, id)

  await repo.insertMachine(ctx.trx, {
    id,
    line_id: input.lineId,
    name: input.name,
    code: input.code ?? null,
    type: input.type,
    description: input.description ?? null,
    is_active: input.isActive ? 1 : 0,
    model: input.model ?? null,
    serial_number: input.serialNumber ?? null,
    last_changed_on: null,
    location: input.location ?? null,
    manufacturer: input.manufacturer ?? null,
    status: input.status,
    created_at: ctx.now,
    updated_at: ctx.now,
  })
  await ctx.change('machines', id)
  await ctx.audit('machine.create', 'machine', id, { lineId: input.lineId, name: input.name, code: input.code ?? null })
  return { machine: toMachine((await repo.findMachine(ctx.trx, id))!), created: true }
}

export async function updateMachine(ctx: CommandContext, id: string, updates: MachineUpdateInput): Promise<Machine> {
  assertCanEditMachines(ctx.actor.role)
  const current = await repo.findMachine(ctx.trx, id)
  if (!current) throw notFound('Machine not found')
  if (updates.lineId !== undefined && updates.lineId !== current.line_id)
    await assertLineExists(ctx.trx, updates.lineId)
  await assertCodeFree(ctx, updates.code, id)

  await repo.updateMachine(ctx.trx, id, Object.assign(toColumns(updates), { updated_at: ctx.now }))
  await ctx.change('machines', id)
  await ctx.audit('machine.update', 'machine', id, { changes: updates, previousStatus: current.status })
  return toMachine((await repo.findMachine(ctx.trx, id))!)
}

/**
 * A REST delete of an unknown machine is a 404. A synced delete (`alreadyGoneOk`) of a machine someone else
 * removed meanwhile has reached its goal, so it applies as a no-op instead of landing in "Not sent".
 */
export async function deleteMachine(
  ctx: CommandContext,
  id: string,
  opts: { alreadyGoneOk?: boolean } = {},
): Promise<{ deleted: boolean }> {
  assertCanEditMachines(ctx.actor.role)
  const current = await repo.findMachine(ctx.trx, id)
  if (!current) {
    if (opts.alreadyGoneOk) return { deleted: false }
    throw notFound('Machine not found')
  }
  await repo.deleteMachine(ctx.trx, id)
  await ctx.change('machines', id, 'delete')
  await ctx.audit('machine.delete', 'machine', id, { lineId: current.line_id, name: current.name, code: current.code })
  return { deleted: true }
}

function toColumns(u: MachineUpdateInput): MachineUpdate {
  const out: MachineUpdate = {}
  if (u.name !== undefined) out.name = u.name
  if (u.type !== undefined) out.type = u.type
  if (u.model !== undefined) out.model = u.model
  if (u.serialNumber !== undefined) out.serial_number = u.serialNumber
  if (u.code !== undefined) out.code = u.code
  if (u.description !== undefined) out.description = u.description
  if (u.location !== undefined) out.location = u.location
  if (u.manufacturer !== undefined) out.manufacturer = u.manufacturer
  if (u.status !== undefined) out.status = u.status
  if (u.isActive !== undefined) out.is_active = u.isActive ? 1 : 0
  if (u.lineId !== undefined) out.line_id = u.lineId
  return out
}
