// The sync engine's calls to /api/sync. They never touch the session: a 401 pauses sync, it does not sign out.
import type { PullResult, PushResult, SyncRows } from '../../shared/schemas/sync'
import { OUTBOX_PENDING_HEADER } from '../../shared/schemas/sync-codes'
import type { OutboxEntry } from '../data/db'
import { sendIdOf } from '../data/outbox'
import { AnswerShapeError, checkPullResult, checkPushResult } from './answer-shape'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/**
 * Why a sync call failed (DESIGN.md §2). 'retry': offline, 5xx, 429 — back off and try again. 'auth': 401 —
 * wait for a sign-in. 'verdict': any other 4xx — the server refused the request for good.
 */
export class SyncHttpError extends Error {
  constructor(
    readonly kind: 'network' | 'auth' | 'server' | 'client',
    message: string,
    readonly status?: number,
    /** The answer's JSON body, when it had one. */
    readonly body?: { error?: string; message?: string; reason?: string; lastMutationId?: number },
  ) {
    super(message)
  }
}

async function call<T>(
  fetchFn: FetchLike,
  token: string,
  path: string,
  check: (answer: unknown) => T,
  init: RequestInit = {},
  pending?: number,
): Promise<T> {
  let res: Response
  try {
    res = await fetchFn(path, {
      ...init,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...(pending === undefined ? {} : { [OUTBOX_PENDING_HEADER]: String(pending) }),
      },
    })
  } catch (error) {
    throw new SyncHttpError('network', error instanceof Error ? error.message : 'Network request failed')
  }
  if (res.ok) {
    let answer: unknown
    try {
      answer = await res.json()
    } catch (error) {
      // A cut-off answer is a network failure: try again.
      throw new SyncHttpError('network', error instanceof Error ? error.message : 'Answer cut off')
    }
    try {
      return check(answer)
    } catch (error) {
      // A server (or a proxy) answering out of protocol: back off and ask again; nothing was applied.
      if (error instanceof AnswerShapeError) throw new SyncHttpError('server', error.message, res.status)
      throw error
    }
  }
  const text = await res.text().catch(() => '')
  let body: SyncHttpError['body']
  try {
    body = JSON.parse(text) as SyncHttpError['body']
  } catch {
    body = undefined
  }
  const message = body?.message ?? `${res.status}: ${text.slice(0, 200)}`
  if (res.status === 401) throw new SyncHttpError('auth', 'Session expired or invalid', 401, body)
  if (res.status >= 500 || res.status === 429 || res.status === 408)
    throw new SyncHttpError('server', message, res.status, body)
  throw new SyncHttpError('client', message, res.status, body)
}

/** `pending`: how many entries the outbox holds for this client, this batch included. */
export function pushMutations(
  fetchFn: FetchLike,
  token: string,
  clientId: string,
  entries: OutboxEntry[],
  pending?: number,
): Promise<PushResult> {
  const mutations = entries.map((e) => ({
    mutationId: sendIdOf(e),
    name: e.name,
    args: e.args,
    createdAt: e.createdAt,
    authToken: e.authToken,
  }))
  return call<PushResult>(
    fetchFn,
    token,
    '/api/sync/push',
    checkPushResult,
    { method: 'POST', body: JSON.stringify({ clientId, mutations }) },
    pending,
  )
}

export interface PullRequest {
  clientId: string | null
  cursor: number | null
  outcomesAfter: number
  page?: string | null
  /** How many entries the outbox still holds for this client. */
  pending?: number
}

export function pullChanges(fetchFn: FetchLike, token: string, req: PullRequest): Promise<PullResult<SyncRows>> {
  const query = new URLSearchParams()
  if (req.clientId) {
    query.set('clientId', req.clientId)
    query.set('outcomesAfter', String(req.outcomesAfter))
  }
  if (req.page) query.set('page', req.page)
  else if (req.cursor !== null) query.set('cursor', String(req.cursor))
  return call(fetchFn, token, `/api/sync/pull?${query}`, checkPullResult, {}, req.pending)
}
