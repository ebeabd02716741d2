// The webhook settings: load, save (the switch and URL edits save at once) and test, with the spec's toasts.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WebhookConfig } from '../../../shared/teams'
import { apiRequest, ApiError } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { useApiAnswer } from '../../lib/use-api-query'
import { failureOfBody, webhookFailureText } from './webhook-failure'

export interface SaveOutcome {
  ok: boolean
  /** The server refused the URL (400 naming webhookUrl). */
  badUrl: boolean
}

type Edited = Pick<WebhookConfig, 'enabled' | 'webhookUrl'>

export function useWebhooks() {
  const { t } = useTranslation()
  const query = useApiAnswer('GET /api/admin/teams/config')
  const [testing, setTesting] = useState<string | null>(null)
  // What this page last saved per department, ahead of the reload that will bring it back. A save builds on it,
  // and saves run one after another: a switch pressed right after a URL save must not send the old URL back.
  const [saved, setSaved] = useState<Record<string, Edited>>({})
  const savedRef = useRef(saved)
  const queue = useRef<Promise<unknown>>(Promise.resolve())

  function save(config: WebhookConfig, change: Partial<Edited>): Promise<SaveOutcome> {
    const run = queue.current.then(() => send({ ...config, ...savedRef.current[config.department], ...change }))
    queue.current = run
    return run
  }

  async function send(next: WebhookConfig): Promise<SaveOutcome> {
    const body = {
      id: next.id,
      department: next.department,
      name: next.name,
      webhookUrl: next.webhookUrl,
      categories: next.categories,
      enabled: next.enabled,
    }
    try {
      await apiRequest(next.id ? 'PUT' : 'POST', '/api/admin/teams/webhook', body)
      savedRef.current = {
        ...savedRef.current,
        [next.department]: { enabled: next.enabled, webhookUrl: next.webhookUrl },
      }
      setSaved(savedRef.current)
      toast.success(t('teamsSettings.toast.savedTitle'), t('teamsSettings.toast.savedMessage'))
      query.reload()
      return { ok: true, badUrl: false }
    } catch (error) {
      toast.error(t('teamsSettings.toast.saveErrorTitle'), t('teamsSettings.toast.saveErrorMessage'))
      return { ok: false, badUrl: error instanceof ApiError && Boolean(error.body?.fields?.webhookUrl) }
    }
  }

  async function test(config: WebhookConfig): Promise<void> {
    setTesting(config.department)
    try {
      await apiRequest('POST', `/api/admin/teams/test/${config.department}`)
      toast.success(t('teamsSettings.toast.testOk'))
    } catch (error) {
      // The server says why (a stable reason); a network failure of this request itself has none.
      const failure = error instanceof ApiError ? failureOfBody(error.body) : null
      toast.error(t('teamsSettings.toast.testFailed'), failure ? webhookFailureText(t, failure) : undefined)
    } finally {
      setTesting(null)
      query.reload()
    }
  }

  const webhooks = query.data?.webhooks.map((w) => ({ ...w, ...saved[w.department] })) ?? null
  return { webhooks, error: query.error, save, test, testing }
}
