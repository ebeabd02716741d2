// Runs a screen's outbox command: the change is saved on the device when it resolves; the success toast (and
// vibration) only once the server has it, else "saved on this device" or "not sent" (issue 17 §2).
import type { OutboxEntry } from '../../data/db'
import { toast } from '../../lib/toast'
import { announceWrite } from './announce-write'

export interface ToastText {
  title: string
  message?: string
}

export async function runCommand(
  command: () => Promise<unknown>,
  success: ToastText,
  failure: ToastText,
): Promise<boolean> {
  let queued: unknown
  try {
    queued = await command()
  } catch (error) {
    console.warn('Command failed', error)
    toast.error(failure.title, failure.message)
    return false
  }
  // Commands answer with their outbox entry, or the uuid of the record they made.
  if (typeof queued === 'string' || isEntry(queued)) void announceWrite(queued, success)
  else toast.info(success.title, success.message)
  return true
}

function isEntry(value: unknown): value is OutboxEntry {
  return typeof value === 'object' && value !== null && 'mutationId' in value
}
