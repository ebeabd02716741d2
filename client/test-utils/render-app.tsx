// Renders the real route table in memory with the real providers, for screen tests.
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { act, render } from '@testing-library/react'
import { useLayoutEffect, type ReactElement } from 'react'
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom'
import type { Role, User } from '../../shared/types'
import { AppRoutes } from '../app/routes'
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

/** What tests read of the router: the address shown, and a way to go elsewhere as a link would. */
interface TestRouter {
  state: { location: Location }
  navigate: (to: string) => Promise<void>
}

/** The rendered app's router, as RouterProbe last saw it (tests render one app at a time). */
const probe: { location?: Location; navigate?: NavigateFunction } = {}

/** Keeps the test's view of the router current (the app uses React Router's declarative mode, decision 250). */
function RouterProbe() {
  const location = useLocation()
  const navigate = useNavigate()
  useLayoutEffect(() => {
    probe.location = location
    probe.navigate = navigate
  })
  return null
}

export function renderApp(path: string) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <RouterProbe />
    </MemoryRouter>,
    { toasts: false },
  )
  const router: TestRouter = {
    state: {
      get location() {
        return probe.location!
      },
    },
    navigate: async (to) => {
      await act(async () => void (await probe.navigate!(to)))
    },
  }
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
