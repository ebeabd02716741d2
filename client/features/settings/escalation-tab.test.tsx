// The Escalation tab of /settings against the real server in-process: an admin edits the critical ladder and marks
// a supervisor; both reach the database.
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

describe('Escalation settings', () => {
  it('an admin changes the first critical step and marks a supervisor', async () => {
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'demo1234' } })
    writeSession(res.body.token, res.body.user)
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => s.app.request(input, init))
    renderApp('/settings')
    await userEvent.click(await screen.findByRole('tab', { name: 'Escalation' }))
    const critical = await screen.findByRole('region', { name: 'Critical tickets' })
    expect(within(critical).getByText('Step 3')).toBeTruthy()
    const [minutes] = within(critical).getAllByLabelText('Minutes after raising')
    await userEvent.clear(minutes!)
    await userEvent.type(minutes!, '15')
    await userEvent.click(screen.getByRole('button', { name: 'Save the ladder' }))
    expect(await screen.findByText('Escalation ladder saved')).toBeTruthy()
    const step = await s.db
      .selectFrom('escalation_steps')
      .selectAll()
      .where('priority', '=', 'critical')
      .where('step', '=', 1)
      .executeTakeFirstOrThrow()
    expect(step.after_minutes).toBe(15)

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ethan Walsh is a supervisor' }))
    const engineer = await s.userId('engineer')
    await waitFor(async () => {
      const row = await s.db
        .selectFrom('escalation_people')
        .selectAll()
        .where('user_id', '=', engineer)
        .executeTakeFirst()
      expect(row?.supervisor).toBe(1)
    })
  })
})
