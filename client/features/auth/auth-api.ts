// The three auth calls (spec §7). Each call judges the server's answer itself instead of the generic 401 rule.
import type { User } from '../../../shared/types'
import type { ApiAnswer } from '../../../shared/api-answers'
import { ApiError, apiRequest, callApi, NetworkError } from '../../lib/api-client'

export type LoginResponse = ApiAnswer<'POST /api/auth/login'>

export type VerifyResult = { kind: 'valid'; user: User } | { kind: 'invalid' } | { kind: 'unreachable' }

export function requestLogin(username: string, password: string): Promise<LoginResponse> {
  return callApi('POST /api/auth/login', { body: { username, password } }, { on401: 'throw', token: null })
}

/**
 * Only a real answer ends a session: "valid: false", no user, 401 or 403.
 * Offline, timeouts and 5xx keep the cached session (the floor works through bad Wi-Fi).
 */
export async function requestVerify(token: string): Promise<VerifyResult> {
  try {
    const answer = await callApi('POST /api/auth/verify', {}, { on401: 'throw', token })
    return answer?.valid && answer.user ? { kind: 'valid', user: answer.user } : { kind: 'invalid' }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { kind: 'invalid' }
    if (error instanceof NetworkError || error instanceof ApiError) return { kind: 'unreachable' }
    throw error
  }
}

/** Ends the token on the server; any failure is ignored (spec §7), the local session is already gone. */
export async function requestLogout(token: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout', undefined, { on401: 'throw', token })
  } catch {
    // ignored by design
  }
}

/** The server's own error text for a failed login, if it sent one (spec §8); else null. */
export function loginErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null
  return error.body.message || error.body.error || null
}
