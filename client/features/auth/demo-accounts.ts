// The login screen's role cards and the demo username each pre-fills (DESIGN.md §5 demo seed): one card for
// every role that has accounts (issue 31 §10), so nobody signs in through another role's card.
export const ROLE_CARDS = [
  { id: 'engineer', username: 'engineer', role: 'engineer' },
  { id: 'operator', username: 'operator', role: 'operator' },
  { id: 'it', username: 'it', role: 'it' },
  { id: 'admin', username: 'admin', role: 'admin' },
  { id: 'super_admin', username: 'superadmin', role: 'super_admin' },
  { id: 'demo_viewer', username: 'viewer', role: 'demo_viewer' },
  { id: 'quality', username: 'quality', role: 'quality' },
] as const

export type RoleCard = (typeof ROLE_CARDS)[number]
export type LoginRole = RoleCard['role']

/** The role dropdown offers these three (spec §2); 'it' only appears once the IT Support card set it. */
export const ROLE_DROPDOWN_OPTIONS = ['engineer', 'operator', 'admin'] as const satisfies readonly LoginRole[]

export function isLoginRole(value: string): value is LoginRole {
  return ROLE_CARDS.some((card) => card.role === value)
}
