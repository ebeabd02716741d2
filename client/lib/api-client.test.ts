import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, signInAs } from '../test-utils/render-app'
import { ApiError, apiRequest, AuthRequiredError, NetworkError } from './api-client'
import { setNavigator } from './navigation'
import { readSession, SESSION_KEYS } from './session-store'

describe('apiRequest', () => {
  const navigate = vi.fn()
  let restoreNavigator: () => void

  beforeEach(() => {
    restoreNavigator = setNavigator(navigate)
    navigate.mockReset()
  })
  afterEach(() => restoreNavigator())

  it('sends JSON, the stored bearer token and credentials', async () => {
    signInAs('engineer')
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }))
    vi.stubGlobal('fetch', fetchMock)

    await expect(apiRequest('POST', '/api/things', { a: 1 })).resolves.toEqual({ ok: true })

    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/things')
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('{"a":1}')
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-123', 'Content-Type': 'application/json' })
  })

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, []))
    vi.stubGlobal('fetch', fetchMock)
    await apiRequest('GET', '/api/things')
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit
    expect(init.headers).not.toHaveProperty('Authorization')
    expect(init.body).toBeUndefined()
  })

  it.each([401, 403])('on %i clears token and user, goes to / and raises "Authentication required"', async (status) => {
    signInAs('operator')
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(status, { error: 'unauthorized', message: 'x' })))

    const failure = apiRequest('GET', '/api/tickets/active')
    await expect(failure).rejects.toBeInstanceOf(AuthRequiredError)
    await expect(failure).rejects.toThrow('Authentication required')
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull()
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/')
  })

  it('returns null on 401 when asked to, keeping the session', async () => {
    signInAs('operator')
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(401, { error: 'unauthorized', message: 'x' })))
    await expect(apiRequest('GET', '/api/x', undefined, { on401: 'returnNull' })).resolves.toBeNull()
    expect(readSession()).not.toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('raises "status: body" with the parsed error body for other failures', async () => {
    signInAs('engineer')
    const body = { error: 'conflict', message: 'Ticket was reassigned' }
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(409, body)))

    const error = await apiRequest('POST', '/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`409: ${JSON.stringify(body)}`)
    expect((error as ApiError).status).toBe(409)
    expect((error as ApiError).body).toEqual(body)
    expect(readSession()).not.toBeNull()
  })

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 502, statusText: 'Bad Gateway' })))
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway')
  })

  it('keeps the session when the network fails and raises NetworkError', async () => {
    signInAs('engineer')
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(NetworkError)
    expect(readSession()?.token).toBe('token-123')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('resolves undefined for an empty success body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })))
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeUndefined()
  })
})
