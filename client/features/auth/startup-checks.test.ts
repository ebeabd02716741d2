import { describe, expect, it, vi } from 'vitest'
import { APP_VERSION } from '../../../shared/constants'
import { readSession } from '../../lib/session-store'
import { signInAs } from '../../test-utils/render-app'
import { APP_VERSION_KEY, runStartupChecks } from './startup-checks'

function stubCaches(names: string[]) {
  const store = new Set(names)
  vi.stubGlobal('caches', { keys: async () => [...store], delete: async (name: string) => store.delete(name) })
  return store
}

describe('startup checks', () => {
  it('removes legacy keys', async () => {
    localStorage.setItem(APP_VERSION_KEY, APP_VERSION)
    localStorage.setItem('authToken', 'old')
    localStorage.setItem('user', '{}')
    await runStartupChecks(vi.fn())
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('does nothing else when the stored version matches', async () => {
    localStorage.setItem(APP_VERSION_KEY, APP_VERSION)
    signInAs('operator')
    const reload = vi.fn()
    expect(await runStartupChecks(reload)).toBe('ready')
    expect(readSession()).not.toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('on a version change clears auth keys and product/API caches, saves the version and reloads', async () => {
    localStorage.setItem(APP_VERSION_KEY, '2.0.9')
    signInAs('operator')
    const store = stubCaches(['lineside-data', 'api-responses', 'workbox-precache-v2-x'])
    const reload = vi.fn()

    expect(await runStartupChecks(reload)).toBe('reloading')
    expect(readSession()).toBeNull()
    expect(localStorage.getItem('lineside.userType')).toBeNull()
    expect([...store]).toEqual(['workbox-precache-v2-x'])
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe(APP_VERSION)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('does not reload on the very first start', async () => {
    stubCaches([])
    const reload = vi.fn()
    expect(await runStartupChecks(reload)).toBe('ready')
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe(APP_VERSION)
    expect(reload).not.toHaveBeenCalled()
  })
})
