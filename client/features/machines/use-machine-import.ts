// The Import Machines dialog's state: idle → file chosen (preview) → importing (25, 75, 100) → results or
// error (progress back to 0) (spec §4). The upload needs the server; offline, the file is kept for a retry.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IMPORT_MAX_ROWS } from '../../../shared/constants'
import type { MachineImportResult } from '../../../shared/types'
import { ApiError, NetworkError, apiRequest } from '../../lib/api-client'
import { TOAST_DURATION_MS, toast } from '../../lib/toast'
import { vibrateSuccess } from '../../lib/vibrate'
import { checkCsvFile, type CsvPreview } from './csv-file-check'
import { importOutcomeToasts, isImportResult, type OutcomeToast } from './import-outcome'

export const IMPORT_PROGRESS = { start: 25, response: 75, done: 100 } as const

export interface MachineImportState {
  file: File | null
  preview: CsvPreview | null
  importing: boolean
  progress: number
  result: MachineImportResult | null
  /** The last attempt got no answer: the device is offline or the server unreachable. */
  networkFailed: boolean
}

const IDLE: MachineImportState = {
  file: null,
  preview: null,
  importing: false,
  progress: 0,
  result: null,
  networkFailed: false,
}

export function useMachineImport(lineId: number, onImported: () => void) {
  const { t } = useTranslation()
  const [state, setState] = useState<MachineImportState>(IDLE)
  const [inputKey, setInputKey] = useState(0)
  const busy = useRef(false)
  const patch = (next: Partial<MachineImportState>) => setState((s) => ({ ...s, ...next }))

  const choose = async (file: File | null) => {
    if (!file) return setState(IDLE)
    const check = await checkCsvFile(file)
    if (!check.ok) {
      toast.error(
        t(`machineImport.errors.${check.error}Title`),
        t(`machineImport.errors.${check.error}`, { rows: check.rows, max: IMPORT_MAX_ROWS }),
      )
      setState(IDLE)
      setInputKey((k) => k + 1) // clears the native file input
      return
    }
    setState({ ...IDLE, file, preview: check.preview })
  }

  const runImport = async () => {
    if (!state.file || busy.current) return
    busy.current = true
    patch({ importing: true, progress: IMPORT_PROGRESS.start, result: null, networkFailed: false })
    const form = new FormData()
    form.append('file', state.file)
    form.append('lineId', String(lineId))
    try {
      // apiRequest hands back the body already read: 75 marks the answer, 100 the counts read from it.
      const body = await apiRequest<unknown>('POST', '/api/machines/import', form)
      patch({ progress: IMPORT_PROGRESS.response })
      if (!isImportResult(body)) throw new Error('Unexpected import answer')
      patch({ progress: IMPORT_PROGRESS.done, result: body, importing: false })
      showInTurn(importOutcomeToasts(body).map((o) => ({ ...o, title: t(o.title), message: t(o.message, o.values) })))
      if (body.success > 0) vibrateSuccess()
      onImported()
    } catch (error) {
      patch({ importing: false, progress: 0, networkFailed: error instanceof NetworkError })
      if (!(error instanceof NetworkError)) {
        const message = error instanceof ApiError ? error.body?.message : undefined
        toast.error(t('machineImport.toasts.failedTitle'), message || t('machineImport.toasts.requestFailed'))
      }
    } finally {
      busy.current = false
    }
  }

  const reset = () => {
    setState(IDLE)
    setInputKey((k) => k + 1)
  }

  return { state, inputKey, choose, runImport, reset }
}

/** Toasts show one at a time (spec §9), so the duplicates toast follows the outcome toast instead of replacing it. */
function showInTurn(toasts: Pick<OutcomeToast, 'kind' | 'title' | 'message'>[]) {
  toasts.forEach(({ kind, title, message }, i) => {
    const show = () => toast[kind](title, message)
    if (i === 0) show()
    else setTimeout(show, i * TOAST_DURATION_MS)
  })
}
