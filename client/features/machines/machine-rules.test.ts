import { describe, expect, it } from 'vitest'
import { parseMachineCsv } from '../../../shared/csv/machine-import'
import { checkCsvText } from './csv-file-check'
import { importOutcomeToasts, isImportResult } from './import-outcome'
import { IMPORT_TEMPLATE_CSV, IMPORT_TEMPLATE_HEADER } from './import-template'
import { EMPTY_MACHINE_FORM, isMachineFormComplete, machinePayload } from './machine-form'
import { countByStatus, statusLight } from './machine-status'
import { ACTIVE_TICKET_STATUSES, overviewCounts } from './overview-counts'

describe('status lights (spec §4)', () => {
  it.each([
    ['operational', 'operational', 'green.8', true],
    ['fault', 'faulty', 'red.8', false],
    ['error', 'faulty', 'red.8', false],
    ['maintenance', 'maintenance', 'yellow.5', false],
    ['offline', 'offline', 'gray.6', false],
    [null, 'offline', 'gray.6', false],
    [undefined, 'offline', 'gray.6', false],
    ['exploded', 'unknown', 'gray.3', false],
  ])('%s shows %s', (status, tone, color, check) => {
    expect(statusLight(status)).toEqual({ tone, color, check })
  })
})

describe('counts', () => {
  it('counts machines per status, a missing status as offline', () => {
    const machines = [
      { status: 'operational' },
      { status: 'operational' },
      { status: 'fault' },
      { status: null },
      { status: 'maintenance' },
      { status: 'weird' },
    ]
    expect(countByStatus(machines)).toEqual({ operational: 2, maintenance: 1, fault: 1, offline: 1 })
  })

  it('gives the overview figures', () => {
    const lines = [{ status: 'running' }, { status: 'running' }, { status: 'stopped' }, { status: 'maintenance' }]
    expect(overviewCounts(lines, 7)).toEqual({ totalLines: 4, runningLines: 2, issues: 7, maintenanceLines: 1 })
  })

  it('counts as active every ticket status but resolved and closed', () => {
    expect(ACTIVE_TICKET_STATUSES).toEqual(['open', 'assigned', 'in_progress', 'review'])
  })
})

describe('import template', () => {
  it('has the spec columns and three sample rows the import accepts', () => {
    expect(IMPORT_TEMPLATE_HEADER).toBe('Code,Description,Is Active,Serial No,Last Changed On,Location,Manufacturer')
    const parsed = parseMachineCsv(IMPORT_TEMPLATE_CSV)
    expect(parsed.ok && parsed.rows.length).toBe(3)
    expect(parsed.ok && parsed.errors).toEqual([])
  })
})

describe('client-side CSV checks (spec §5)', () => {
  it.each([
    ['', 'empty'],
    ['  \n \t\n', 'empty'],
    ['Code,Description\n\n  \n', 'noData'],
    ['Code,Description\nA,"unclosed\n', 'parse'],
  ])('%j is refused as %s', (text, error) => {
    expect(checkCsvText(text)).toEqual({ ok: false, error })
  })

  it('previews the header and the first three data rows', () => {
    const check = checkCsvText('\uFEFFCode,Description\nA,One\n\nB,Two\nC,Three\nD,Four\n')
    expect(check).toEqual({
      ok: true,
      preview: {
        headers: ['Code', 'Description'],
        rows: [
          ['A', 'One'],
          ['B', 'Two'],
          ['C', 'Three'],
        ],
      },
    })
  })

  it('reads a semicolon file as Polish Excel writes it', () => {
    const check = checkCsvText('Code;Description\nA;One\n')
    expect(check.ok && check.preview.rows).toEqual([['A', 'One']])
  })
})

describe('import outcome toasts (spec §8)', () => {
  const titles = (r: { success: number; failed: number; duplicates: number }) =>
    importOutcomeToasts({ ...r, errors: [] }).map((x) => [x.kind, x.title.split('.').pop(), x.values])
  it('all good', () =>
    expect(titles({ success: 3, failed: 0, duplicates: 0 })).toEqual([['success', 'successTitle', { success: 3 }]]))
  it('some good, some failed, with duplicates', () =>
    expect(titles({ success: 2, failed: 1, duplicates: 1 })).toEqual([
      ['error', 'partialTitle', { success: 2, failed: 1 }],
      ['success', 'duplicatesTitle', { duplicates: 1 }],
    ]))
  it('none good', () =>
    expect(titles({ success: 0, failed: 4, duplicates: 0 })).toEqual([['error', 'failedTitle', { failed: 4 }]]))
  it('only duplicates', () =>
    expect(titles({ success: 0, failed: 0, duplicates: 2 })).toEqual([
      ['success', 'duplicatesTitle', { duplicates: 2 }],
    ]))
  it('trusts only a body with the three counts and the list', () => {
    expect(isImportResult({ success: 1, failed: 0, duplicates: 0, errors: [] })).toBe(true)
    expect(isImportResult({ success: '1', failed: 0, duplicates: 0, errors: [] })).toBe(false)
    expect(isImportResult(null)).toBe(false)
  })
})

describe('machine form values', () => {
  it('starts empty with status operational', () => {
    expect(EMPTY_MACHINE_FORM).toEqual({ type: '', name: '', model: '', serialNumber: '', status: 'operational' })
  })
  it('needs a name and a type', () => {
    expect(isMachineFormComplete({ ...EMPTY_MACHINE_FORM, name: 'Belt' })).toBe(false)
    expect(isMachineFormComplete({ ...EMPTY_MACHINE_FORM, name: '   ', type: 'conveyor' })).toBe(false)
    expect(isMachineFormComplete({ ...EMPTY_MACHINE_FORM, name: 'Belt', type: 'conveyor' })).toBe(true)
  })
  it('trims and sends blank optional fields as null', () => {
    expect(
      machinePayload({ type: 'conveyor', name: ' Belt 2 ', model: ' ', serialNumber: 'SN 9', status: 'fault' }),
    ).toEqual({
      name: 'Belt 2',
      type: 'conveyor',
      model: null,
      serialNumber: 'SN 9',
      status: 'fault',
    })
  })
})
