import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

function form(text: string, name: string) {
  const f = new FormData()
  f.append('file', new File([text], name, { type: 'text/csv' }))
  return f
}

async function upload(text: string, name = 'plans.csv') {
  return s.request('POST', '/api/pm/plans/import', { token: await s.login('engineer'), body: form(text, name) })
}

describe('plan import and export', () => {
  it('exports plans as CSV (and XLSX) and the CSV imports back as new plans', async () => {
    await s.as('engineer', 'POST', '/api/pm/plans', {
      title: 'Exported plan',
      lineId: 14,
      triggers: [{ kind: 'calendar', every: 3, unit: 'month', mode: 'floating' }],
      steps: [{ kind: 'reading', text: 'Oil level', unit: 'mm', min: 10, max: 30 }],
    })
    const csv = await s.as('engineer', 'GET', '/api/pm/plans/export/csv')
    expect(csv.status).toBe(200)
    const text = String(csv.body).replace(/^\uFEFF/, '')
    expect(text.split('\r\n')[0]).toBe(
      'title,line_id,machine_id,skill,estimated_minutes,lead_days,starts_on,status,triggers,steps,procedure',
    )
    const xlsx = await s.as('engineer', 'GET', '/api/pm/plans/export/xlsx')
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')

    const res = await upload(text.replace('Exported plan', 'Imported plan'))
    expect(res.status).toBe(201)
    expect(res.body.created).toBe(1)
    const plans = (await s.as('engineer', 'GET', '/api/pm/plans')).body as {
      title: string
      triggers: unknown[]
      steps: unknown[]
    }[]
    const imported = plans.find((p) => p.title === 'Imported plan')!
    expect(imported.triggers).toEqual([{ kind: 'calendar', every: 3, unit: 'month', mode: 'floating' }])
    expect(imported.steps).toEqual([{ kind: 'reading', text: 'Oil level', unit: 'mm', min: 10, max: 30 }])
  })

  it('refuses the whole file when a row is wrong, naming the row and the field; operators get 403', async () => {
    const before = (await s.as('engineer', 'GET', '/api/pm/plans')).body.length
    const bad = await upload(
      'title,line_id,triggers\r\nGood,13,"[{""kind"":""calendar"",""every"":1,""unit"":""week""}]"\r\nBad,13,"[{""kind"":""calendar"",""every"":0,""unit"":""week""}]"\r\n',
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty(['rows.2.triggers.0.every'])
    expect((await s.as('engineer', 'GET', '/api/pm/plans')).body.length).toBe(before)
    const op = await s.request('POST', '/api/pm/plans/import', {
      token: await s.login('operator'),
      body: form('title,triggers\r\n', 'plans.csv'),
    })
    expect(op.status).toBe(403)
  })
})
