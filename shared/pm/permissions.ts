// Who may do what in planned maintenance (issue 28): engineers and admins for engineering plans, IT for IT plans;
// operators and viewers neither see nor change them.
import { hasRole, isAdminRole } from '../roles'
import type { PmSkill } from './types'

/** Lists plans and work orders (engineer, IT, admin). */
export const canViewPm = (role: string): boolean => hasRole(role, 'engineer', 'it')

/** Creates, edits, pauses and retires plans of this skill; without a skill: plans of some skill. */
export function canManagePlans(role: string, skill?: PmSkill): boolean {
  if (isAdminRole(role) || role === 'engineer') return true
  return role === 'it' && (skill === undefined || skill === 'it')
}

/** Fills, signs, skips and reschedules work orders of this skill. */
export const canWorkOn = canManagePlans
