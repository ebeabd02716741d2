// The one fetch wrapper for /api calls: bearer token, credentials, and the spec's §7/§8 error rules.
import { routePath, type ApiAnswers, type ApiRoute, type RouteParams, type RouteQuery } from '../../shared/api-answers'
import type { ApiErrorBody } from '../../shared/types'
import { navigateTo } from './navigation'
import { clearSession, getAuthToken } from './session-store'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiRequestOptions {
  /**
   * What a 401 does. 'redirect' (default, spec §8): clear the session, go to '/', throw AuthRequiredError.
   * 'returnNull': resolve null instead (spec: "a query can be configured to return nothing on 401").
   * 'throw': leave the session alone and throw ApiError (login and verify judge the answer themselves).
   */
  on401?: 'redirect' | 'returnNull' | 'throw'
  /** Sends this token instead of the stored one (logout runs after the local session is gone). */
  token?: string | null
  signal?: AbortSignal
}

/** The server answered with a failure status other than an authentication failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`)
  }
}

/** A 401/403 ended the session; the user has been sent to the login screen. */
export class AuthRequiredError extends Error {
  override readonly name = 'AuthRequiredError'
  constructor() {
    super('Authentication required')
  }
}

/** The request never got an answer (offline, DNS, server down). The session is kept. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  constructor(cause: unknown) {
    super('Network request failed', { cause })
  }
}

export function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: ApiRequestOptions & { on401: 'returnNull' },
): Promise<T | null>
export function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T | null> {
  const response = await send(method, path, body, options)
  if (response.status === 401 || response.status === 403) {
    const mode = options.on401 ?? 'redirect'
    if (mode === 'returnNull' && response.status === 401) return null
    if (mode === 'throw') throw await toApiError(response)
    clearSession()
    navigateTo('/')
    throw new AuthRequiredError()
  }
  if (!response.ok) throw await toApiError(response)
  return readBody<T>(response)
}

async function send(method: HttpMethod, path: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = options.token === undefined ? getAuthToken() : options.token
  if (token) headers.Authorization = `Bearer ${token}`
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  try {
    return await fetch(path, { method, headers, body: payload, credentials: 'include', signal: options.signal })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError(error)
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  return new ApiError(response.status, text, parseErrorBody(text), response.statusText)
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && ('message' in value || 'error' in value)) return value as ApiErrorBody
  } catch {
    // not JSON: the raw text stays on ApiError.bodyText
  }
  return null
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text()
  if (!text) return undefined as T
  const type = response.headers.get('Content-Type') ?? ''
  return (type.includes('json') ? JSON.parse(text) : text) as T
}

/** A route of the shared contract (shared/api-answers.ts): the answer's type comes from there. */
export interface RouteCall<R extends ApiRoute> {
  params?: RouteParams<R>
  query?: RouteQuery
  body?: unknown
}

export function callApi<R extends ApiRoute>(
  route: R,
  call: RouteCall<R> = {},
  options?: ApiRequestOptions,
): Promise<ApiAnswers[R]> {
  const method = route.slice(0, route.indexOf(' ')) as HttpMethod
  return apiRequest<ApiAnswers[R]>(method, routePath(route, call.params, call.query), call.body, options)
}
