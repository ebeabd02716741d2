// The user form says what is wrong with each field (issue 31 §7), checked with the server's own schema,
// against the real server in-process.
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../../../server/testing/test-server'
import { writeSession } from '../../lib/session-store'
import { renderApp } from '../../test-utils/render-app'

let s: TestServer
let posts = 0
beforeAll(async () => {
  s = await createTestServer({ config: { secret: 'a-long-enough-test-secret-0123456789abcdef' } })
})
afterAll(() => s.close())

async function openAddUser() {
  const res = await s.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
  posts = 0
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (init?.method === 'POST' && input.startsWith('/api/admin/users')) posts += 1
    return s.app.request(input, init)
  })
  renderApp('/admin?tab=users')
  await userEvent.click(await screen.findByRole('button', { name: 'Add User' }, { timeout: 10_000 }))
  return screen.findByRole('dialog', { name: 'Add User' })
}

// Typing hundreds of characters key by key is slow; a change event sets the field as a paste would.
const set = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })

describe('Add User form', () => {
  it('reports a 300-character first name as too long with the limit, and a short username as too short', async () => {
    const dialog = await openAddUser()
    set(within(dialog).getByLabelText(/First name/), 'A'.repeat(300))
    set(within(dialog).getByLabelText(/Last name/), 'Kowalski')
    set(within(dialog).getByLabelText(/Username/), 'jk')
    set(within(dialog).getByLabelText(/^Password/), 'Spanner-2026')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Too long: at most 100 characters.')).toBeTruthy()
    expect(within(dialog).getByText('Too short: at least 3 characters.')).toBeTruthy()
    expect(within(dialog).queryByText('Required')).toBeNull()
    expect(posts).toBe(0)
  }, 30_000)

  it('creates a user whose username has Polish and Lithuanian letters; a space is refused saying what is allowed', async () => {
    const dialog = await openAddUser()
    set(within(dialog).getByLabelText(/First name/), 'Łukasz')
    set(within(dialog).getByLabelText(/Last name/), 'Žemaitis')
    set(within(dialog).getByLabelText(/Username/), 'łukasz žemaitis')
    set(within(dialog).getByLabelText(/^Password/), 'Spanner-2026')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('Only letters (any language, e.g. ł, ž), digits, dots, dashes and underscores'),
    ).toBeTruthy()
    set(within(dialog).getByLabelText(/Username/), 'łukasz.žemaitis')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'łukasz.žemaitis' }, { timeout: 10_000 })).toBeTruthy()
    expect(
      await s.db.selectFrom('users').select('first_name').where('username', '=', 'łukasz.žemaitis').executeTakeFirst(),
    ).toEqual({ first_name: 'Łukasz' })
  }, 30_000)
})
