import { describe, expect, it } from 'vitest'
import { IMPORT_MAX_ROWS } from '../../../shared/constants'
import { checkCsvText } from './csv-file-check'

describe('CSV import row limit', () => {
  const file = (rows: number) => ['name,type', ...Array.from({ length: rows }, (_, i) => `M${i},mixer`)].join('\n')
  it('refuses a file above the stated limit and says how many rows it has', () => {
    expect(checkCsvText(file(IMPORT_MAX_ROWS + 1))).toEqual({
      ok: false,
      error: 'tooManyRows',
      rows: IMPORT_MAX_ROWS + 1,
    })
  })
  it('accepts a file at the limit', () => {
    expect(checkCsvText(file(IMPORT_MAX_ROWS)).ok).toBe(true)
  })
})
