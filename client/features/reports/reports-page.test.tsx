// Reports against the real server in-process: no figures stand under a range that cannot be reported.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../../../server/testing/test-server'
import { writeSession } from '../../lib/session-store'
import { renderApp } from '../../test-utils/render-app'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('Reports date range', () => {
  it('with the start after the end, the previous range’s figures are gone, not left unmarked (issue 31 §8)', async () => {
    const res = await s.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'demo1234' } })
    writeSession(res.body.token, res.body.user)
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => s.app.request(input, init))
    renderApp('/reports')
    expect(await screen.findByTestId('card-total', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Ticket Analysis' })).toBeTruthy()

    const start = screen.getByLabelText('Start Date') as HTMLInputElement
    const end = (screen.getByLabelText('End Date') as HTMLInputElement).value
    const [y, m, d] = end.split('-').map(Number)
    const dayAfter = new Date(y!, m! - 1, d! + 1)
    fireEvent.change(start, {
      target: {
        value: `${dayAfter.getFullYear()}-${String(dayAfter.getMonth() + 1).padStart(2, '0')}-${String(dayAfter.getDate()).padStart(2, '0')}`,
      },
    })

    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByTestId('card-total')).toBeNull())
    expect(screen.queryByTestId('card-rate')).toBeNull()
    expect(screen.queryByRole('tab', { name: 'Ticket Analysis' })).toBeNull()

    // A valid range again: figures for it come back.
    fireEvent.click(screen.getByRole('button', { name: '7d' }))
    expect(await screen.findByTestId('card-total', {}, { timeout: 10_000 })).toBeTruthy()
  }, 30_000)
})
