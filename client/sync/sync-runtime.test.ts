// An app update never reloads the page while changes wait to be sent or a form is open.
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { canApplyUpdate } from '../lib/update-guard'
import { LinesideDb, db, useDatabase } from '../data/db'
import { useFormOpen } from '../lib/open-forms'
import { startSync, syncEngine } from './sync-runtime'

beforeEach(() => {
  useDatabase(new LinesideDb(`t-${crypto.randomUUID()}`))
})
afterEach(() => {
  syncEngine.stop()
  db.close()
})

it('holds the update while the outbox has entries or a form is open', async () => {
  startSync()
  expect(await canApplyUpdate()).toBe(true)

  await db.outbox.put({
    mutationId: 1,
    clientId: 'c',
    name: 'line.setStatus',
    args: {},
    createdAt: '',
    userId: 1,
    userName: 'x',
    authToken: 't',
  })
  expect(await canApplyUpdate()).toBe(false)
  await db.outbox.clear()

  const form = renderHook(() => useFormOpen(true))
  expect(await canApplyUpdate()).toBe(false)
  form.unmount()
  expect(await canApplyUpdate()).toBe(true)
})
