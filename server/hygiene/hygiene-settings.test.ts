// PUT /api/hygiene/lines/:id/settings: a field the request leaves out keeps its saved value (the review's bug:
// sending only the switch reset a line's own checklist to the default).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const LINE = 22
const CUSTOM = [
  { key: 'belt_washed', label: 'Belt washed' },
  { key: 'guards_back', label: 'Guards back on' },
]

async function settingsOf(lineId: number) {
  const all = (await s.as('admin', 'GET', '/api/hygiene/settings')).body as { lineId: number }[]
  return all.find((r) => r.lineId === lineId)
}

const put = (body: unknown) => s.as('admin', 'PUT', `/api/hygiene/lines/${LINE}/settings`, body)

describe('saving a line’s hygiene settings', () => {
  it('the switch alone leaves the line’s own checklist as it is', async () => {
    expect((await put({ holdEnabled: true, checklist: CUSTOM })).status).toBe(200)
    expect(await settingsOf(LINE)).toEqual({ lineId: LINE, holdEnabled: true, checklist: CUSTOM })
    expect((await put({ holdEnabled: false })).status).toBe(200)
    expect(await settingsOf(LINE)).toEqual({ lineId: LINE, holdEnabled: false, checklist: CUSTOM })
    expect((await s.as('admin', 'GET', `/api/production-lines/${LINE}`)).body.clearanceRequired).toBe(false)
  })

  it('the checklist alone leaves the switch as it is; null goes back to the default', async () => {
    const shorter = CUSTOM.slice(0, 1)
    expect((await put({ checklist: shorter })).status).toBe(200)
    expect(await settingsOf(LINE)).toEqual({ lineId: LINE, holdEnabled: false, checklist: shorter })
    expect((await put({ checklist: null })).status).toBe(200)
    expect(await settingsOf(LINE)).toEqual({ lineId: LINE, holdEnabled: false, checklist: null })
  })

  it('a line without saved settings starts from holds on and the default checklist', async () => {
    const fresh = 23
    expect(await settingsOf(fresh)).toBeUndefined()
    const res = await s.as('admin', 'PUT', `/api/hygiene/lines/${fresh}/settings`, { checklist: CUSTOM })
    expect(res.status).toBe(200)
    expect(await settingsOf(fresh)).toEqual({ lineId: fresh, holdEnabled: true, checklist: CUSTOM })
  })

  it('a wrong field is still refused, naming it', async () => {
    const res = await put({ holdEnabled: 'yes' })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('holdEnabled')
    expect(await settingsOf(LINE)).toMatchObject({ holdEnabled: false })
  })
})
