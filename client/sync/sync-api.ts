// The sync engine's calls to /api/sync. They never touch the session: a 401 pauses sync, it does not sign out.
import type { PullResult, PushResult, SyncRows } from '../../shared/schemas/sync'
import type { OutboxEntry } from '../data/db'


export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** Why a sync call failed: offline/5xx retry with backoff; auth waits for a new sign-in. */
export class SyncHttpError extends Error {
  constructor(
    readonly kind: 'network' | 'auth' | 'server' | 'client',
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

async function call<T>(fetchFn: FetchLike, token: string, path: string, init: RequestInit = {}): Promise<T> {
  let res: Response
  try {
    res = await fetchFn(path, {
      ...init,
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    })
  } catch (error) {
    throw new SyncHttpError('network', error instanceof Error ? error.message : 'Network request failed')
  }
  if (res.status === 401) throw new SyncHttpError('auth', 'Session expired or invalid', 401)
  if (res.status >= 500) throw new SyncHttpError('server', `${res.status}: ${await res.text().catch(() => '')}`, res.status)
  if (!res.ok) throw new SyncHttpError('client', `${res.status}: ${await res.text().catch(() => '')}`, res.status)
  return (await res.json()) as T
}

export function pushMutations(fetchFn: FetchLike, token: string, clientId: string, entries: OutboxEntry[]): Promise<PushResult> {
  const mutations = entries.map((e) => ({ mutationId: e.mutationId, name: e.name, args: e.args, createdAt: e.createdAt, authToken: e.authToken }))
  return call<PushResult>(fetchFn, token, '/api/sync/push', { method: 'POST', body: JSON.stringify({ clientId, mutations }) })
}

export function pullChanges(fetchFn: FetchLike, token: string, clientId: string, cursor: number | null): Promise<PullResult<SyncRows>> {
  const query = new URLSearchParams({ clientId })
  if (cursor !== null) query.set('cursor', String(cursor))
  return call<PullResult<SyncRows>>(fetchFn, token, `/api/sync/pull?${query}`)
}
