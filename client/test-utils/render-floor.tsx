// Renders a floor screen through the real route table as a signed-in operator (or another role).
import { vi } from 'vitest'
import { jsonResponse, makeUser, renderApp, signInAs } from './render-app'

export function renderFloor(path: string, role = 'operator') {
  if (role !== 'operator') signInAs(role)
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { valid: true, user: makeUser(role) })))
  return renderApp(path)
}
