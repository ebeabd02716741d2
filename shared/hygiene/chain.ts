// Canonical JSON for the tamper-evident chain of clearances (DESIGN.md §6): the same record always gives the
// same text, whatever order its keys were built in, so hash = SHA-256(canonicalJson(record) + prevHash) can be
// recomputed by anyone. The hashing itself is the server's (Node's crypto); this file stays pure.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** JSON with object keys sorted, no whitespace; undefined properties are dropped, non-finite numbers refused. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonicalJson: non-finite number')
    return JSON.stringify(value)
  }
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  throw new Error(`canonicalJson: unsupported ${typeof value}`)
}

/** The previous hash of the first record of a chain. */
export const GENESIS_HASH = '0'.repeat(64)

/** What is hashed: the record's canonical JSON followed by the previous record's hash. */
export function chainInput(record: unknown, prevHash: string): string {
  return canonicalJson(record) + prevHash
}

/** GET /api/hygiene/verify answers this. */
export interface ChainVerification {
  ok: boolean
  checked: number
  /** The id of the first record that does not match (edited, or the one after a deleted record). */
  firstBad?: string
  /** Why it does not match: its own hash, its link to the record before, or the chain's recorded end. */
  problem?: 'hash' | 'link' | 'head'
}
