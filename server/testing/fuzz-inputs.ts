// fast-check arbitraries for hostile input: deep nesting, huge strings, wrong types, unicode, prototype keys.
// Bodies are built as raw text, so keys like __proto__ reach the server exactly as an attacker would send them.
import fc from 'fast-check'

/** Field names the API and the mutations read, so random objects reach past "unknown field" now and then. */
const FIELDS = [
  'id',
  'lineId',
  'status',
  'issue',
  'baseVersion',
  'at',
  'name',
  'type',
  'code',
  'username',
  'password',
  'ticketId',
  'reason',
  'notes',
  'noteId',
  'engineerId',
  'summary',
  'resolutionSummary',
  'timeSpent',
  'partsUsed',
  'followUpRequired',
  'updates',
  'equipmentId',
  'imageData',
  'filename',
  'mimeType',
  'description',
  'category',
  'priority',
  'lineName',
  'machineId',
  'clientId',
  'mutations',
  'mutationId',
  'args',
  'createdAt',
  'authToken',
  'isActive',
  'lines',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
] as const

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202E',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '../../etc/passwd',
  "'; DROP TABLE tickets; --",
  '<script>alert(1)</script>',
  '%00',
  '\\',
  '"',
  'TKT-000001',
  '2026-11-23T10:00:00Z',
  'not-a-date',
  '00000000-0000-4000-8000-000000000000',
  'data:image/png;base64,AAAA',
  'running',
  'in_progress',
  'maintenance',
  'admin',
  'Zażółć gęślą jaźń',
  'Šiaulių',
  '🏭🔥',
  'ﷺ'.repeat(50),
)

export interface KnownIds {
  lineIds: number[]
  uuids: string[]
}

/** A leaf value of any JSON type, sometimes a real id so the rules past validation run too. */
export function leaf(known: KnownIds): fc.Arbitrary<unknown> {
  return fc.oneof(
    nasty,
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 0.5),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...known.lineIds),
    fc.constantFrom(...known.uuids),
    fc.uuid(),
    fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
      .map((d) => d.toISOString()),
    fc.integer({ min: 1000, max: 60_000 }).map((n) => 'x'.repeat(n)),
  )
}

/** Objects and arrays up to ~12 levels deep whose keys are mostly names the server knows. */
export function value(known: KnownIds): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  )
  const { tree } = fc.letrec<{ tree: unknown; node: unknown }>((tie) => ({
    tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf(known), tie('node')),
    node: fc.oneof(fc.dictionary(key, tie('tree'), { maxKeys: 8 }), fc.array(tie('tree'), { maxLength: 5 })),
  }))
  return tree
}

/** Shows long generated text shortened in fast-check's counterexample reports. */
export interface Body {
  text: string
}
export function asBody(text: string): Body {
  return {
    text,
    [fc.toStringMethod]: () =>
      JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text),
  } as Body
}

/** Raw JSON text with keys an object literal could not carry (__proto__) and nesting past any limit. */
export function hostileBody(known: KnownIds): fc.Arbitrary<Body> {
  return hostileText(known).map(asBody)
}

function hostileText(known: KnownIds): fc.Arbitrary<string> {
  const deep = fc
    .tuple(fc.integer({ min: 33, max: 5000 }), fc.constantFrom('[', '{"a":', '{"timeSpent":', '{"args":'))
    .map(([n, open]) => {
      const close = open === '[' ? ']' : '}'
      return open.repeat(n) + '1' + close.repeat(n)
    })
  const proto = fc.constantFrom(
    '{"__proto__":{"role":"admin","isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"__proto__":null,"status":"running"}',
    '{"toString":1,"valueOf":{},"hasOwnProperty":"x"}',
    '{"timeSpent":{"toString":1},"resolutionSummary":"x"}',
    '{"updates":{"__proto__":{"status":"fault"}}}',
  )
  return fc.oneof(
    value(known).map((v) => JSON.stringify(v) ?? 'null'),
    fc.json({ maxDepth: 6 }),
    deep,
    proto,
    // Larger than every JSON body limit (413) and just under it.
    fc
      .constantFrom(1024 * 1024 - 64, 1024 * 1024 + 1, 4 * 1024 * 1024 + 1)
      .map((n) => JSON.stringify({ notes: 'y'.repeat(n) })),
    fc.constantFrom('', 'not json', '{', '{"a":1,,}', '\u0000', '[1,2', 'null', 'true', '"string"', '12'),
  )
}

/** A path parameter value: numbers, uuids, and everything that is neither. */
export function pathValue(known: KnownIds): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom(...known.lineIds).map(String),
      fc.constantFrom(...known.uuids),
      nasty,
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.integer().map(String),
      fc.constant('x'.repeat(600)),
    )
    .map((v) => (v === '' ? '%20' : v))
}
