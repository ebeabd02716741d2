// A temporary repair's state on a close form (issue 28 §5): the rule is tiny and loads with the form; the fields
// themselves load when the dialog opens (temporary-repair-fields.tsx), keeping the ticket screens' first JavaScript.
export interface TemporaryRepair {
  temporary: boolean
  dueAt: string
}

export const NO_TEMPORARY_REPAIR: TemporaryRepair = { temporary: false, dueAt: '' }

/** A temporary repair without its permanent repair's date cannot be closed. */
export const temporaryRepairMissingDate = (r: TemporaryRepair) => r.temporary && !r.dueAt

/** Queues the permanent repair's work order after the close (pm.temporaryRepair), loading the PM writes then. */
export async function promisePermanentRepair(ticketId: string, repair: TemporaryRepair): Promise<void> {
  if (!repair.temporary) return
  const { markTemporaryRepair } = await import('../../data/pm-commands')
  await markTemporaryRepair(ticketId, repair.dueAt)
}
