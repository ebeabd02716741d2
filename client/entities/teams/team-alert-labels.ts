// The Teams alert departments and ticket categories in the user's language (text area `team-alerts`, loaded
// with the settings and admin screens). A department an admin has renamed keeps the name it was given.
import type { TFunction } from 'i18next'
import { WEBHOOK_DEFAULTS, type TeamsDepartment } from '../../../shared/teams'

export function departmentName(t: TFunction, department: TeamsDepartment, name: string): string {
  return name === WEBHOOK_DEFAULTS[department].name ? t(`teamAlerts.departments.${department}`) : name
}

export function categoryName(t: TFunction, category: string): string {
  return t(`teamAlerts.categories.${category}`, { defaultValue: category })
}
