import writeXlsxFile from 'write-excel-file/node'
import { describe, expect, it } from 'vitest'
import { FILE_MESSAGES, detectFileKind } from './file-kind'
import { readProductFile } from './product-file'
import { checkProducts } from './product-rows'
import { parseDecimal } from './product-values'

const bytes = (text: string) => new TextEncoder().encode(text)
const read = async (name: string, text: string) => checkProducts(await readProductFile(name, bytes(text)))

describe('product files', () => {
  it('reads quoted fields with commas, quotes and line breaks', async () => {
    const r = await read(
      'p.csv',
      'SKU,Name,Category,Description\nA-1,"Beef, diced","Diced","He said ""lean""\nsecond line"\n',
    )
    expect(r.errors).toEqual([])
    expect(r.products[0]).toMatchObject({ sku: 'A-1', name: 'Beef, diced', description: 'He said "lean"\nsecond line' })
  })

  it('drops a byte order mark so the first column is still SKU', async () => {
    const r = await read('p.csv', '\uFEFFSKU,Name\nA-1,Beef\n')
    expect(r.products.map((p) => p.sku)).toEqual(['A-1'])
  })

  it('reads semicolon files from Polish and Lithuanian Excel, with decimal commas', async () => {
    const r = await read(
      'p.csv',
      'SKU;Name;Category;Target Weight;Temperature;Batch Size\nPL-1;Kiełbasa śląska;Wędliny;1 250,5;-2,5;400\nLT-1;Dešrelės;Mėsa;"0,75";3;50\n',
    )
    expect(r.errors).toEqual([])
    expect(r.products[0]).toMatchObject({
      name: 'Kiełbasa śląska',
      targetWeight: 1250.5,
      temperature: -2.5,
      batchSize: 400,
    })
    expect(r.products[1]).toMatchObject({ name: 'Dešrelės', targetWeight: 0.75 })
  })

  it('skips empty rows but keeps spreadsheet row numbers in errors', async () => {
    const r = await read('p.csv', 'SKU,Name,Target Weight\n\nA-1,Beef,10\n,,\nA-2,,5\nA-3,Lamb,heavy\n')
    expect(r.total).toBe(3)
    expect(r.products.map((p) => p.sku)).toEqual(['A-1'])
    expect(r.errors).toEqual([
      { row: 5, field: 'Name', message: 'Name is required' },
      { row: 6, field: 'Target Weight', message: 'Target Weight must be a number, got "heavy"' },
    ])
  })

  it('fails the whole file when required columns are missing', async () => {
    await expect(read('p.csv', 'Code Number,Title2\nA,B\n')).rejects.toThrow('Missing required columns: SKU, Name')
  })

  it('reports a duplicate SKU in one file on the later row, naming the first', async () => {
    const r = await read('p.csv', 'SKU,Name\nA-1,Beef\nA-2,Lamb\nA-1,Pork\n')
    expect(r.products).toHaveLength(2)
    expect(r.errors).toEqual([{ row: 4, field: 'SKU', message: 'Duplicate SKU A-1 (first on row 2)' }])
  })

  it('refuses a 0-byte file, a legacy .xls and files lying about their type', async () => {
    expect(() => detectFileKind('p.csv', new Uint8Array())).toThrow(FILE_MESSAGES.empty)
    expect(() => detectFileKind('p.xls', bytes('whatever'))).toThrow(/save it as \.xlsx/)
    expect(() => detectFileKind('p.xlsx', bytes('SKU,Name\n'))).toThrow(FILE_MESSAGES.notXlsx)
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0])
    expect(() => detectFileKind('p.csv', zip)).toThrow(FILE_MESSAGES.notCsv)
    await expect(read('p.json', 'SKU,Name\nA,B')).rejects.toThrow(FILE_MESSAGES.notJson)
    expect(() => detectFileKind('p.pdf', bytes('x'))).toThrow(FILE_MESSAGES.type)
  })

  it('reads .xlsx with numbers, text and an active flag', async () => {
    const sheet = [
      ['SKU', 'Name', 'Target Weight', 'Active'],
      ['X-1', 'Steak', 454, 'no'],
      ['X-2', "'=HYPERLINK(1)", 1.5, true],
    ].map((row) => row.map((value) => ({ value })))
    const buffer = await writeXlsxFile(sheet).toBuffer()
    const r = checkProducts(await readProductFile('p.xlsx', new Uint8Array(buffer)))
    expect(r.products).toMatchObject([
      { sku: 'X-1', targetWeight: 454, isActive: false },
      { sku: 'X-2', name: '=HYPERLINK(1)', isActive: true },
    ])
  })

  it('reads JSON as a list or as the export wrapper', async () => {
    expect((await read('p.json', '[{"sku":"J-1","name":"A","targetWeight":"2,5"}]')).products[0]).toMatchObject({
      targetWeight: 2.5,
    })
    expect(
      (await read('p.json', '{"products":[{"SKU":"J-2","Name":"B","isActive":false}]}')).products[0],
    ).toMatchObject({ sku: 'J-2', isActive: false })
    await expect(read('p.json', '{"items":1}')).rejects.toThrow(/list of products/)
  })

  it('limits cell length', async () => {
    const r = await read('p.csv', `SKU,Name,Description\nA,B,${'x'.repeat(2001)}\n`)
    expect(r.errors[0]).toMatchObject({ row: 2, field: 'Description' })
  })

  it('parses numbers the way offices write them', () => {
    expect(parseDecimal('12.5')).toBe(12.5)
    expect(parseDecimal('12,5')).toBe(12.5)
    expect(parseDecimal('1.234,5')).toBe(1234.5)
    expect(parseDecimal('1,234.5')).toBe(1234.5)
    expect(parseDecimal('1,2,3')).toBeNaN()
    expect(parseDecimal('abc')).toBeNaN()
  })
})
