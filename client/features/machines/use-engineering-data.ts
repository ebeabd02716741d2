// What the engineering screens read from the device's cache (never the network): lines, machines, active tickets.
import { useLiveQuery } from 'dexie-react-hooks'
import { compareByNumberInName } from '../../../shared/lines'
import type { Machine, ProductionLine } from '../../../shared/types'
import { db } from '../../data/db'
import { ACTIVE_TICKET_STATUSES } from './overview-counts'

const natural = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true })
/** By code (L03-M1, L03-M2, … as the line is laid out), machines without a code last, then by name. */
const byCode = (a: Machine, b: Machine) =>
  (a.code === null ? 1 : 0) - (b.code === null ? 1 : 0) ||
  natural(a.code ?? '', b.code ?? '') ||
  natural(a.name, b.name)

/** undefined while the cache is being read. */
export function useLines(): ProductionLine[] | undefined {
  return useLiveQuery(async () => (await db.lines.toArray()).sort(compareByNumberInName), [])
}

/** Every machine, grouped by line id and sorted by code within a line. */
export function useMachinesByLine(): Map<number, Machine[]> | undefined {
  return useLiveQuery(async () => {
    const groups = new Map<number, Machine[]>()
    for (const m of await db.machines.toArray()) groups.set(m.lineId, [...(groups.get(m.lineId) ?? []), m])
    for (const list of groups.values()) list.sort(byCode)
    return groups
  }, [])
}

export function useLineMachines(lineId: number): Machine[] | undefined {
  return useLiveQuery(async () => (await db.machines.where('lineId').equals(lineId).toArray()).sort(byCode), [lineId])
}

export function useActiveTicketCount(): number | undefined {
  return useLiveQuery(() => db.tickets.where('status').anyOf(ACTIVE_TICKET_STATUSES).count(), [])
}
