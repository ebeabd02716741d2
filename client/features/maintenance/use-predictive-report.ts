// The report on screen: the saved one at first (readable offline), a fresh one after Generate Report.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PredictiveReport } from '../../../shared/maintenance/report-types'
import { fetchPredictiveReport } from './maintenance-api'
import { loadSavedReport, saveReport } from './saved-report'

export type ReportStatus = 'idle' | 'loading' | 'failed'

export function usePredictiveReport() {
  const { i18n } = useTranslation()
  const [report, setReport] = useState<PredictiveReport | null>(null)
  const [status, setStatus] = useState<ReportStatus>('idle')
  /** True while the report shown is the saved one rather than one generated on this visit. */
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    let live = true
    void loadSavedReport().then((r) => {
      if (live && r) {
        setReport((current) => current ?? r)
        setSaved(true)
      }
    })
    return () => {
      live = false
    }
  }, [])

  const generate = useCallback(async () => {
    setStatus('loading')
    try {
      const fresh = await fetchPredictiveReport(i18n.language)
      setReport(fresh)
      setSaved(false)
      setStatus('idle')
      await saveReport(fresh)
    } catch {
      setStatus('failed')
    }
  }, [i18n.language])

  return { report, status, saved, generate }
}
