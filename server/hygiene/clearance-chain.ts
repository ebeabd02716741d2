// The tamper-evident chain of clearance records (DESIGN.md §6): hash = SHA-256(canonical JSON + prevHash).
// Appends are serialised (SQLite's single writer; a transaction-scoped advisory lock on PostgreSQL) and the
// chain's end is recorded apart, so an edit, a deletion in the middle or of the newest row is found by verify.
import { createHash } from 'node:crypto'
import { chainInput, GENESIS_HASH, type ChainVerification } from '../../shared/hygiene/chain'
import type { Db, Trx } from '../db/connection'
import type { HygieneClearancesTable } from '../db/hygiene-tables'
import { contentOf, type ClearanceContent } from './hygiene-mapper'
import { appendClearanceRow, chainHead, clearancePage, lockChain } from './hygiene.repository'

export function hashRecord(content: Omit<ClearanceContent, 'prevHash'>, prevHash: string): string {
  // prevHash is hashed twice over (inside the record and after it): harmless, and the formula stays the DESIGN's.
  return createHash('sha256')
    .update(chainInput(Object.assign({}, content, { prevHash }), prevHash), 'utf8')
    .digest('hex')
}

/** Appends one record at the chain's end: its seq and prevHash come from the recorded head, under the lock. */
export async function appendClearance(
  trx: Trx,
  content: Omit<ClearanceContent, 'seq' | 'prevHash'>,
): Promise<HygieneClearancesTable> {
  await lockChain(trx)
  const head = await chainHead(trx)
  const seq = head ? Number(head.seq) + 1 : 1
  const prevHash = head?.hash ?? GENESIS_HASH
  const full = Object.assign({}, content, { seq })
  const hash = hashRecord(full, prevHash)
  const row: HygieneClearancesTable = {
    id: content.id,
    seq,
    line_id: content.lineId,
    hold_id: content.holdId,
    result: content.result,
    items: JSON.stringify(content.items),
    swab: content.swab === null ? null : JSON.stringify(content.swab),
    corrective_action: content.correctiveAction,
    signed_by: content.signedBy,
    signed_by_id: content.signedById,
    signed_at: content.signedAt,
    device_at: content.deviceAt,
    released: content.released ? 1 : 0,
    prev_hash: prevHash,
    hash,
  }
  await appendClearanceRow(trx, row, head !== undefined)
  return row
}

const PAGE = 500

/** Recomputes the whole chain in order and names the first record that does not match. */
export async function verifyChain(db: Db | Trx): Promise<ChainVerification> {
  let prevHash = GENESIS_HASH
  let after = 0
  let checked = 0
  let last: { id: string; seq: number } | null = null
  for (;;) {
    const rows = await clearancePage(db, after, PAGE)
    for (const row of rows) {
      const content = contentOf(row)
      if (row.prev_hash !== prevHash) return { ok: false, checked, firstBad: row.id, problem: 'link' }
      const { prevHash: _stored, ...rest } = content
      void _stored
      if (hashRecord(rest, row.prev_hash) !== row.hash) return { ok: false, checked, firstBad: row.id, problem: 'hash' }
      prevHash = row.hash
      checked++
      last = { id: row.id, seq: Number(row.seq) }
    }
    if (rows.length < PAGE) break
    after = Number(rows[rows.length - 1]!.seq)
  }
  const head = await chainHead(db)
  if (head && (!last || head.record_id !== last.id || Number(head.seq) !== last.seq || head.hash !== prevHash))
    return { ok: false, checked, firstBad: head.record_id, problem: 'head' }
  if (!head && last) return { ok: false, checked, firstBad: last.id, problem: 'head' }
  return { ok: true, checked }
}
