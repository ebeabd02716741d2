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
import { parseOrThrow } from '../http/errors'
import type { MutationApplied, MutationHandler, MutationHandlers } from '../sync/mutation-types'
import { acceptTicket, addTicketNote, assignTicket, closeTicket, rejectTicket, startTicket } from './ticket-workflow.service'
import { createTicket, quickCreateTicket } from './tickets.service'

const APPLIED: MutationApplied = { status: 'applied' }

const close: MutationHandler = async (ctx, raw, meta) => {
  const { ticketId, ...input } = parseOrThrow(ticketCloseArgs, raw)
  await closeTicket(ctx, ticketId, input, meta.at)
  return APPLIED
}

export const ticketMutations: MutationHandlers = {
  'ticket.create': async (ctx, raw, meta) => {
    await createTicket(ctx, parseOrThrow(ticketCreateArgs, raw), meta.at)
    return APPLIED
  },
  'ticket.quickCreate': async (ctx, raw, meta) => {
    await quickCreateTicket(ctx, parseOrThrow(ticketQuickCreateArgs, raw), meta.at)
    return APPLIED
  },
  'ticket.addNote': async (ctx, raw, meta) => {
    const args = parseOrThrow(ticketAddNoteArgs, raw)
    await addTicketNote(ctx, args.ticketId, { text: args.notes, noteId: args.noteId }, meta.at)
    return APPLIED
  },
  'ticket.assign': async (ctx, raw, meta) => {
    const args = parseOrThrow(ticketAssignArgs, raw)
    await assignTicket(ctx, args.ticketId, args.engineerId, meta.at)
    return APPLIED
  },
  'ticket.accept': async (ctx, raw, meta) => {
    await acceptTicket(ctx, parseOrThrow(ticketRef, raw).ticketId, meta.at)
    return APPLIED
  },
  'ticket.reject': async (ctx, raw, meta) => {
    const args = parseOrThrow(ticketRejectArgs, raw)
    await rejectTicket(ctx, args.ticketId, args.reason, meta.at)
    return APPLIED
  },
  'ticket.start': async (ctx, raw, meta) => {
    await startTicket(ctx, parseOrThrow(ticketRef, raw).ticketId, meta.at)
    return APPLIED
  },
  'ticket.close': close,
  // DESIGN.md §2 names "complete" beside "close"; §3 makes them one transition.
  'ticket.complete': close,
}
