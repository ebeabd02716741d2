// Loft actions, all through the outbox so they work offline and reach the server once: Log Issue sets fault
// at once; creating the ticket sets fault (critical/high) or maintenance (low/medium); Device OK sets
// operational (spec §4). Log Issue and its ticket tell one honest outcome (issue 31 §1): the ticket's, or —
// when the dialog is closed without a ticket — the fault status's.
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DEVICE_OK_STATUS, LOG_ISSUE_STATUS, loftLineName, statusAfterLoftTicket } from '../../../shared/equipment'
import type { Equipment } from '../../../shared/types'
import { quickCreateTicket, setEquipmentStatus } from '../../data/commands'
import { db, type OutboxEntry } from '../../data/db'
import { announceWrite } from '../../entities/write-outcome/announce-write'
import { runCommand } from '../../entities/write-outcome/run-command'
import { toast } from '../../lib/toast'
import type { LoftIssueDraft } from './log-issue-dialog'
import { useEquipmentStatus } from './use-equipment-status'

export function useLoftActions() {
  const { t } = useTranslation()
  const setStatus = useEquipmentStatus()
  /** The fault queued by Log Issue, not announced yet: the ticket's outcome speaks for both. */
  const unannouncedFault = useRef<OutboxEntry | null>(null)

  const logIssue = async (e: Equipment) => {
    try {
      unannouncedFault.current = await setEquipmentStatus(e.id, LOG_ISSUE_STATUS)
    } catch (error) {
      console.warn('Command failed', error)
      toast.error(t('equipment.toasts.errorTitle'), t('equipment.toasts.statusFailed'))
    }
  }

  /** The dialog closed without a ticket: the fault status alone was changed, so say what became of it. */
  const closeIssue = () => {
    const fault = unannouncedFault.current
    unannouncedFault.current = null
    if (fault) void announceWrite(fault, { title: t('equipment.toasts.statusUpdated') })
  }

  const deviceOk = (e: Equipment) => setStatus(e.id, DEVICE_OK_STATUS)

  const createTicket = async (e: Equipment, draft: LoftIssueDraft) => {
    const done = await runCommand(
      async () => {
        const ticketId = await quickCreateTicket({
          equipmentId: e.id,
          lineName: loftLineName(e),
          lines: e.locations,
          machineId: e.id,
          machineName: e.name,
          category: draft.category,
          priority: draft.priority,
          description: draft.description,
          equipmentCode: e.serialNumber,
          location: e.location ?? undefined,
        })
        // Log Issue has already queued fault: a critical or high ticket leaves nothing to change.
        const next = statusAfterLoftTicket(draft.priority)
        const current = await db.equipment.get(e.id)
        if (current?.status !== next) await setEquipmentStatus(e.id, next)
        // "Ticket Created" only once the server has the ticket; until then "saved on this device".
        return ticketId
      },
      { title: t('equipment.toasts.ticketCreated'), message: t('equipment.toasts.ticketCreatedText') },
      { title: t('equipment.toasts.errorTitle'), message: t('equipment.toasts.ticketFailed') },
    )
    if (done) unannouncedFault.current = null
    return done
  }

  return { logIssue, closeIssue, deviceOk, createTicket }
}
