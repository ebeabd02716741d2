// The first bundle stays lean (issue 13.4, decision 140): no module main.tsx loads statically may pull in a
// library that only screens or the server need. A constant moved into a zod schema file once added 24 KB gzip
// to every route; this walk names the import chain instead of waiting for the bundle benchmark.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const KEPT_OUT = [
  'zod',
  'recharts',
  '@mantine/charts',
  'read-excel-file',
  'write-excel-file',
  'html5-qrcode',
  'driver.js',
  'papaparse',
  'qrcode',
]
// Static imports only (`import … from`, `export … from`, side-effect imports); `import type` is erased.
const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm

function resolve(from: string, spec: string): string | null {
  const base = path.join(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

/** Each package reached from main.tsx by static imports, with the chain that reaches it. */
function packagesReached(): Map<string, string[]> {
  const parent = new Map<string, string | null>([['client/main.tsx', null]])
  const reached = new Map<string, string[]>()
  const queue = ['client/main.tsx']
  while (queue.length) {
    const file = queue.shift()!
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = m[1]!
      if (!spec.startsWith('.')) {
        if (!reached.has(spec)) {
          const chain = [file]
          for (let p = parent.get(file); p; p = parent.get(p)) chain.push(p)
          reached.set(spec, chain)
        }
        continue
      }
      const target = resolve(file, spec)
      if (target && !parent.has(target)) {
        parent.set(target, file)
        queue.push(target)
      }
    }
  }
  return reached
}

describe('first bundle', () => {
  const reached = packagesReached()

  it('walks the app frame', () => {
    expect(reached.has('react')).toBe(true)
    expect(reached.has('dexie')).toBe(true)
  })

  for (const pkg of KEPT_OUT) {
    it(`does not load ${pkg}`, () => {
      expect(reached.get(pkg)?.join(' <- ') ?? null).toBeNull()
    })
  }
})
