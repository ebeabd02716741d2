// /api/tickets: the views the screens poll, create, the workflow actions, photos.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { id as idSchema } from '../../shared/schemas/common'
import {
  addNotesInput,
  assignInput,
  closeInput,
  quickCreateInput,
  rejectInput,
  startInput,
  ticketCreateInput,
  ticketPatchInput,
  uploadImageInput,
} from '../../shared/schemas/tickets'
import { requireAuth } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv, CommandContext } from '../context'
import { parseOrThrow } from '../http/errors'
import { contentHash, idParam, pathParam, uuidParam } from '../http/params'
import { fetchTicketImage, uploadTicketImage } from './ticket-images.service'
import { nextLink, parsePageQuery, type TicketPage } from './ticket-pages'
import { listActiveTickets, listEngineerView, listItView, listQueue, listTickets } from './ticket-views.service'
import {
  acceptTicket,
  addTicketNote,
  assignTicket,
  closeTicket,
  rejectTicket,
  startTicket,
} from './ticket-workflow.service'
import { createTicket, quickCreateTicket, requireTicket } from './tickets.service'

/** The JSON body, or null when there is none or it is not JSON (the schema then names what is missing). */
const body = (c: Context) => c.req.json<unknown>().catch(() => null)

export function ticketRoutes(deps: AppDeps) {
  const run = <T>(c: Context<AppEnv>, fn: (ctx: CommandContext) => Promise<T>) => runCommand(deps, c.get('user'), fn)
  /** Runs a workflow action, then answers with the ticket as committed. */
  const act = async (c: Context<AppEnv>, fn: (ctx: CommandContext) => Promise<string>) =>
    c.json(await requireTicket(deps.db, await run(c, fn)), 200)
  const activeQuery = z.object({ lineId: idSchema.optional() })
  const queuePage = (c: Context<AppEnv>) => parsePageQuery(c.req.query(), { byPriority: true })
  /** A page of a list as the spec's array, the next page in the Link header. */
  const paged = <T>(c: Context<AppEnv>, page: TicketPage<T>) => {
    const link = nextLink(c.req.url, page.next)
    if (link) c.header('Link', link)
    return c.json(page.items, 200)
  }

  // Static paths come before /:id, or Hono would read "active" as a ticket id.
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', async (c) => paged(c, await listTickets(deps.db, parsePageQuery(c.req.query()))))
    .get('/active', async (c) => {
      const { lineId } = parseOrThrow(activeQuery, { lineId: c.req.query('lineId') || undefined })
      return paged(c, await listActiveTickets(deps.db, parsePageQuery(c.req.query()), lineId))
    })
    .get('/engineer-view', async (c) => paged(c, await listEngineerView(deps.db, parsePageQuery(c.req.query()))))
    .get('/it-view', async (c) => paged(c, await listItView(deps.db, parsePageQuery(c.req.query()))))
    .get('/my-queue', async (c) => paged(c, await listQueue(deps.db, c.get('user'), c.get('user').id, queuePage(c))))
    .get('/my-queue/:userId', async (c) => {
      const userId = idParam(c, 'userId')
      return paged(c, await listQueue(deps.db, c.get('user'), userId, queuePage(c)))
    })
    .post('/', async (c) => {
      const input = parseOrThrow(ticketCreateInput, await body(c))
      const { id, created } = await run(c, (ctx) => createTicket(ctx, input))
      return c.json(await requireTicket(deps.db, id), created ? 201 : 200)
    })
    .post('/quick-create', async (c) => {
      const input = parseOrThrow(quickCreateInput, await body(c))
      const { id, created } = await run(c, (ctx) => quickCreateTicket(ctx, input))
      // The Ticket carries both ids the scanners read: ticketId (TKT-…) and id (uuid).
      return c.json(await requireTicket(deps.db, id), created ? 201 : 200)
    })
    .get('/:id', async (c) => c.json(await requireTicket(deps.db, uuidParam(c)), 200))
    .get('/:id/images/:hash', async (c) => {
      const image = await fetchTicketImage(
        deps.db,
        deps.config.dataDir,
        uuidParam(c),
        pathParam(c, 'hash', contentHash),
      )
      return c.body(new Uint8Array(image.bytes), 200, {
        'Content-Type': image.mimeType,
        // Content-addressed: the bytes behind a hash never change.
        'Cache-Control': 'private, max-age=31536000, immutable',
      })
    })
    .post('/:id/assign', async (c) => {
      const input = parseOrThrow(assignInput, await body(c))
      return act(c, (ctx) => assignTicket(ctx, uuidParam(c), input.engineerId))
    })
    .post('/:id/accept', async (c) => act(c, (ctx) => acceptTicket(ctx, uuidParam(c))))
    .post('/:id/reject', async (c) => {
      const input = parseOrThrow(rejectInput, await body(c))
      return act(c, (ctx) => rejectTicket(ctx, uuidParam(c), input.reason))
    })
    .post('/:id/start', async (c) => {
      parseOrThrow(startInput, (await body(c)) ?? {})
      return act(c, (ctx) => startTicket(ctx, uuidParam(c)))
    })
    .patch('/:id', async (c) => {
      // The queue's Start Work sends {engineerStatus, startedAt, status}; the server keeps its own time.
      parseOrThrow(ticketPatchInput, await body(c))
      return act(c, (ctx) => startTicket(ctx, uuidParam(c)))
    })
    .post('/:id/add-notes', async (c) => {
      const input = parseOrThrow(addNotesInput, await body(c))
      return act(c, (ctx) => addTicketNote(ctx, uuidParam(c), { text: input.notes, noteId: input.noteId }))
    })
    .post('/:id/upload-image', async (c) => {
      const input = parseOrThrow(uploadImageInput, await body(c))
      return c.json(await run(c, (ctx) => uploadTicketImage(ctx, deps.config.dataDir, uuidParam(c), input)), 200)
    })
    .post('/:id/close', async (c) => {
      const input = parseOrThrow(closeInput, await body(c))
      return act(c, (ctx) => closeTicket(ctx, uuidParam(c), input))
    })
}
