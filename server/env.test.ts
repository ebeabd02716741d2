import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('readEnv DATABASE_URL', () => {
  it('keeps SQLite when DATABASE_URL is unset or blank', () => {
    expect(readEnv({}).databaseUrl).toBeNull()
    expect(readEnv({ DATABASE_URL: '  ' }).databaseUrl).toBeNull()
  })

  it('takes a postgres:// or postgresql:// URL', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://app@db:5432/lineside' }).databaseUrl).toBe('postgres://app@db:5432/lineside')
    expect(readEnv({ DATABASE_URL: 'postgresql://db/lineside' }).databaseUrl).toBe('postgresql://db/lineside')
  })

  it('refuses any other scheme with a message naming the variable', () => {
    expect(() => readEnv({ DATABASE_URL: 'mysql://db/lineside' })).toThrow(/DATABASE_URL/)
  })
})
