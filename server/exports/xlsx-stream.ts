// A one-sheet .xlsx written as a stream: the sheet XML is made page by page and zipped as it goes (fflate's
// streaming Zip as the container, Node's native zlib at level 1 for the DEFLATE), so a 10,000-product export
// takes tens of milliseconds, memory stays flat and the event loop is free between pages. write-excel-file cannot do this: it builds every cell through
// a generic XML layer and zips at a fixed level 6, with no option for either (decision 126).
// Strings are inline (t="inlineStr"): no shared-strings table to hold in memory; Excel, LibreOffice and
// read-excel-file all read them.
import { constants, deflateRawSync } from 'node:zlib'
import { strToU8, Zip, ZipPassThrough } from 'fflate'

export type XlsxCell = string | number | null

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'

const staticParts = (sheetName: string): Record<string, string> => ({
  '[Content_Types].xml':
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml':
    `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
    `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `${XML}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml':
    `${XML}<styleSheet xmlns="${MAIN_NS}">` +
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyFont="1"><alignment/></xf></cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>',
})

/**
 * A zip entry DEFLATEd by Node's zlib (native, several times faster than fflate's JavaScript DEFLATE). Each
 * pushed piece is compressed on its own and ended with a full flush (non-final blocks, fresh dictionary);
 * the last piece ends the stream: together one valid DEFLATE stream. fflate documents `process` as the
 * hook for another compressor; it counts size and CRC of the raw data itself.
 */
class NativeZipDeflate extends ZipPassThrough {
  constructor(filename: string) {
    super(filename)
    this.compression = 8
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    // A zlib failure throws out of push(), so the export stream ends with the error.
    const out = deflateRawSync(chunk, { level: 1, finishFlush: final ? constants.Z_FINISH : constants.Z_FULL_FLUSH })
    this.ondata(null, new Uint8Array(out.buffer, out.byteOffset, out.byteLength), final)
  }
}

// Characters XML 1.0 cannot carry at all (controls other than tab, line feed, carriage return; U+FFFE/F).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!)
}

/** "A", "B", … "Z", "AA": the column letters of a cell reference. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

function cellXml(ref: string, cell: XlsxCell): string {
  if (cell === null || cell === '') return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : ''
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`
}

/**
 * Streams a workbook of one sheet: `rows` yields pages of rows (the first row of the first page is the
 * header). Yields zip bytes as they are made.
 */
export async function* xlsxStream(
  sheetName: string,
  rows: AsyncIterable<readonly (readonly XlsxCell[])[]>,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else out.push(chunk)
  })
  for (const [name, text] of Object.entries(staticParts(sheetName))) {
    const part = new ZipPassThrough(name)
    zip.add(part)
    part.push(strToU8(text), true)
  }
  const sheet = new NativeZipDeflate('xl/worksheets/sheet1.xml')
  zip.add(sheet)
  sheet.push(strToU8(`${XML}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetData>`))
  let r = 0
  const columns: string[] = []
  for await (const page of rows) {
    let xml = ''
    for (const row of page) {
      r += 1
      xml += `<row r="${r}">`
      for (let c = 0; c < row.length; c++) xml += cellXml(`${(columns[c] ??= columnName(c))}${r}`, row[c] ?? null)
      xml += '</row>'
    }
    sheet.push(strToU8(xml))
    if (failure) throw failure
    yield* out.splice(0)
  }
  sheet.push(strToU8('</sheetData></worksheet>'), true)
  zip.end()
  if (failure) throw failure
  yield* out.splice(0)
}
