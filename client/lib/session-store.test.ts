import { describe, expect, it, vi } from 'vitest'
import { makeUser } from '../test-utils/render-app'
import { onSessionChange, readSession, updateStoredUser, writeSession } from './session-store'

describe('updateStoredUser', () => {
  it('tells the screens when the user changed', () => {
    writeSession('token-1', makeUser('operator'))
    const listener = vi.fn()
    const stop = onSessionChange(listener)
    const promoted = makeUser('engineer')
    updateStoredUser(promoted)
    stop()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(readSession()?.user).toEqual(promoted)
    expect(readSession()?.token).toBe('token-1')
  })

  it('stays quiet when the server sends back the user as stored', () => {
    const user = makeUser('operator')
    writeSession('token-1', user)
    const listener = vi.fn()
    const stop = onSessionChange(listener)
    updateStoredUser({ ...user })
    stop()
    expect(listener).not.toHaveBeenCalled()
  })
})
