// The role chosen at login must be the account's own (issue 17 §8); the server's account decides.
// Administrator also covers super_admin accounts.
import { isAdminRole } from '../../../shared/roles'
import type { User } from '../../../shared/types'

export function roleMatches(chosen: string, account: string): boolean {
  return chosen === account || (chosen === 'admin' && isAdminRole(account))
}

/** Thrown by login when the account's role is not the one chosen; the session is not kept. */
export class RoleMismatchError extends Error {
  constructor(readonly user: User) {
    super('The chosen role is not the account role')
  }
}
