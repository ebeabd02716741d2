// Direct API calls for arranging and checking server state from a story (the user's actions go through the UI).
import type { APIRequestContext, APIResponse } from '@playwright/test'

export async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo1234' } })
  if (!res.ok()) throw new Error(`login ${username}: ${res.status()}`)
  return ((await res.json()) as { token: string }).token
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`)
  return (await res.json()) as T
}

/** Every page of a paged list (the ticket lists name their next page in a `Link: <…>; rel="next"` header). */
export async function apiGetAll<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const items: T[] = []
  let next: string | null = path
  while (next) {
    const res: APIResponse = await request.get(next, { headers: { Authorization: `Bearer ${token}` } })
    if (!res.ok()) throw new Error(`GET ${next}: ${res.status()}`)
    items.push(...((await res.json()) as T[]))
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers()['link'] ?? '')?.[1] ?? null
  }
  return items
}

export async function apiSend<T>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } })
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as T
}

/**
 * Switches the hygiene hold off for a line (an admin's per-line setting, issue 29), for stories about line
 * presses that are not about clearance: leaving maintenance then goes straight to the pressed status.
 */
export async function withoutHygieneHold(request: APIRequestContext, lineId: number): Promise<void> {
  const admin = await apiLogin(request, 'admin')
  await apiSend(request, admin, 'PUT', `/api/hygiene/lines/${lineId}/settings`, { holdEnabled: false })
}
