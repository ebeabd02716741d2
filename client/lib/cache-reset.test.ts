import { describe, expect, it, vi } from 'vitest'
import { clearCacheAndReload, clearCaches } from './cache-reset'

function fakeCaches(names: string[]) {
  const store = new Set(names)
  return {
    store,
    api: {
      keys: vi.fn(async () => [...store]),
      delete: vi.fn(async (name: string) => store.delete(name)),
    },
  }
}

describe('cache reset', () => {
  it('deletes only the caches that match', async () => {
    const { store, api } = fakeCaches(['lineside-api', 'workbox-precache-v2', 'other'])
    vi.stubGlobal('caches', api)
    await clearCaches((name) => name.includes('lineside'))
    expect([...store]).toEqual(['workbox-precache-v2', 'other'])
  })

  it('clears every cache, unregisters the service worker and reloads after 1 second', async () => {
    vi.useFakeTimers()
    const { store, api } = fakeCaches(['a', 'b'])
    vi.stubGlobal('caches', api)
    const unregister = vi.fn(async () => true)
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [{ unregister }] },
    })
    const reload = vi.fn()

    await clearCacheAndReload(reload)
    expect(store.size).toBe(0)
    expect(unregister).toHaveBeenCalledOnce()
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(999)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledOnce()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })
})
