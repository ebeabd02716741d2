// The engineer board's badge on a ticket the escalation ladder has fired for (issue 34 §2). The open escalations
// come from GET /api/escalation/open, read while any badge is on screen (every 30 s) and kept on the device, so
// the badge still shows offline with what was last heard. Accepting the ticket ends it (the server stops listing it).
import { Badge } from '@mantine/core'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../lib/api-client'

interface OpenEscalation {
  ticketId: string
  step: number
  firedAt: string
}

const KEY = 'lineside.openEscalations'
const EVERY_MS = 30_000

function stored(): Map<string, OpenEscalation> {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as OpenEscalation[]
    return new Map(list.map((e) => [e.ticketId, e]))
  } catch {
    return new Map()
  }
}

let current: Map<string, OpenEscalation> | null = null
const listeners = new Set<() => void>()
let users = 0
let timer: ReturnType<typeof setInterval> | null = null

function snapshot(): Map<string, OpenEscalation> {
  current ??= stored()
  return current
}

async function refresh(): Promise<void> {
  try {
    const answer = await apiRequest<{ escalations: OpenEscalation[] }>('GET', '/api/escalation/open', undefined, {
      on401: 'returnNull',
    })
    if (!answer) return
    current = new Map(answer.escalations.map((e) => [e.ticketId, e]))
    localStorage.setItem(KEY, JSON.stringify(answer.escalations))
    for (const l of listeners) l()
  } catch {
    // Offline or the server is away: keep what was last heard.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function useOpenEscalations(): Map<string, OpenEscalation> {
  useEffect(() => {
    users++
    if (users === 1) {
      void refresh()
      timer = setInterval(() => void refresh(), EVERY_MS)
    }
    return () => {
      users--
      if (users === 0 && timer) {
        clearInterval(timer)
        timer = null
      }
    }
  }, [])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

export function EscalationBadge({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation()
  const open = useOpenEscalations().get(ticketId)
  if (!open) return null
  return (
    <Badge color="red.9" variant="filled" data-testid="escalation-badge">
      {t('escalation.badgeStep', { n: open.step })}
    </Badge>
  )
}
