// Archive old tickets (reporting spec §2, §7): finished tickets raised before the cutoff leave the live
// views and the devices' caches (a delete in the change log, so the next pull drops them), and stay in
// reports and exports. Admins only.
import { isAdminRole } from '../../shared/roles'
import type { ArchiveResult } from '../../shared/reports'
import type { CommandContext } from '../context'
import { badRequest, forbidden } from '../http/errors'
import { archivableTicketIds, markArchived } from './archive.repository'

export async function archiveTickets(ctx: CommandContext, cutoff: string): Promise<ArchiveResult> {
  if (!isAdminRole(ctx.actor.role)) throw forbidden('Only administrators can archive tickets')
  if (cutoff > ctx.now)
    throw badRequest('Invalid cutoffDate: Must not be in the future', { cutoffDate: 'Must not be in the future' })
  const ids = await archivableTicketIds(ctx.trx, cutoff)
  const count = await markArchived(ctx.trx, cutoff, ctx.now)
  for (const { id } of ids) await ctx.change('tickets', id, 'delete')
  await ctx.audit('tickets.archive', 'ticket', null, { cutoffDate: cutoff, count })
  return { count }
}
