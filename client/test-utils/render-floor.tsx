// Renders a floor screen through the real route table as a signed-in operator (or another role).
import { vi } from 'vitest'
import { jsonResponse, makeUser, renderApp, signInAs } from './render-app'

export function renderFloor(path: string, role = 'operator') {
  if (role !== 'operator') signInAs(role)
  // The session check is answered (each time: a body can be read once); the screens' own reads find no server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown) => {
      if (String(url).includes('/api/auth/verify')) return jsonResponse(200, { valid: true, user: makeUser(role) })
      throw new TypeError('Failed to fetch')
    }),
  )
  return renderApp(path)
}
