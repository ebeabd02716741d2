// The first report requested with the screen's code (primeReports, decision 274): the screen takes that request over
// instead of asking again, shows the same figures, and a role the server refuses reports to never sends it.
import { renderHook, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../../../server/testing/test-server'
import { formatNumber } from '../../lib/format-number'
import { clearSession, writeSession } from '../../lib/session-store'
import { preloadScreen } from '../../app/routes'
import { renderApp } from '../../test-utils/render-app'
import { defaultRange, rangeQuery } from './report-range'
import { fetchReports } from './reports-api'
import { forgetPrimedReports, primeReports, useReports } from './use-reports'

let s: TestServer
/** Paths of the report requests the browser sent, in order. */
let sent: string[] = []

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())
afterEach(() => {
  forgetPrimedReports()
  clearSession()
  vi.unstubAllGlobals()
})

async function signIn(username: string) {
  const res = await s.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
  sent = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input.startsWith('/api/reports/')) sent.push(input.slice(0, input.indexOf('?')))
    return s.app.request(input, init)
  })
}

describe('primeReports', () => {
  it("the route's loader sends the first report's requests before the screen renders; the screen takes them over", async () => {
    await signIn('admin')
    await preloadScreen('/reports', true)
    expect(sent).toEqual(['/api/reports/tickets', '/api/reports/line-failures', '/api/reports/uptime'])
    renderApp('/reports')
    const total = await screen.findByTestId('card-total', {}, { timeout: 10_000 })
    expect(sent).toHaveLength(3)
    // The same figures as a request of the screen's own for the same range.
    const expected = await fetchReports(rangeQuery(defaultRange(), null))
    expect(total.textContent).toContain(formatNumber(expected.tickets.summary.totalTickets))
  }, 30_000)

  it('an answer that arrived before the screen is drawn by its first render, and not asked for again', async () => {
    await signIn('admin')
    await primeReports()
    expect(sent).toHaveLength(3)
    const query = rangeQuery(defaultRange(), null)
    const renders: ReturnType<typeof useReports>[] = []
    const { result } = renderHook(() => {
      const answer = useReports(query)
      renders.push(answer)
      return answer
    })
    // The first render, before any effect ran, has the figures.
    expect(renders[0]!.bundle?.query).toBe(query)
    expect(renders[0]!.state).toBe('ready')
    await vi.waitFor(() => expect(result.current.state).toBe('ready'))
    expect(result.current.bundle).toBe(renders[0]!.bundle)
    expect(sent).toHaveLength(3)
    // Taken once: a later screen for the same range asks the server itself.
    const later: ReturnType<typeof useReports>[] = []
    const again = renderHook(() => {
      const answer = useReports(query)
      later.push(answer)
      return answer
    })
    expect(later[0]!.bundle).toBeNull()
    await vi.waitFor(() => expect(again.result.current.state).toBe('ready'))
    expect(sent).toHaveLength(6)
  })

  it('sends nothing for an operator (the server refuses reports, and a refusal would end the session)', async () => {
    await signIn('operator')
    primeReports()
    expect(sent).toEqual([])
  })

  it('sends nothing when signed out', () => {
    sent = []
    vi.stubGlobal('fetch', async (input: string) => {
      sent.push(input)
      return new Response('{}')
    })
    primeReports()
    expect(sent).toEqual([])
  })

  // The route's loader ran in the first test (loaded once per page): from here primeReports is called directly.
  it('a failed primed request is asked again by the screen, which then shows the figures', async () => {
    await signIn('admin')
    let refuse = true
    const pass = globalThis.fetch
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (refuse && input.startsWith('/api/reports/uptime')) {
        sent.push('refused')
        return new Response('{"error":"down"}', { status: 503 })
      }
      return pass(input, init)
    })
    primeReports()
    await vi.waitFor(() => expect(sent).toContain('refused'))
    refuse = false
    renderApp('/reports')
    expect(await screen.findByTestId('card-total', {}, { timeout: 10_000 })).toBeTruthy()
    // The primed three (one refused) and the screen's own three.
    expect(sent.filter((p) => p === '/api/reports/uptime')).toHaveLength(1)
    expect(sent.filter((p) => p === '/api/reports/tickets')).toHaveLength(2)
  }, 30_000)
})
