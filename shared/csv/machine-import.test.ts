import { describe, expect, it } from 'vitest'
import { isCsvFile, parseDayMonthYear, parseMachineCsv, parseYesNo } from './machine-import'

const HEADER = 'Code,Description,Is Active,Serial No,Last Changed On,Location,Manufacturer'

function parseOk(text: string) {
  const result = parseMachineCsv(text)
  if (!result.ok) throw new Error(`expected ok, got ${result.message}`)
  return result
}

describe('parseMachineCsv', () => {
  it('reads every column, with the ISO date and the description as name', () => {
    const { rows, errors } = parseOk(`${HEADER}\nCR-01,Crusher infeed,Yes,SN-1,03/02/2024,Line 1,Weiler\n`)
    expect(errors).toEqual([])
    expect(rows).toEqual([
      {
        row: 2,
        code: 'CR-01',
        name: 'Crusher infeed',
        description: 'Crusher infeed',
        type: 'other',
        isActive: true,
        serialNumber: 'SN-1',
        lastChangedOn: '2024-02-03',
        location: 'Line 1',
        manufacturer: 'Weiler',
      },
    ])
  })

  it('needs only Code and Description; optional cells default', () => {
    const { rows } = parseOk('description,CODE,Type\r\nBelt,CV-9,Conveyor\r\n')
    expect(rows[0]).toMatchObject({
      code: 'CV-9',
      type: 'conveyor',
      isActive: true,
      serialNumber: null,
      lastChangedOn: null,
    })
  })

  it('skips blank lines but keeps file row numbers in messages', () => {
    const { rows, errors } = parseOk(`${HEADER}\n\nA,One,,,,,\n,,,,,,\nB,Two,maybe,,,,\n`)
    expect(rows.map((r) => r.code)).toEqual(['A'])
    expect(errors.map((e) => e.message)).toEqual(['Row 5: Is Active must be true, false, yes, no, 1 or 0'])
  })

  it('gives one message per bad row naming each bad field', () => {
    const { errors } = parseOk(`${HEADER}\n,Nameless,,,,,\nX,Bad date,,,31/02/2024,,\nY,,nope,,2024-01-01,,\n`)
    expect(errors.map((e) => e.message)).toEqual([
      'Row 2: Code is required',
      'Row 3: Last Changed On must be DD/MM/YYYY',
      'Row 4: Description is required; Is Active must be true, false, yes, no, 1 or 0; Last Changed On must be DD/MM/YYYY',
    ])
    expect(errors[1]!.problems).toEqual([{ field: 'lastChangedOn', column: 'Last Changed On', problem: 'date' }])
  })

  it('accepts semicolon files from Polish and Lithuanian Excel, and a BOM', () => {
    const { rows } = parseOk('\uFEFFCode;Description;Is Active\nM-1;Mixer;NO\n')
    expect(rows[0]).toMatchObject({ code: 'M-1', name: 'Mixer', isActive: false })
  })

  it('caps the name at 120 characters and refuses over-long cells', () => {
    const long = 'x'.repeat(200)
    const { rows, errors } = parseOk(`Code,Description\nA,${long}\n${'c'.repeat(61)},Fine\n`)
    expect(rows[0]!.name).toHaveLength(120)
    expect(rows[0]!.description).toHaveLength(200)
    expect(errors[0]!.message).toBe('Row 3: Code must be at most 60 characters')
  })

  it('refuses empty, header-only, column-less and unparsable files', () => {
    expect(parseMachineCsv('  \n \n')).toMatchObject({
      ok: false,
      reason: 'empty',
      message: 'The selected CSV file is empty',
    })
    expect(parseMachineCsv(`${HEADER}\n\n`)).toMatchObject({
      ok: false,
      reason: 'no_data',
      message: 'CSV file must contain at least a header row and one data row',
    })
    expect(parseMachineCsv('Name,Serial No\nA,B\n')).toMatchObject({
      ok: false,
      reason: 'missing_columns',
      missing: ['Code', 'Description'],
      message: 'CSV file is missing required columns: Code, Description',
    })
    expect(parseMachineCsv('Code,Description\n"A,unterminated\n')).toMatchObject({ ok: false, reason: 'unparsable' })
  })
})

describe('cell rules', () => {
  it('reads DD/MM/YYYY as a real date only', () => {
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29')
    expect(parseDayMonthYear('1/2/2024')).toBe('2024-02-01')
    for (const bad of ['29/02/2023', '13/13/2024', '2024-01-01', '01/02/24', '00/01/2024', 'soon'])
      expect(parseDayMonthYear(bad), bad).toBeNull()
  })

  it('reads true/false/yes/no/1/0 in any case', () => {
    expect(['TRUE', 'Yes', '1', ' yes '].map(parseYesNo)).toEqual([true, true, true, true])
    expect(['false', 'NO', '0'].map(parseYesNo)).toEqual([false, false, false])
    expect(parseYesNo('y')).toBeNull()
  })

  it('knows a CSV by name or mime type', () => {
    expect(isCsvFile('machines.CSV', '')).toBe(true)
    expect(isCsvFile('export', 'text/csv')).toBe(true)
    expect(isCsvFile('export', 'text/csv; charset=utf-8')).toBe(true)
    expect(isCsvFile('photo.png', 'image/png')).toBe(false)
    expect(isCsvFile('sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false)
  })
})
