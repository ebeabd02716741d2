// The libraries' classic script (decision 282): the modules that stand for the libraries in the module build read
// the one copy the script defines, and bench:bundle finds the script in index.html to count it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { CLASSIC_VENDOR_GLOBAL, classicScripts, shimSource } from './classic-vendor'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  delete (globalThis as Record<string, unknown>)[CLASSIC_VENDOR_GLOBAL]
})

async function importShim(spec: string, names: string[]): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'classic-vendor-'))
  dirs.push(dir)
  const file = path.join(dir, 'shim.mjs')
  writeFileSync(file, shimSource(spec, names))
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>
}

describe('classic vendor script', () => {
  it("re-exports a library's names and default from the script's namespace, the same objects", async () => {
    const useState = () => 'state'
    const react = { default: { useState }, useState, version: '19' }
    ;(globalThis as Record<string, unknown>)[CLASSIC_VENDOR_GLOBAL] = { react_jsx_runtime: {}, react }
    const shim = await importShim('react', ['default', 'useState', 'version'])
    expect(shim.useState).toBe(useState)
    expect(shim.version).toBe('19')
    expect(shim.default).toBe(react.default)
  })

  it('names a sub-path module by a key the script defines (react/jsx-runtime)', async () => {
    const jsx = () => null
    ;(globalThis as Record<string, unknown>)[CLASSIC_VENDOR_GLOBAL] = { react_jsx_runtime: { jsx } }
    const shim = await importShim('react/jsx-runtime', ['jsx'])
    expect(shim.jsx).toBe(jsx)
  })

  it('finds the classic scripts of the built index.html, not its modules or the shell script', () => {
    const html = `<head><script defer src="/assets/vendor-AbC_12-x.js"></script>
      <script src="/route-preload.js" async></script>
      <script type="module" crossorigin src="/assets/index-1WXP3upz.js"></script></head>`
    expect(classicScripts(html)).toEqual(['assets/vendor-AbC_12-x.js'])
  })
})
