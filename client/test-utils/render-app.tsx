// Renders the real route table in memory with the real providers, for screen tests.
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { Role, User } from '../../shared/types'
import { appRoutes } from '../app/routes'
import { theme } from '../app/theme'
import { SessionProvider } from '../features/auth/session-provider'
import { writeSession } from '../lib/session-store'

/** `toasts: false` when the rendered tree brings its own toast area (the app shell does). */
export function renderWithProviders(ui: ReactElement, { toasts = true }: { toasts?: boolean } = {}) {
  return render(
    <MantineProvider theme={theme}>
      {toasts && <Notifications limit={3} />}
      <SessionProvider>{ui}</SessionProvider>
    </MantineProvider>,
  )
}

export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  const view = renderWithProviders(<RouterProvider router={router} />, { toasts: false })
  return { ...view, router }
}

export function makeUser(roleName: string, overrides: Partial<User> = {}): User {
  const role: Role = {
    id: 1,
    name: roleName,
    permissions: [],
    canAssignTickets: false,
    canEditMachines: false,
    canAccessSettings: false,
    canViewReports: true,
    canManageUsers: false,
  }
  return {
    id: 7,
    username: roleName,
    email: `${roleName}@example.test`,
    firstName: 'Sam',
    lastName: 'Taylor',
    role,
    isActive: true,
    lastLogin: null,
    ...overrides,
  }
}

/** Stores a signed-in session as a previous visit would have left it. */
export function signInAs(roleName: string, startedAt = Date.now()): User {
  const user = makeUser(roleName)
  writeSession('token-123', user, startedAt)
  return user
}

/** A fetch stub answering every call with one JSON response. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
