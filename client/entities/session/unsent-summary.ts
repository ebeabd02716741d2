// What a user would leave behind on logout: changes waiting to be sent and refused ones, by kind.
import type { OutboxEntry } from '../../data/db'

export interface UnsentKind {
  name: string
  count: number
}

/** Counts per mutation name, most frequent first. */
export function summariseUnsent(entries: readonly Pick<OutboxEntry, 'name'>[]): UnsentKind[] {
  const counts = new Map<string, number>()
  for (const e of entries) counts.set(e.name, (counts.get(e.name) ?? 0) + 1)
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}
