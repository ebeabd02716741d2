// Users in the admin panel: create, edit, reset, deactivate, delete, with the guards and session revocation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeEach(async () => {
  s = await createTestServer()
})
afterEach(() => s.close())

const roleId = async (name: string) =>
  (await s.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id

async function newEngineer(username = 'jkowalski') {
  const res = await s.as('admin', 'POST', '/api/admin/users', {
    username,
    email: `${username}@plant.example`,
    firstName: 'Jan',
    lastName: 'Kowalski',
    roleId: await roleId('engineer'),
    isActive: true,
    password: 'Spanner-2026',
  })
  expect(res.status).toBe(201)
  return res.body
}

const signIn = (username: string, password: string) =>
  s.request('POST', '/api/auth/login', { body: { username, password } })

describe('admin users', () => {
  it('creates a user who can sign in with the password; the hash is never returned', async () => {
    const user = await newEngineer()
    expect(user).toMatchObject({ username: 'jkowalski', role: 'engineer', isActive: true, firstName: 'Jan' })
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i)
    const list = await s.as('admin', 'GET', '/api/admin/users')
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt/)
    const login = await signIn('jkowalski', 'Spanner-2026')
    expect(login.status).toBe(200)
    expect(login.body.user.role.name).toBe('engineer')
    const audit = await s.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.create')
      .executeTakeFirstOrThrow()
    expect(audit.resource_id).toBe(String(user.id))
  })

  it('defaults to role id 1 and active, and refuses a duplicate username with 409', async () => {
    const res = await s.as('admin', 'POST', '/api/admin/users', {
      username: 'newbie',
      firstName: 'N',
      lastName: 'B',
      password: 'longenough',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ roleId: 1, isActive: true })
    const dup = await s.as('admin', 'POST', '/api/admin/users', {
      username: 'engineer',
      firstName: 'N',
      lastName: 'B',
      password: 'longenough',
    })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toContain('already taken')
    const short = await s.as('admin', 'POST', '/api/admin/users', {
      username: 'x2x',
      firstName: 'N',
      lastName: 'B',
      password: 'short',
    })
    expect(short.status).toBe(400)
    expect(short.body.fields.password).toBeTruthy()
  })

  it('an edit with an empty password keeps it; a reset changes it and ends the open sessions', async () => {
    const user = await newEngineer()
    const token = (await signIn('jkowalski', 'Spanner-2026')).body.token
    const edit = await s.as('admin', 'PATCH', `/api/admin/users/${user.id}`, {
      firstName: 'Janek',
      passwordHash: '',
      password: '',
    })
    expect(edit.status).toBe(200)
    expect(edit.body.firstName).toBe('Janek')
    expect((await s.request('POST', '/api/auth/verify', { token })).body.valid).toBe(true)
    expect((await s.as('admin', 'PATCH', `/api/admin/users/${user.id}`, { password: 'Wrench-2027' })).status).toBe(200)
    expect((await signIn('jkowalski', 'Spanner-2026')).status).toBe(401)
    expect((await signIn('jkowalski', 'Wrench-2027')).status).toBe(200)
    expect((await s.request('GET', '/api/tickets/active', { token })).status).toBe(401)
  })

  it('an edit that changes nothing is a 200 that changes nothing: no write, no audit entry, sessions kept', async () => {
    const user = await newEngineer()
    const token = (await signIn('jkowalski', 'Spanner-2026')).body.token
    const before = await s.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()
    const shown = (await s.as('admin', 'GET', '/api/admin/users')).body.find((u: { id: number }) => u.id === user.id)
    const sameRole = await roleId('engineer')
    for (const edit of [{}, { password: '' }, { passwordHash: '', password: null }, { roleId: sameRole }]) {
      const res = await s.as('admin', 'PATCH', `/api/admin/users/${user.id}`, edit)
      expect(res.status, JSON.stringify(edit)).toBe(200)
      expect(res.body).toEqual(shown)
    }
    // The first user of the demo seed too (the report: PATCH /api/admin/users/1 with {} answered 500).
    expect((await s.as('admin', 'PATCH', '/api/admin/users/1', {})).status).toBe(200)
    expect(await s.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual(
      before,
    )
    expect(await s.db.selectFrom('audit_log').select('id').where('action', '=', 'user.update').execute()).toEqual([])
    expect((await s.request('POST', '/api/auth/verify', { token })).body.valid).toBe(true)
  })

  it('a role change revokes the user’s sessions at once', async () => {
    const user = await newEngineer()
    const token = (await signIn('jkowalski', 'Spanner-2026')).body.token
    expect((await s.request('GET', '/api/tickets/active', { token })).status).toBe(200)
    const res = await s.as('admin', 'PATCH', `/api/admin/users/${user.id}`, { roleId: await roleId('operator') })
    expect(res.status).toBe(200)
    expect(res.body.role).toBe('operator')
    expect((await s.request('GET', '/api/tickets/active', { token })).status).toBe(401)
    const audit = await s.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'user.update')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.details!)).toMatchObject({ role: 'operator', previousRole: 'engineer', sessionsRevoked: 1 })
  })

  it('deactivating ends the sessions and blocks sign-in', async () => {
    const user = await newEngineer()
    const token = (await signIn('jkowalski', 'Spanner-2026')).body.token
    expect((await s.as('admin', 'PATCH', `/api/admin/users/${user.id}`, { isActive: false })).status).toBe(200)
    expect((await s.request('GET', '/api/tickets/active', { token })).status).toBe(401)
    expect((await signIn('jkowalski', 'Spanner-2026')).status).toBe(401)
  })

  it('nobody deletes or deactivates themselves', async () => {
    const me = await s.userId('admin')
    const del = await s.as('admin', 'DELETE', `/api/admin/users/${me}`)
    expect(del.status).toBe(409)
    expect(del.body.message).toBe('You cannot delete your own account')
    const off = await s.as('admin', 'PATCH', `/api/admin/users/${me}`, { isActive: false })
    expect(off.status).toBe(409)
    expect(off.body.message).toBe('You cannot deactivate your own account')
  })

  it('the last active administrator cannot step down', async () => {
    const superadmin = await s.userId('superadmin')
    const admin = await s.userId('admin')
    // While another admin is active, one may be deactivated; then the super admin is the last one.
    expect((await s.as('superadmin', 'PATCH', `/api/admin/users/${admin}`, { isActive: false })).status).toBe(200)
    const demote = await s.as('superadmin', 'PATCH', `/api/admin/users/${superadmin}`, {
      roleId: await roleId('engineer'),
    })
    expect(demote.status).toBe(409)
    expect(demote.body.message).toBe('This is the last active administrator; make another administrator first')
    expect((await s.as('superadmin', 'GET', '/api/admin/users')).status).toBe(200)
  })

  it('deletes a user: gone from the list, sessions ended, username stays reserved', async () => {
    const user = await newEngineer()
    const token = (await signIn('jkowalski', 'Spanner-2026')).body.token
    expect((await s.as('admin', 'DELETE', `/api/admin/users/${user.id}`)).status).toBe(200)
    const list = await s.as('admin', 'GET', '/api/admin/users')
    expect(list.body.map((u: { username: string }) => u.username)).not.toContain('jkowalski')
    expect((await s.request('GET', '/api/tickets/active', { token })).status).toBe(401)
    expect((await s.as('admin', 'PATCH', `/api/admin/users/${user.id}`, { firstName: 'X' })).status).toBe(404)
    expect((await s.as('admin', 'DELETE', `/api/admin/users/${user.id}`)).status).toBe(404)
  })

  it('only a super admin grants or changes the super admin role', async () => {
    const res = await s.as('admin', 'POST', '/api/admin/users', {
      username: 'sneaky',
      firstName: 'S',
      lastName: 'S',
      roleId: await roleId('super_admin'),
      password: 'longenough',
    })
    expect(res.status).toBe(403)
    expect(
      (await s.as('admin', 'PATCH', `/api/admin/users/${await s.userId('superadmin')}`, { isActive: false })).status,
    ).toBe(403)
  })
})
