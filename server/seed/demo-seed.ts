// Demo seed on first start: units, lines, products, machines, equipment, the demo accounts (DESIGN.md §5).
import { UNIT_CODES, UNIT_LINE_RANGES, type UnitCode } from '../../shared/constants'
import { hashPassword } from '../auth/password'
import type { Db } from '../db/connection'
import { EQUIPMENT_SEED, equipmentRowFor } from '../equipment/equipment-list'
import { seedHistory } from './demo-history'
import { seedOee } from './demo-oee'
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  MACHINE_TEMPLATES,
  PRODUCTS,
  ROLE_SEED,
  UNIT_NAMES,
  UNIT_PRODUCT_CATEGORIES,
  demoLineName,
} from './demo-data'
import { createRng, seededUuid, type Rng } from './random'
import { seedPm } from './demo-pm'
import { seedEscalationPeople } from './demo-escalation'
import { seedHandovers } from './demo-handover'

export type { SeedOptions } from './seed-options'
import type { SeedOptions } from './seed-options'
import { seedHygiene } from './demo-hygiene'

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('roles').select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

/** Roles exist in every install, demo or not. */
export async function seedRoles(db: Db): Promise<void> {
  for (const r of ROLE_SEED) {
    await db
      .insertInto('roles')
      .values({
        name: r.name,
        permissions: JSON.stringify(r.permissions),
        can_assign_tickets: r.assign,
        can_edit_machines: r.machines,
        can_access_settings: r.settings,
        can_view_reports: r.reports,
        can_manage_users: r.users,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
  }
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const rng = createRng(20261121)
  const now = options.now.toISOString()
  await seedRoles(db)
  await seedUsers(db, now)
  await seedUnits(db)
  const productIds = await seedProducts(db, now)
  await seedLines(db, rng, productIds, now)
  await seedMachines(db, rng, now)
  await seedEquipment(db, rng, now)
  await seedEscalationPeople(db, now)
  if (options.historyDays > 0) await seedHistory(db, rng, options)
  if (options.historyDays > 0) await seedPm(db, createRng(20261128), options)
  if (options.historyDays > 0) await seedOee(db, rng, options)
  if (options.historyDays > 0) await seedHandovers(db, options)
  if (options.historyDays > 0) await seedHygiene(db, createRng(20261129), options)
}

async function seedUsers(db: Db, now: string): Promise<void> {
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute()
  const roleId = new Map(roles.map((r) => [r.name, r.id]))
  for (const u of DEMO_USERS) {
    await db
      .insertInto('users')
      .values({
        username: u.username,
        email: `${u.username}@lineside.example`,
        first_name: u.firstName,
        last_name: u.lastName,
        password_hash: await hashPassword(DEMO_PASSWORD),
        role_id: roleId.get(u.role)!,
        department: u.department,
        is_active: 1,
        last_login: null,
        created_at: now,
      })
      .execute()
  }
}

async function seedUnits(db: Db): Promise<void> {
  for (const code of UNIT_CODES) await db.insertInto('units').values({ code, name: UNIT_NAMES[code] }).execute()
}

async function seedProducts(db: Db, now: string): Promise<Map<string, number[]>> {
  const byCategory = new Map<string, number[]>()
  for (const p of PRODUCTS) {
    const row = await db
      .insertInto('products')
      .values({
        sku: p.sku,
        name: p.name,
        category: p.category,
        target_weight: p.weight,
        temperature: p.temp,
        packaging_type: p.pack,
        batch_size: p.batch,
        description: `${p.name}, ${p.weight} g, ${p.pack.toLowerCase()}`,
        is_active: 1,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), row.id])
  }
  return byCategory
}

export function demoLineIds(): { id: number; unit: UnitCode }[] {
  return UNIT_CODES.flatMap((unit) => {
    const { from, to } = UNIT_LINE_RANGES[unit]
    return Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, unit }))
  })
}

async function seedLines(db: Db, rng: Rng, productIds: Map<string, number[]>, now: string): Promise<void> {
  for (const { id, unit } of demoLineIds()) {
    const roll = rng.next()
    const status = roll < 0.8 ? 'running' : roll < 0.9 ? 'stopped' : 'maintenance'
    const products = UNIT_PRODUCT_CATEGORIES[unit].flatMap((c) => productIds.get(c) ?? [])
    const targetRate = rng.int(120, 180)
    const efficiency = status === 'running' ? rng.int(85, 99) : status === 'stopped' ? 0 : rng.int(40, 70)
    await db
      .insertInto('production_lines')
      .values({
        id,
        name: demoLineName(unit, id),
        unit_code: unit,
        status,
        issue:
          status === 'stopped'
            ? rng.pick([
                'Conveyor belt jammed at infeed',
                'Sealer temperature fault',
                'Checkweigher rejecting in range packs',
              ])
            : status === 'maintenance'
              ? 'Scheduled maintenance in progress'
              : null,
        version: 1,
        efficiency,
        previous_efficiency: previousDemoEfficiency(id, status, efficiency),
        target_rate: targetRate,
        current_rate: Math.round((targetRate * efficiency) / 100),
        quality_score: rng.int(90, 99),
        produced_today: status === 'running' ? rng.int(800, 999) : rng.int(200, 600),
        target_production: 1000,
        temperature: rng.int(1, 4),
        product_id: products.length ? rng.pick(products) : null,
        operator_name: rng.pick([
          'Olivia Nowak',
          'Tomas Kazlauskas',
          'Marta Wojcik',
          'Jonas Petrauskas',
          'Emma Clarke',
        ]),
        shift_start: '06:00',
        next_maintenance: null,
        status_since: now,
        status_changed_by: null,
        last_update: now,
        last_check: status === 'running' && rng.chance(0.2) ? null : now,
      })
      .execute()
  }
}

/**
 * The reading before the seeded one, spread -4..+4 points by line id (no extra random draws, so the rest of the
 * demo world stays as it was): some running lines show a trend arrow on the IT dashboard, most do not.
 */
function previousDemoEfficiency(lineId: number, status: string, efficiency: number): number {
  if (status !== 'running') return efficiency
  return Math.min(100, Math.max(0, efficiency + ((lineId * 5) % 9) - 4))
}

async function seedMachines(db: Db, rng: Rng, now: string): Promise<void> {
  for (const { id: lineId } of demoLineIds()) {
    const count = rng.int(3, 8)
    for (let i = 0; i < count; i++) {
      const t = MACHINE_TEMPLATES[i % MACHINE_TEMPLATES.length]!
      const roll = rng.next()
      await db
        .insertInto('machines')
        .values({
          id: seededUuid(rng),
          line_id: lineId,
          name: `${t.name} ${lineId}-${i + 1}`,
          code: `L${String(lineId).padStart(2, '0')}-M${i + 1}`,
          type: t.type,
          description: `${t.name} on line ${lineId}`,
          is_active: 1,
          model: t.model,
          serial_number: `SN-${lineId}${String(i + 1).padStart(2, '0')}-${rng.int(1000, 9999)}`,
          last_changed_on: null,
          location: `Line ${lineId}`,
          manufacturer: t.manufacturer,
          status: roll < 0.85 ? 'operational' : roll < 0.93 ? 'maintenance' : roll < 0.98 ? 'fault' : 'offline',
          created_at: now,
          updated_at: now,
        })
        .execute()
    }
  }
}

async function seedEquipment(db: Db, rng: Rng, now: string): Promise<void> {
  for (const e of EQUIPMENT_SEED) {
    const serialNumber = `${e.department === 'IT' ? 'IT' : 'ENG'}-${rng.int(10000, 99999)}`
    const status = rng.chance(0.85) ? 'operational' : 'maintenance'
    await db.insertInto('equipment').values(equipmentRowFor(e, { serialNumber, status, now })).execute()
  }
}
