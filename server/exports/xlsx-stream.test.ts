// The streamed .xlsx: what read-excel-file (the import's reader) gets back is what went in.
import { readSheet } from 'read-excel-file/node'
import { describe, expect, it } from 'vitest'
import { columnName, xlsxStream, type XlsxCell } from './xlsx-stream'

async function* pagesOf(rows: XlsxCell[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size)
}

async function workbook(rows: XlsxCell[][], size = 2): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of xlsxStream('Products', pagesOf(rows, size))) chunks.push(chunk)
  return Buffer.concat(chunks)
}

describe('the streamed workbook', () => {
  it('names columns A…Z, AA…', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA'])
  })

  it('reads back text, numbers and blanks across pages, with XML specials, spaces and Polish/Lithuanian letters', async () => {
    const rows: XlsxCell[][] = [
      ['SKU', 'Name', 'Weight'],
      ['A<1>', 'Kiełbasa & "śląska"', 350.5],
      ['B-2', '  Cepelinai ąčęėįšųūž ', null],
      ["'=1+2", 'bell\u0007 gone', 0],
      ['C-3', '', -4],
    ]
    const read = await readSheet(await workbook(rows))
    expect(read).toEqual([
      ['SKU', 'Name', 'Weight'],
      ['A<1>', 'Kiełbasa & "śląska"', 350.5],
      // read-excel-file trims text by default (the file keeps the spaces: xml:space="preserve").
      ['B-2', 'Cepelinai ąčęėįšųūž', null],
      ["'=1+2", 'bell gone', 0],
      ['C-3', null, -4],
    ])
  })

  it('zips 10,000 rows small and fast', async () => {
    const rows: XlsxCell[][] = [['SKU', 'Name', 'Weight']]
    for (let i = 0; i < 10_000; i++) rows.push([`SKU-${i}`, `Product ${i}`, 100 + (i % 900)])
    const t0 = performance.now()
    const file = await workbook(rows, 1000)
    const ms = performance.now() - t0
    expect(file.byteLength).toBeLessThan(400_000)
    // Generous for a shared CI machine; the benchmark measures the real figure (about 0.1 s).
    expect(ms).toBeLessThan(3000)
    const read = await readSheet(file)
    expect(read).toHaveLength(10_001)
    expect(read[10_000]).toEqual(['SKU-9999', 'Product 9999', 100 + (9999 % 900)])
  })
})
