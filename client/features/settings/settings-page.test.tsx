// /settings against the real server in-process: non-admins see the access text; an admin edits and tests.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../../../server/testing/test-server'
import { writeSession } from '../../lib/session-store'
import { renderApp } from '../../test-utils/render-app'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function signIn(username: string) {
  const res = await s.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
  const calls: string[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${input}`)
    return s.app.request(input, init)
  })
  return calls
}

/** A department's webhook row as the server saved it. */
const savedWebhook = (department: string) =>
  s.db.selectFrom('webhook_configs').selectAll().where('department', '=', department).executeTakeFirstOrThrow()

describe('Teams integration settings', () => {
  it('an engineer sees Administrator Access Required and nothing is asked of the admin API', async () => {
    const calls = await signIn('engineer')
    renderApp('/settings')
    expect(await screen.findByText('Administrator Access Required')).toBeTruthy()
    expect(screen.getByText('You need administrator privileges to configure Teams integration settings.')).toBeTruthy()
    expect(calls.filter((c) => c.includes('/api/admin/'))).toEqual([])
  })

  it('an admin sees the five departments, enables one (saved at once) and cannot test without a URL', async () => {
    await signIn('admin')
    renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Engineering Team' })
    expect(screen.getAllByRole('region')).toHaveLength(5)
    expect(within(card).getByText('Machinery')).toBeTruthy()
    expect((within(card).getByRole('button', { name: 'Test Webhook' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(card).getByText('Last used: never')).toBeTruthy()

    await userEvent.click(within(card).getByRole('switch', { name: 'Send Engineering Team alerts' }))
    expect(await screen.findByText('Teams webhook configuration saved successfully')).toBeTruthy()
    const row = await savedWebhook('engineering')
    expect(row.enabled).toBe(1)

    await userEvent.click(screen.getByRole('tab', { name: 'Routing' }))
    const routing = await screen.findByRole('region', { name: 'Quality Assurance' })
    expect(within(routing).getByText('Quality, Compliance, Safety, Audit, Standards')).toBeTruthy()
    expect(
      within(routing).getByText('Ticket creation, Assignment, Status changes, Resolution, Escalations'),
    ).toBeTruthy()
  })

  it('a switch pressed while the URL is still saving keeps the URL: saves build on each other, in order', async () => {
    await signIn('admin')
    renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Health & Safety' })
    // A slow network: the reload after the URL's save comes back late, as on the CI machine under load.
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (String(input).endsWith('/api/admin/teams/config')) await new Promise((r) => setTimeout(r, 800))
      return s.app.request(input, init)
    })
    await userEvent.type(within(card).getByLabelText('Webhook URL'), 'https://hooks.example.com/safety{enter}')
    // No wait for the toast or the reload: CI's admin story clicked in that gap and the save sent the old, empty URL.
    await userEvent.click(within(card).getByRole('switch', { name: 'Send Health & Safety alerts' }))
    await waitFor(async () => {
      const row = await savedWebhook('safety')
      expect([row.enabled, row.webhook_url, row.status]).toEqual([1, 'https://hooks.example.com/safety', 'active'])
    })
    await waitFor(() => expect(within(card).getByText('Active')).toBeTruthy())
  })

  it('a refused URL shows the field error and the save-failed toast', async () => {
    await signIn('admin')
    renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'IT' })
    const input = within(card).getByLabelText('Webhook URL')
    await userEvent.type(input, 'http://10.0.0.1/hook{enter}')
    expect(await screen.findByText('Failed to save Teams webhook configuration')).toBeTruthy()
    await waitFor(() => expect(within(card).getByText(/private or local addresses are not allowed/)).toBeTruthy())
  })

  it("a failed test says why in the user's language, and the department shows Error, switched on too, until a test succeeds", async () => {
    await signIn('admin')
    renderApp('/settings')
    const card = await screen.findByRole('region', { name: 'Production Team' })
    // A name that never resolves (RFC 6761): the test post cannot reach it.
    await userEvent.type(within(card).getByLabelText('Webhook URL'), 'https://hooks.lineside.invalid/production{enter}')
    expect(await screen.findByText('Teams webhook configuration saved successfully')).toBeTruthy()
    await waitFor(() =>
      expect((within(card).getByRole('button', { name: 'Test Webhook' }) as HTMLButtonElement).disabled).toBe(false),
    )

    await userEvent.click(within(card).getByRole('button', { name: 'Test Webhook' }))
    expect(await screen.findByText('Teams webhook test failed')).toBeTruthy()
    const reason = 'The address could not be reached: no answer, or its name could not be found.'
    expect(await screen.findByText(reason)).toBeTruthy()
    await waitFor(() => expect(within(card).getByText(`Last test or delivery failed. ${reason}`)).toBeTruthy())
    expect(within(card).getByText('Error')).toBeTruthy()

    // Switched on, it still shows the failure (before: Active, as if the test had passed).
    await userEvent.click(within(card).getByRole('switch', { name: 'Send Production Team alerts' }))
    await waitFor(async () => {
      const row = await savedWebhook('production')
      expect(row.enabled).toBe(1)
    })
    await waitFor(() =>
      expect(
        (within(card).getByRole('switch', { name: 'Send Production Team alerts' }) as HTMLInputElement).checked,
      ).toBe(true),
    )
    expect(within(card).getByText('Error')).toBeTruthy()
    expect(within(card).queryByText('Active')).toBeNull()
    expect(within(card).getByText(`Last test or delivery failed. ${reason}`)).toBeTruthy()
  })
})
