// Tells the user what really happened to a change (issue 17 §2): "saved on this device" at once, then
// "sent" (green, vibration) only once the server has it, or "not sent" with the reason if it refused.
import { liveQuery } from 'dexie'
import { db, type OutboxEntry, type RejectedEntry } from '../../data/db'
import { i18n } from '../../i18n/i18n'
import { toast } from '../../lib/toast'
import { vibrateSuccess } from '../../lib/vibrate'
import { reasonText } from './reason-text'

/** How long the "saved, sending…" toast waits for the server's answer before saying it will send later. */
export const SEND_WAIT_MS = 8000
/** Online, how long the server's answer may take before "saved on this device, sending…" shows. */
export const SENDING_TOAST_DELAY_MS = 600

const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))

export type WriteOutcome = { kind: 'sent' } | { kind: 'rejected'; entry: RejectedEntry } | { kind: 'waiting' }

export interface SentTexts {
  title: string
  message?: string
}

/** Resolves when the entry has left the outbox (sent or refused), or after `timeoutMs` (still waiting). */
export function waitForOutcome(mutationId: number, timeoutMs = SEND_WAIT_MS): Promise<WriteOutcome> {
  return new Promise((resolve) => {
    let done = false
    const finish = (outcome: WriteOutcome) => {
      if (done) return
      done = true
      clearTimeout(timer)
      subscription.unsubscribe()
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ kind: 'waiting' }), timeoutMs)
    // One read transaction: a refusal moves the entry from outbox to rejected atomically, never "gone from both".
    const subscription = liveQuery(() =>
      db.transaction('r', db.outbox, db.rejected, async () => ({
        queued: await db.outbox.get(mutationId),
        rejected: await db.rejected.get(mutationId),
      })),
    ).subscribe({
      next: ({ queued, rejected }) => {
        if (rejected) finish({ kind: 'rejected', entry: rejected })
        else if (!queued) finish({ kind: 'sent' })
      },
      error: () => finish({ kind: 'waiting' }),
    })
  })
}

/** The outbox entry that created a record (ticket, note, machine, schedule batch) by its client-made uuid. */
async function entryCreating(uuid: string): Promise<number | null> {
  const made = (e: OutboxEntry) => {
    const args = (e.args ?? {}) as { id?: unknown; noteId?: unknown; batchId?: unknown }
    return args.id === uuid || args.noteId === uuid || args.batchId === uuid
  }
  const found = (await db.outbox.filter(made).first()) ?? (await db.rejected.filter(made).first())
  return found?.mutationId ?? null
}

/**
 * Shows the honest confirmation for a queued change — the outbox entry, or the uuid of what it created —
 * and resolves with what happened.
 */
export async function announceWrite(
  queued: OutboxEntry | string,
  sent: SentTexts | (() => Promise<SentTexts>),
): Promise<WriteOutcome> {
  const t = i18n.t.bind(i18n)
  const mutationId = typeof queued === 'string' ? await entryCreating(queued) : queued.mutationId
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    toast.info(t('honest.saved.offlineTitle'), t('honest.saved.offlineMessage'))
    return { kind: 'waiting' }
  }
  // Online, the answer usually comes within a tenth of a second: "saved, sending…" shows only if it has not come
  // by SENDING_TOAST_DELAY_MS, so a quick send shows one toast, not a blue one swapped for a green one at once
  // (two toasts, three transitions per press; decision 273).
  const answered = mutationId === null ? Promise.resolve({ kind: 'sent' as const }) : waitForOutcome(mutationId)
  const early = await Promise.race([answered, delay(SENDING_TOAST_DELAY_MS)])
  const sending =
    early === undefined
      ? toast.info(t('honest.saved.sendingTitle'), t('honest.saved.sendingMessage'), SEND_WAIT_MS + 1000)
      : null
  const outcome = early ?? (await answered)
  const say = (color: 'green' | 'red' | 'blue', title: string, message: string | undefined) =>
    sending ? toast.update(sending, color, title, message) : toast.show(color, title, message)
  if (outcome.kind === 'sent') {
    const texts = typeof sent === 'function' ? await sent() : sent
    say('green', texts.title, texts.message)
    vibrateSuccess()
  } else if (outcome.kind === 'rejected') {
    say('red', t('honest.rejected.title'), `${reasonText(t, outcome.entry)} ${t('honest.rejected.where')}`)
  } else {
    say('blue', t('honest.saved.offlineTitle'), t('honest.saved.offlineMessage'))
  }
  return outcome
}
