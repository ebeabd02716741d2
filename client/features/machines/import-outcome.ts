// Which toasts an import result gives (spec §8). Keys are in the machine-import locale files.
import type { MachineImportResult } from '../../../shared/types'

export interface OutcomeToast {
  kind: 'success' | 'error'
  title: string
  message: string
  values: Record<string, number>
}

const key = (name: string) => `machineImport.toasts.${name}`

export function importOutcomeToasts({ success, failed, duplicates }: MachineImportResult): OutcomeToast[] {
  const toasts: OutcomeToast[] = []
  if (success > 0 && failed === 0) {
    toasts.push({ kind: 'success', title: key('successTitle'), message: key('successMessage'), values: { success } })
  } else if (success > 0 && failed > 0) {
    toasts.push({
      kind: 'error',
      title: key('partialTitle'),
      message: key('partialMessage'),
      values: { success, failed },
    })
  } else if (failed > 0) {
    toasts.push({ kind: 'error', title: key('failedTitle'), message: key('failedMessage'), values: { failed } })
  }
  if (duplicates > 0) {
    toasts.push({
      kind: 'success',
      title: key('duplicatesTitle'),
      message: key('duplicatesMessage'),
      values: { duplicates },
    })
  }
  return toasts
}

/** A server answer is only trusted as a result when it carries the three counts and the list. */
export function isImportResult(value: unknown): value is MachineImportResult {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return ['success', 'failed', 'duplicates'].every((k) => typeof v[k] === 'number') && Array.isArray(v.errors)
}
