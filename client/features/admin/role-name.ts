// A role's name in the user's language; a role the locale files do not know keeps its stored name.
import type { TFunction } from 'i18next'

export function roleName(t: TFunction, name: string): string {
  return t(`admin.roles.names.${name}`, { defaultValue: name })
}

export function permissionName(t: TFunction, permission: string): string {
  return t(`admin.roles.permissionNames.${permission}`, { defaultValue: permission })
}
