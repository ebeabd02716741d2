// The signed-in account's role in the user's language ("Viewer (read only)"), from the session's role name —
// never from the card chosen at login (issue 31 §10).
import type { TFunction } from 'i18next'

export function roleLabel(t: TFunction, role: string): string {
  return t(`login.roleOptions.${role}`, { defaultValue: role })
}
