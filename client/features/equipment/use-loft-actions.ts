// Loft actions, all through the outbox so they work offline and reach the server once: Log Issue sets fault
// at once; creating the ticket sets fault (critical/high) or maintenance (low/medium); Device OK sets
// operational (spec §4).
import { useTranslation } from 'react-i18next'
import { DEVICE_OK_STATUS, LOG_ISSUE_STATUS, loftLineName, statusAfterLoftTicket } from '../../../shared/equipment'
import type { Equipment } from '../../../shared/types'
import { quickCreateTicket, setEquipmentStatus } from '../../data/commands'
import { db } from '../../data/db'
import { runCommand } from '../../entities/write-outcome/run-command'
import type { LoftIssueDraft } from './log-issue-dialog'
import { useEquipmentStatus } from './use-equipment-status'

export function useLoftActions() {
  const { t } = useTranslation()
  const setStatus = useEquipmentStatus()

  const markFault = (e: Equipment) => setStatus(e.id, LOG_ISSUE_STATUS)
  const deviceOk = (e: Equipment) => setStatus(e.id, DEVICE_OK_STATUS)

  const createTicket = (e: Equipment, draft: LoftIssueDraft) =>
    runCommand(
      async () => {
        await quickCreateTicket({
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
      },
      { title: t('equipment.toasts.ticketCreated'), message: t('equipment.toasts.ticketCreatedText') },
      { title: t('equipment.toasts.errorTitle'), message: t('equipment.toasts.ticketFailed') },
    )

  return { markFault, deviceOk, createTicket }
}
