// Renders a screen through the real route table as a signed-in user of one role, on a fresh database, with
// a fetch stub that answers by path (a fresh Response per call; unknown paths 404).
import { vi } from 'vitest'
import { LinesideDb, useDatabase as selectDatabase } from '../data/db'
import { writeSession } from '../lib/session-store'
import { jsonResponse, makeUser, renderApp } from './render-app'

export type Answers = Record<string, unknown>

export function freshDbAs(roleName: string, userId = 7): LinesideDb {
  const db = new LinesideDb(`t-${crypto.randomUUID()}`)
  selectDatabase(db)
  writeSession('token-123', makeUser(roleName, { id: userId }))
  return db
}

export function renderAsRole(path: string, roleName: string, answers: Answers = {}, userId = 7) {
  const user = makeUser(roleName, { id: userId })
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    )
    if (url.pathname === '/api/auth/verify') return jsonResponse(200, { valid: true, user })
    return url.pathname in answers
      ? jsonResponse(200, answers[url.pathname])
      : jsonResponse(404, { message: 'Not found' })
  })
  vi.stubGlobal('fetch', fetchStub)
  return { ...renderApp(path), fetchStub }
}
