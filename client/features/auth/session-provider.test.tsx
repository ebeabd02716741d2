import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SESSION_MS } from '../../../shared/constants'
import { readSession } from '../../lib/session-store'
import { jsonResponse, makeUser, signInAs } from '../../test-utils/render-app'
import { useSession } from '../../entities/session/session-context'
import { SessionProvider } from './session-provider'

function Probe() {
  const { status, user, logout } = useSession()
  return (
    <div>
      <p>status:{status}</p>
      <p>user:{user?.username ?? 'none'}</p>
      <button onClick={logout}>logout</button>
    </div>
  )
}

const renderProbe = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )

describe('session verify on load', () => {
  it('keeps the cached session when the verify call cannot reach the server (offline)', async () => {
    signInAs('operator')
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetchMock)

    renderProbe()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await act(async () => {})

    expect(screen.getByText('status:signed-in')).toBeTruthy()
    expect(readSession()?.token).toBe('token-123')
  })

  it('keeps the cached session on a 5xx answer', async () => {
    signInAs('operator')
    const fetchMock = vi.fn().mockImplementation(async () => jsonResponse(503, { error: 'internal', message: 'down' }))
    vi.stubGlobal('fetch', fetchMock)
    renderProbe()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await act(async () => {})
    expect(readSession()).not.toBeNull()
  })

  it('clears the session silently when the server says it is invalid', async () => {
    signInAs('operator')
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => jsonResponse(200, { valid: false })),
    )
    renderProbe()
    expect(await screen.findByText('status:signed-out')).toBeTruthy()
    expect(readSession()).toBeNull()
  })

  it('clears the session on a 401 answer', async () => {
    signInAs('operator')
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => jsonResponse(401, { error: 'unauthorized', message: 'x' })),
    )
    renderProbe()
    expect(await screen.findByText('status:signed-out')).toBeTruthy()
  })

  it('refreshes the stored user from a valid answer', async () => {
    signInAs('operator')
    const fresh = makeUser('engineer', { username: 'operator-promoted' })
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => jsonResponse(200, { valid: true, user: fresh })),
    )
    renderProbe()
    expect(await screen.findByText('user:operator-promoted')).toBeTruthy()
    expect(readSession()?.token).toBe('token-123')
  })
})

describe('session lifetime', () => {
  it('logs out automatically 8 hours after login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const loginAt = Date.now()
    signInAs('engineer', loginAt)
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => jsonResponse(200, { valid: true, user: makeUser('engineer') })),
    )
    renderProbe()
    await act(async () => {})

    act(() => vi.advanceTimersByTime(SESSION_MS - 1000))
    expect(screen.getByText('status:signed-in')).toBeTruthy()

    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('status:signed-out')).toBeTruthy()
    expect(readSession()).toBeNull()
  })

  it('ends a session found already older than 8 hours at start', () => {
    signInAs('engineer', Date.now() - SESSION_MS - 1)
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => jsonResponse(200, { valid: true, user: makeUser('engineer') })),
    )
    renderProbe()
    expect(screen.getByText('status:signed-out')).toBeTruthy()
  })

  it('logout clears locally even when the server call fails', async () => {
    signInAs('engineer')
    const fetchMock = vi.fn((path: string) =>
      path === '/api/auth/logout'
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(jsonResponse(200, { valid: true, user: makeUser('engineer') })),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderProbe()
    act(() => screen.getByRole('button', { name: 'logout' }).click())
    expect(screen.getByText('status:signed-out')).toBeTruthy()
    expect(readSession()).toBeNull()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.anything()))
  })
})
