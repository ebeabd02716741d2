// Display texts for machine types and statuses; types outside the fixed list show as written.
import type { TFunction } from 'i18next'
import { MACHINE_TYPES } from '../../../shared/constants'
import { statusLight } from './machine-status'

export function machineTypeLabel(t: TFunction, type: string): string {
  return (MACHINE_TYPES as readonly string[]).includes(type) ? t(`machines.types.${type}`) : type
}

/** The light's word for a status: Operational, Faulty, Maintenance, Offline or Unknown (spec §4). */
export function lightLabel(t: TFunction, status: string | null | undefined): string {
  return t(`machines.light.${statusLight(status).tone}`)
}

/** A settable status named in upper case, as the confirmation and the toast name it (spec §4, §8). */
export function upperStatus(t: TFunction, status: string): string {
  return t(`machines.status.${status}`).toLocaleUpperCase()
}
