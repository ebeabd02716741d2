// Hygiene clearance for the demo (issue 29 §9): allergens on the products that have them, a history of holds
// cleared by quality (some failing first, with their corrective action; two allergen changeovers with the swab),
// written through the real chain so verification passes, and one line held now, waiting for clearance — so the
// /hygiene screen, the report and the chain's verification are alive on first start. Lines 2–8, 10 and 12 carry
// the history; line 9 is the held one (none of them is an e2e story's own line).
import { FAULT_TEXT } from '../../shared/constants'
import { checklistForLine, type ItemAnswer } from '../../shared/hygiene/checklist'
import type { HoldCause } from '../../shared/hygiene/hold'
import type { Db } from '../db/connection'
import { appendClearance } from '../hygiene/clearance-chain'
import { seededUuid, type Rng } from './random'
import type { SeedOptions } from './seed-options'

/** Allergens of the demo products (EU keys), by SKU: marinades, rusk and sauces. */
export const DEMO_ALLERGENS: Record<string, string[]> = {
  'CH-KEB-004': ['milk', 'mustard'],
  'PK-KEB-003': ['celery', 'mustard'],
  'BF-BRG-013': ['cereals_gluten', 'sulphites'],
  'BF-BRG-014': ['cereals_gluten', 'sulphites'],
  'MX-MIX-015': ['cereals_gluten', 'mustard', 'sulphites'],
  'MX-MIX-016': ['celery', 'cereals_gluten', 'eggs', 'milk'],
}

const HISTORY_LINES = [2, 3, 4, 5, 6, 7, 8, 10, 12]
export const DEMO_HELD_LINE = 9
const MINUTE = 60_000

const FAILURES: { key: string; comment: string; action: string }[] = [
  {
    key: 'tools',
    comment: '10 mm spanner missing from shadow board',
    action: 'Line searched, spanner found under the infeed guard; removed',
  },
  {
    key: 'debris',
    comment: 'Cable ties and swarf on the conveyor frame',
    action: 'Frame swept and wiped down, area re-inspected',
  },
  {
    key: 'sanitised',
    comment: 'Residue on the product contact belt',
    action: 'Belt recleaned and sanitised, ATP swab passed',
  },
]

export async function seedHygiene(db: Db, rng: Rng, options: SeedOptions): Promise<void> {
  for (const [sku, allergens] of Object.entries(DEMO_ALLERGENS))
    await db
      .updateTable('products')
      .set({ allergens: JSON.stringify(allergens) })
      .where('sku', '=', sku)
      .execute()

  const qa = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('username', '=', 'quality')
    .executeTakeFirst()
  const engineer = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('username', '=', 'engineer')
    .executeTakeFirst()
  if (!qa) return
  const signer = `${qa.first_name} ${qa.last_name}`
  const starter = engineer ? `${engineer.first_name} ${engineer.last_name}` : 'Engineer'
  const lines = new Set((await db.selectFrom('production_lines').select('id').execute()).map((l) => l.id))
  const checklist = checklistForLine(null)
  const now = options.now.getTime()
  const days = Math.min(options.historyDays, 14)

  interface Signing {
    at: number
    lineId: number
    holdId: string
    items: ItemAnswer[]
    swab: { result: 'pass' | 'fail'; kitReference: string } | null
    action: string | null
    releases: boolean
  }
  const signings: Signing[] = []
  const answers = (failed?: { key: string; comment: string }): ItemAnswer[] =>
    checklist.map((c) => ({
      key: c.key,
      label: c.label,
      result: failed?.key === c.key ? 'fail' : c.key === 'lubricants' && rng.chance(0.2) ? 'na' : 'pass',
      comment: failed?.key === c.key ? failed.comment : null,
      photo: null,
    }))

  const count = Math.max(4, Math.round(days * 1.2))
  for (let i = 0; i < count; i++) {
    const lineId = HISTORY_LINES[i % HISTORY_LINES.length]!
    if (!lines.has(lineId)) continue
    const changeover = i === 3 || i === 11
    const cause: HoldCause = changeover
      ? 'allergen_changeover'
      : rng.pick(['maintenance_ended', 'maintenance_ended', 'ticket_closed', 'pm_completed'] as const)
    const endedAt = now - Math.round(((days * (count - i)) / count) * 86_400_000) + rng.int(0, 3) * 3_600_000
    const allergens = changeover ? (i === 3 ? ['milk', 'mustard'] : ['cereals_gluten', 'sulphites']) : []
    const holdId = seededUuid(rng)
    let at = endedAt + rng.int(8, 75) * MINUTE
    const failFirst = i % 5 === 2
    if (failFirst) {
      const f = FAILURES[((i / 5) % FAILURES.length) | 0]!
      signings.push({ at, lineId, holdId, items: answers(f), swab: null, action: f.action, releases: false })
      at += rng.int(15, 45) * MINUTE
    }
    const swab = changeover ? { result: 'pass' as const, kitReference: `ALX-${2400 + i}` } : null
    signings.push({ at, lineId, holdId, items: answers(), swab, action: null, releases: true })
    await db
      .insertInto('hygiene_holds')
      .values({
        id: holdId,
        line_id: lineId,
        cause,
        cause_ref: null,
        started_at: new Date(endedAt).toISOString(),
        work_ended_at: new Date(endedAt).toISOString(),
        started_by: changeover ? 'Production schedule' : starter,
        checklist: JSON.stringify(checklist),
        allergens: JSON.stringify(allergens),
        released_at: new Date(at).toISOString(),
        released_by: signer,
        released_by_clearance: null,
      })
      .execute()
  }

  // The chain in signing order, through the same append the server uses.
  signings.sort((a, b) => a.at - b.at)
  await db.transaction().execute(async (trx) => {
    for (const s of signings) {
      const id = seededUuid(rng)
      const when = new Date(s.at).toISOString()
      await appendClearance(trx, {
        id,
        lineId: s.lineId,
        holdId: s.holdId,
        result: s.releases ? 'passed' : 'failed',
        items: s.items,
        swab: s.swab,
        correctiveAction: s.action,
        signedBy: signer,
        signedById: qa.id,
        signedAt: when,
        deviceAt: when,
        released: s.releases,
      })
      if (s.releases)
        await trx.updateTable('hygiene_holds').set({ released_by_clearance: id }).where('id', '=', s.holdId).execute()
    }
  })

  await holdNow(db, rng, options, { id: engineer?.id ?? null, name: starter }, checklist)
}

/** One line held now: its maintenance ended a little over half an hour ago, no clearance yet. */
async function holdNow(
  db: Db,
  rng: Rng,
  options: SeedOptions,
  starter: { id: number | null; name: string },
  checklist: ReturnType<typeof checklistForLine>,
): Promise<void> {
  const line = await db
    .selectFrom('production_lines')
    .select(['id', 'version'])
    .where('id', '=', DEMO_HELD_LINE)
    .executeTakeFirst()
  if (!line) return
  const last = await db
    .selectFrom('line_status_history')
    .select(['at'])
    .where('line_id', '=', line.id)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst()
  // 37 minutes ago, after the line's last status row, never in the future.
  const nowMs = options.now.getTime()
  const after = last ? Date.parse(last.at) + 1000 : 0
  const at = new Date(Math.min(nowMs, Math.max(nowMs - 37 * MINUTE, after))).toISOString()
  const now = options.now.toISOString()
  await db
    .updateTable('production_lines')
    .set({
      status: 'awaiting_clearance',
      issue: FAULT_TEXT.awaitingClearance,
      version: Number(line.version) + 1,
      status_since: at,
      status_changed_by: starter.name,
      last_update: now,
      last_check: now,
    })
    .where('id', '=', line.id)
    .execute()
  await db
    .insertInto('line_status_history')
    .values({
      line_id: line.id,
      status: 'awaiting_clearance',
      issue: FAULT_TEXT.awaitingClearance,
      changed_by: starter.id,
      changed_by_name: starter.name,
      at,
      recorded_at: at,
      superseded: 0,
      at_ms: Date.parse(at),
    })
    .execute()
  await db
    .insertInto('hygiene_holds')
    .values({
      id: seededUuid(rng),
      line_id: line.id,
      cause: 'maintenance_ended',
      cause_ref: null,
      started_at: at,
      work_ended_at: at,
      started_by: starter.name,
      checklist: JSON.stringify(checklist),
      allergens: '[]',
      released_at: null,
      released_by: null,
      released_by_clearance: null,
    })
    .execute()
}
