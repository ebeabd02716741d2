// Planned maintenance's cached rows, read live from Dexie (they arrive by sync; writes show at once).
import { useLiveQuery } from 'dexie-react-hooks'
import { isoDay } from '../../../shared/pm/due-dates'
import { canManagePlans, canViewPm } from '../../../shared/pm/permissions'
import { db } from '../../data/db'
import { useSession } from '../../entities/session/session-context'

export const todayIso = () => isoDay(new Date())

export function usePmPlans() {
  return useLiveQuery(() => db.pmPlans.toArray(), [], undefined)
}

export function usePmWorkOrders() {
  return useLiveQuery(() => db.pmWorkOrders.orderBy('dueAt').toArray(), [], undefined)
}

export function useWorkOrder(id: string | undefined) {
  return useLiveQuery(async () => (id ? ((await db.pmWorkOrders.get(id)) ?? null) : null), [id], undefined)
}

/** Lines and machines by id, for names in tables and the plan form's pickers. */
export function usePlant() {
  return useLiveQuery(
    async () => {
      const [lines, machines] = await Promise.all([db.lines.orderBy('id').toArray(), db.machines.toArray()])
      return {
        lines,
        machines: machines.sort((a, b) => a.name.localeCompare(b.name)),
        lineName: new Map(lines.map((l) => [l.id, l.name])),
        machineName: new Map(machines.map((m) => [m.id, m.name])),
      }
    },
    [],
    undefined,
  )
}

export function usePmRole() {
  const { user } = useSession()
  const role = user?.role.name ?? ''
  return { role, userId: user?.id ?? null, canView: canViewPm(role), canManage: canManagePlans(role) }
}
