import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MAX_ROWS } from '../../shared/constants'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const HEADER = 'Code,Description,Is Active,Serial No,Last Changed On,Location,Manufacturer'

async function upload(csv: string, opts: { lineId?: string | null; name?: string; type?: string; user?: string } = {}) {
  const form = new FormData()
  form.append('file', new Blob([csv], { type: opts.type ?? 'text/csv' }), opts.name ?? 'machines.csv')
  if (opts.lineId !== null) form.append('lineId', opts.lineId ?? '5')
  return s.request('POST', '/api/machines/import', { token: await s.login(opts.user ?? 'engineer'), body: form })
}

const byCode = (code: string) => s.db.selectFrom('machines').selectAll().where('code', '=', code).executeTakeFirst()

describe('POST /api/machines/import', () => {
  it('imports a good file into the chosen line, with one audit row and a change per machine', async () => {
    const before = await s.db
      .selectFrom('change_log')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirstOrThrow()
    const csv = `${HEADER}\nIMP-1,Bone saw,yes,SN-100,03/02/2024,Prep room,Bizerba\nIMP-2,Vacuum tumbler,FALSE,,,,\r\nIMP-3,Tray denester,1,,,,\n`
    const res = await upload(csv, { lineId: '5' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: 3, failed: 0, duplicates: 0, errors: [] })
    expect(await byCode('IMP-1')).toMatchObject({
      line_id: 5,
      name: 'Bone saw',
      description: 'Bone saw',
      type: 'other',
      is_active: 1,
      serial_number: 'SN-100',
      last_changed_on: '2024-02-03',
      location: 'Prep room',
      manufacturer: 'Bizerba',
      status: 'operational',
    })
    expect((await byCode('IMP-2'))!.is_active).toBe(0)
    const audits = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'machine.import').execute()
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      resource_type: 'production_line',
      resource_id: '5',
      user_id: await s.userId('engineer'),
    })
    expect(JSON.parse(audits[0]!.details!)).toMatchObject({
      fileName: 'machines.csv',
      success: 3,
      failed: 0,
      duplicates: 0,
    })
    const changes = await s.db.selectFrom('change_log').selectAll().where('seq', '>', Number(before.seq)).execute()
    expect(changes.filter((c) => c.entity === 'machines')).toHaveLength(3)
  })

  it('takes the type from an optional Type column', async () => {
    const res = await upload('Code,Description,Type\nIMP-T1,Main belt,Conveyor\n')
    expect(res.body.success).toBe(1)
    expect((await byCode('IMP-T1'))!.type).toBe('conveyor')
  })

  it('imports the good rows of a partly bad file and names each bad row and field', async () => {
    const csv = `${HEADER}\nIMP-P1,Good one,,,,,\nIMP-P2,Bad date,,,2024-03-01,,\nIMP-P3,Bad flag,perhaps,,,,\n,No code,,,,,\nIMP-P4,Good two,no,,29/02/2024,,\n`
    const res = await upload(csv)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: 2,
      failed: 3,
      duplicates: 0,
      errors: [
        'Row 3: Last Changed On must be DD/MM/YYYY',
        'Row 4: Is Active must be true, false, yes, no, 1 or 0',
        'Row 5: Code is required',
      ],
    })
    expect(await byCode('IMP-P2')).toBeUndefined()
    expect((await byCode('IMP-P4'))!.last_changed_on).toBe('2024-02-29')
  })

  it('rejects an impossible date and a bad boolean', async () => {
    const date = await upload(`${HEADER}\nIMP-D1,Thirty-first of Feb,,,31/02/2024,,\n`)
    expect(date.body).toMatchObject({ success: 0, failed: 1, errors: ['Row 2: Last Changed On must be DD/MM/YYYY'] })
    const flag = await upload(`${HEADER}\nIMP-B1,Flag,Y,,,,\n`)
    expect(flag.body).toMatchObject({
      success: 0,
      failed: 1,
      errors: ['Row 2: Is Active must be true, false, yes, no, 1 or 0'],
    })
  })

  it('skips codes already in the database or repeated in the file', async () => {
    const csv = `Code,Description\nL01-M1,Seeded already\nIMP-R1,First copy\nIMP-R1,Second copy\nIMP-R2,Fresh\n`
    const res = await upload(csv)
    expect(res.body).toEqual({ success: 2, failed: 0, duplicates: 2, errors: [] })
    expect((await byCode('IMP-R1'))!.name).toBe('First copy')
    expect((await byCode('L01-M1'))!.line_id).toBe(1)
    expect((await upload(csv)).body).toEqual({ success: 0, failed: 0, duplicates: 4, errors: [] })
  })

  it('refuses files that are not CSVs, empty, header-only or missing required columns', async () => {
    const notCsv = await upload('Code,Description\nA,B\n', { name: 'photo.png', type: 'image/png' })
    expect(notCsv.status).toBe(400)
    expect(notCsv.body).toMatchObject({
      message: 'Please select a CSV file',
      fields: { file: 'Please select a CSV file' },
    })
    const empty = await upload('  \n\n')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('The selected CSV file is empty')
    const headerOnly = await upload(`${HEADER}\n\n`)
    expect(headerOnly.status).toBe(400)
    expect(headerOnly.body.message).toBe('CSV file must contain at least a header row and one data row')
    const columns = await upload('Name,Serial No\nA,B\n')
    expect(columns.status).toBe(400)
    expect(columns.body.message).toBe('CSV file is missing required columns: Code, Description')
  })

  it('accepts a .csv name whatever the browser says the type is', async () => {
    const res = await upload('Code,Description\nIMP-X1,Excel export\n', {
      name: 'EXPORT.CSV',
      type: 'application/vnd.ms-excel',
    })
    expect(res.body.success).toBe(1)
  })

  it('asks for a CSV when no file is sent at all', async () => {
    const form = new FormData()
    form.append('lineId', '5')
    const res = await s.request('POST', '/api/machines/import', { token: await s.login('engineer'), body: form })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('file')
    const json = await s.as('engineer', 'POST', '/api/machines/import', { file: 'Code,Description' })
    expect(json.status).toBe(400)
  })

  it('needs a known lineId and names it', async () => {
    const missing = await upload('Code,Description\nIMP-L1,A\n', { lineId: null })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toHaveProperty('lineId')
    expect(missing.body.message).toContain('lineId')
    const unknown = await upload('Code,Description\nIMP-L1,A\n', { lineId: '99' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields.lineId).toBe('Production line 99 not found')
    expect(await byCode('IMP-L1')).toBeUndefined()
  })

  it('keeps exact counts but caps the list of row messages', async () => {
    const bad = Array.from({ length: 150 }, (_, i) => `IMP-C${i},Capped,,,not a date,,`).join('\n')
    const res = await upload(`${HEADER}\n${bad}\n`)
    expect(res.body).toMatchObject({ success: 0, failed: 150, duplicates: 0 })
    expect(res.body.errors).toHaveLength(101)
    expect(res.body.errors.at(-1)).toBe('…and 50 more rows with errors')
  })

  it('refuses more than IMPORT_MAX_ROWS data rows with a 400 naming the file, and imports none of them', async () => {
    const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i},Row ${i}`).join('\n')
    const over = await upload(`Code,Description\n${rows(IMPORT_MAX_ROWS + 1, 'IMP-OVER-')}\n\n`)
    expect(over.status).toBe(400)
    const message = `This file has ${IMPORT_MAX_ROWS + 1} rows; at most ${IMPORT_MAX_ROWS} rows can be imported at once. Split it into smaller files.`
    expect(over.body).toMatchObject({ message, fields: { file: message } })
    expect(await byCode('IMP-OVER-0')).toBeUndefined()
    const atLimit = await upload(`Code,Description\n${rows(IMPORT_MAX_ROWS, 'IMP-MAX-')}\n`)
    expect(atLimit.status).toBe(200)
    expect(atLimit.body.success).toBe(IMPORT_MAX_ROWS)
  })

  it('refuses a body over the 5 MB limit', async () => {
    const res = await upload(`Code,Description\n${'A,B\n'.repeat(1_400_000)}`)
    expect(res.status).toBe(413)
  })
})
