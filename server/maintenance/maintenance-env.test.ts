import { describe, expect, it } from 'vitest'
import { readEnv } from '../env'

describe('maintenance settings from the environment', () => {
  it('defaults to the built-in model only, 25 EUR a minute', () => {
    expect(readEnv({}).maintenance).toEqual({ costPerMinute: 25, currency: 'EUR', languageModel: null })
  })

  it('switches the language model on with an API key, with its endpoint, model and timeout', () => {
    const env = {
      OPENAI_API_KEY: ' k ',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_MODEL: 'local',
      OPENAI_TIMEOUT_MS: '500',
      MAINTENANCE_COST_PER_MINUTE: '12.5',
      MAINTENANCE_CURRENCY: 'pln',
    }
    expect(readEnv(env).maintenance).toEqual({
      costPerMinute: 12.5,
      currency: 'PLN',
      languageModel: { apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'local', timeoutMs: 500 },
    })
  })

  it('refuses settings it cannot use', () => {
    expect(() => readEnv({ MAINTENANCE_COST_PER_MINUTE: 'lots' })).toThrow(/MAINTENANCE_COST_PER_MINUTE/)
    expect(() => readEnv({ MAINTENANCE_CURRENCY: 'euro' })).toThrow(/MAINTENANCE_CURRENCY/)
    expect(() => readEnv({ OPENAI_TIMEOUT_MS: '0' })).toThrow(/OPENAI_TIMEOUT_MS/)
  })
})
