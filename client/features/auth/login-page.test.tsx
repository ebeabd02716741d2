import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { readSession } from '../../lib/session-store'
import { jsonResponse, makeUser, renderApp } from '../../test-utils/render-app'

const loginButton = () => screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement
const username = () => screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement
const password = () => screen.getByLabelText('Password') as HTMLInputElement
const roleSelect = () => screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement

async function openLogin() {
  const view = renderApp('/')
  await screen.findByRole('button', { name: 'Login' })
  return { ...view, user: userEvent.setup() }
}

describe('login screen', () => {
  it('offers a role card for every role with accounts and the three-role dropdown', async () => {
    await openLogin()
    for (const card of ['Engineer', 'Operator', 'IT Support', 'Administrator', 'Super administrator', 'Viewer']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${card}`) })).toBeTruthy()
    }
    const options = [...roleSelect().options].filter((o) => !o.disabled).map((o) => o.value)
    expect(options).toEqual(['engineer', 'operator', 'admin'])
  })

  it('keeps Login disabled until role, username and password are all entered', async () => {
    const { user } = await openLogin()
    expect(loginButton().disabled).toBe(true)
    await user.type(username(), 'operator')
    await user.type(password(), 'demo1234')
    expect(loginButton().disabled).toBe(true)
    await user.selectOptions(roleSelect(), 'operator')
    expect(loginButton().disabled).toBe(false)
    await user.clear(password())
    expect(loginButton().disabled).toBe(true)
  })

  it('pre-fills the demo username and role from a role card', async () => {
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: /^Engineer/ }))
    expect(username().value).toBe('engineer')
    expect(roleSelect().value).toBe('engineer')
    await user.click(screen.getByRole('button', { name: /^IT Support/ }))
    expect(username().value).toBe('it')
    expect(roleSelect().value).toBe('it')
  })

  it('a demo viewer has a card of their own, and the home greets them with their real role (issue 31 §10)', async () => {
    const viewer = makeUser('demo_viewer', { username: 'viewer', firstName: 'Victor' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/api/auth/login')
          ? jsonResponse(200, { token: 'viewer-token', user: viewer })
          : jsonResponse(200, { valid: true, user: viewer }),
      ),
    )
    const { user, router } = await openLogin()
    await user.click(screen.getByRole('button', { name: /^Viewer/ }))
    expect(username().value).toBe('viewer')
    expect(roleSelect().value).toBe('demo_viewer')
    await user.type(password(), 'demo1234')
    await user.click(loginButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('VIEWER (READ ONLY) Dashboard')).toBeTruthy()
    expect(screen.queryByText(/OPERATOR/)).toBeNull()
  })

  it('asks for both fields when the username is only spaces', async () => {
    const { user } = await openLogin()
    await user.selectOptions(roleSelect(), 'operator')
    await user.type(username(), '   ')
    await user.type(password(), 'demo1234')
    await user.click(loginButton())
    expect(screen.getByRole('alert').textContent).toBe('Please fill in username and password')
  })

  it("shows the server's error text in a red box, and a role card clears it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(401, { error: 'unauthorized', message: 'Invalid username or password' })),
    )
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: /^Operator/ }))
    await user.type(password(), 'wrong')
    await user.click(loginButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password')
    expect(readSession()).toBeNull()
    await user.click(screen.getByRole('button', { name: /^Engineer/ }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('falls back to "Login failed" when the server gives no text or cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: /^Administrator/ }))
    await user.type(password(), 'demo1234')
    await user.click(loginButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed')
  })

  it('disables Login while authenticating, then goes to the role home route', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    const { user, router } = await openLogin()
    await user.click(screen.getByRole('button', { name: /^Engineer/ }))
    await user.type(password(), 'demo1234')
    await user.click(loginButton())

    const busy = screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)

    answer(jsonResponse(200, { token: 'fresh-token', user: makeUser('engineer') }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/engineer-dashboard'))
    expect(readSession()?.token).toBe('fresh-token')
  })

  it('lets the App Issues widget be dismissed', async () => {
    const { user } = await openLogin()
    expect(screen.getByRole('button', { name: 'Clear Cache & Reload' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('button', { name: 'Clear Cache & Reload' })).toBeNull()
  })
})
