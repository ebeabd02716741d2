import { describe, expect, it } from 'vitest'
import { roleMatches } from './role-match'

describe('login role check', () => {
  it('accepts the account role, and Administrator for super admins', () => {
    expect(roleMatches('engineer', 'engineer')).toBe(true)
    expect(roleMatches('admin', 'super_admin')).toBe(true)
  })
  it('refuses any other role', () => {
    expect(roleMatches('operator', 'engineer')).toBe(false)
    expect(roleMatches('operator', 'demo_viewer')).toBe(false)
    expect(roleMatches('engineer', 'admin')).toBe(false)
  })
})
