import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('readEnv', () => {
  it('seeds the demo factory by default (npm start), but not in production unless SEED=demo says so', () => {
    expect(readEnv({}).seed).toBe('demo')
    expect(readEnv({ NODE_ENV: 'production' }).seed).toBe('none')
    expect(readEnv({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo')
    expect(readEnv({ SEED: 'none' }).seed).toBe('none')
    expect(() => readEnv({ SEED: 'lots' })).toThrow(/SEED/)
  })

  it('reads TRUST_PROXY as a flag, off by default', () => {
    expect(readEnv({}).trustProxy).toBe(false)
    expect(readEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(readEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(() => readEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/)
  })

  it('reads PUBLIC_URL as an origin, refusing what is not an http(s) address', () => {
    expect(readEnv({}).publicUrl).toBeNull()
    expect(readEnv({ PUBLIC_URL: 'https://lineside.plant.example/' }).publicUrl).toBe('https://lineside.plant.example')
    expect(() => readEnv({ PUBLIC_URL: 'lineside.plant.example' })).toThrow(/PUBLIC_URL/)
    expect(() => readEnv({ PUBLIC_URL: 'ftp://x.example' })).toThrow(/PUBLIC_URL/)
  })
})

describe('readEnv DATABASE_URL', () => {
  it('keeps SQLite when DATABASE_URL is unset or blank', () => {
    expect(readEnv({}).databaseUrl).toBeNull()
    expect(readEnv({ DATABASE_URL: '  ' }).databaseUrl).toBeNull()
  })

  it('takes a postgres:// or postgresql:// URL', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://app@db:5432/lineside' }).databaseUrl).toBe(
      'postgres://app@db:5432/lineside',
    )
    expect(readEnv({ DATABASE_URL: 'postgresql://db/lineside' }).databaseUrl).toBe('postgresql://db/lineside')
  })

  it('refuses any other scheme with a message naming the variable', () => {
    expect(() => readEnv({ DATABASE_URL: 'mysql://db/lineside' })).toThrow(/DATABASE_URL/)
  })
})

describe('readEnv INSTANCE_ID', () => {
  it('is unset by default (an id is then kept in DATA_DIR) and refuses what cannot name an instance', () => {
    expect(readEnv({}).instanceId).toBeNull()
    expect(readEnv({ INSTANCE_ID: ' web-2 ' }).instanceId).toBe('web-2')
    expect(() => readEnv({ INSTANCE_ID: 'two words' })).toThrow(/INSTANCE_ID/)
  })
})
