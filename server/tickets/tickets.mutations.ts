// Sync handlers for the ticket actions: the same services as the REST routes, with the device time of the action.
import {
  ticketAddNoteArgs,
  ticketAssignArgs,
  ticketCloseArgs,
  ticketCreateArgs,
  ticketQuickCreateArgs,
  ticketRef,
  ticketRejectArgs,
} from '../../shared/schemas/tickets'
import { applying, type MutationHandlers } from '../sync-kit/mutation-types'
import {
  acceptTicket,
  addTicketNote,
  assignTicket,
  closeTicket,
  rejectTicket,
  startTicket,
} from './ticket-workflow.service'
import { createTicket, quickCreateTicket } from './tickets.service'

const close = applying(ticketCloseArgs, (ctx, { ticketId, ...input }, meta) =>
  closeTicket(ctx, ticketId, input, meta.at),
)

export const ticketMutations: MutationHandlers = {
  'ticket.create': applying(ticketCreateArgs, (ctx, args, meta) => createTicket(ctx, args, meta.at)),
  'ticket.quickCreate': applying(ticketQuickCreateArgs, (ctx, args, meta) => quickCreateTicket(ctx, args, meta.at)),
  'ticket.addNote': applying(ticketAddNoteArgs, (ctx, a, meta) =>
    addTicketNote(ctx, a.ticketId, { text: a.notes, noteId: a.noteId }, meta.at),
  ),
  'ticket.assign': applying(ticketAssignArgs, (ctx, a, meta) => assignTicket(ctx, a.ticketId, a.engineerId, meta.at)),
  'ticket.accept': applying(ticketRef, (ctx, a, meta) => acceptTicket(ctx, a.ticketId, meta.at)),
  'ticket.reject': applying(ticketRejectArgs, (ctx, a, meta) => rejectTicket(ctx, a.ticketId, a.reason, meta.at)),
  'ticket.start': applying(ticketRef, (ctx, a, meta) => startTicket(ctx, a.ticketId, meta.at)),
  'ticket.close': close,
  // DESIGN.md §2 names "complete" beside "close"; §3 makes them one transition.
  'ticket.complete': close,
}
