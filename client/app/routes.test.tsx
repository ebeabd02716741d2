import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OPERATOR_DENIED_ROUTES } from '../../shared/roles'
import { jsonResponse, makeUser, renderApp, signInAs } from '../test-utils/render-app'
import { SCREEN_PATHS } from './routes'

/**
 * Screens whose page is still the "coming soon" stand-in. Listed on purpose, so a placeholder never passes as
 * a screen; a path that gets its real screen may stay here until the list is tidied (the test accepts both).
 */
const NOT_BUILT_YET = [
  '/predictive-maintenance',
  '/settings',
  '/admin',
  '/admin-dashboard',
  '/it-dashboard',
  '/monitoring',
  '/import-export',
  '/production-planning',
  '/demo',
  '/demo-presentation',
  '/reports',
  '/equipment',
  '/loft-dashboard',
]

function signedInAs(role: string) {
  signInAs(role)
  // The session check's answer. /reports asks for its report as its code loads (decision 274): no report here, so
  // the screen says it could not load one instead of drawing the session's answer as a report.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      String(input).startsWith('/api/reports/')
        ? jsonResponse(503, { error: 'no reports in this test' })
        : jsonResponse(200, { valid: true, user: makeUser(role) }),
    ),
  )
}

describe('route table', () => {
  it('shows "404 Page Not Found" for an unknown path', async () => {
    renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy()
  })

  it('sends signed-out visitors of a screen back to the login', async () => {
    const { router } = renderApp('/production')
    await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/')
  })

  it.each(['/', '/dashboard', '/login'])('entry route %s shows the login when signed out', async (path) => {
    renderApp(path)
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy()
  })

  it.each(SCREEN_PATHS.map((path) => path.replace(':lineId', '12')))(
    '%s opens a real screen for an admin, or is listed as not built yet',
    async (path) => {
      signedInAs('admin')
      const { router } = renderApp(path)
      // Lazy screens on a busy test machine can take more than the default second.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy()
      expect(router.state.location.pathname).toBe(path)
      expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull()
      // A "coming soon" stand-in is not a working screen: it passes only while its path is listed as not built.
      if (screen.queryByTestId('coming-soon'))
        expect(NOT_BUILT_YET, `${path} shows a coming-soon placeholder`).toContain(path)
    },
  )
})

describe('role gate', () => {
  it.each(OPERATOR_DENIED_ROUTES)('operators see Access Denied on %s', async (path) => {
    signedInAs('operator')
    renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy()
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy()
    expect(screen.getByText('Your role: Operator')).toBeTruthy()
  })

  it('sends the Dashboard button to the role dashboard (operator: /production)', async () => {
    signedInAs('operator')
    const { router } = renderApp('/reports')
    await userEvent.click(await screen.findByRole('button', { name: 'Dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/production'))
  })

  it('Go Back returns to the previous page', async () => {
    signedInAs('operator')
    const { router } = renderApp('/production')
    await screen.findByRole('heading', { name: 'Production Dashboard' })
    await router.navigate('/admin')
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/production'))
  })

  it('lets engineers open /reports', async () => {
    signedInAs('engineer')
    renderApp('/reports')
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy()
  })

  it('opens the working QR scanner (issue 4 replaced the placeholder text)', async () => {
    signedInAs('engineer')
    renderApp('/qr-scanner')
    expect(await screen.findByRole('button', { name: 'Start Scanning' })).toBeTruthy()
  })
})
