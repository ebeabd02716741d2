// Renders a floor screen through the real route table as a signed-in operator.
import { vi } from 'vitest'
import { jsonResponse, makeUser, renderApp } from './render-app'

export function renderFloor(path: string) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { valid: true, user: makeUser('operator') })))
  return renderApp(path)
}
