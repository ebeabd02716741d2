import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OPERATOR_DENIED_ROUTES } from '../../shared/roles'
import { jsonResponse, makeUser, renderApp, signInAs } from '../test-utils/render-app'
import { SCREEN_PATHS } from './routes'

function signedInAs(role: string) {
  signInAs(role)
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { valid: true, user: makeUser(role) })))
}

describe('route table', () => {
  it('shows "404 Page Not Found" for an unknown path', async () => {
    renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy()
  })

  it('sends signed-out visitors of a screen back to the login', async () => {
    const { router } = renderApp('/production')
    await screen.findByRole('button', { name: 'Login' })
    expect(router.state.location.pathname).toBe('/')
  })

  it.each(['/', '/dashboard', '/login'])('entry route %s shows the login when signed out', async (path) => {
    renderApp(path)
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy()
  })

  it.each(SCREEN_PATHS.map((path) => path.replace(':lineId', '12')))('%s opens for an admin', async (path) => {
    signedInAs('admin')
    const { router } = renderApp(path)
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(router.state.location.pathname).toBe(path)
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull()
  })
})

describe('role gate', () => {
  it.each(OPERATOR_DENIED_ROUTES)('operators see Access Denied on %s', async (path) => {
    signedInAs('operator')
    renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy()
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy()
    expect(screen.getByText('Your role: operator')).toBeTruthy()
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
