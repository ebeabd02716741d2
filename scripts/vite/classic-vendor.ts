// The libraries every screen needs (React, React DOM, Dexie, i18next) in one classic script beside the entry module
// (docs/decisions/282). Chromium keeps a V8 code cache for a classic script the service worker precached: it compiles
// it fully when the worker's install event puts it in Cache Storage, and an offline start deserializes that on a
// background thread (trace: `v8.compile` with `cacheKind: full`, `consumedCacheSize`). A module script gets none,
// whether served by the worker's fetch handler, by its static route or from the HTTP cache (trace: `v8.compileModule`,
// `streamed`, no cache consumed): the 590 KB entry was parsed in 80–150 ms on a background thread before it could run,
// and its functions compiled on the main thread as they first ran (60–100 ms before the first tile).
//
// The script defines `globalThis.__linesideVendor`, one namespace per library; in the module build each import of
// these libraries resolves to a small module that re-exports the names from it, so every chunk (the entry, the lazy
// screens, Mantine, the router) shares the one copy. It is a `defer` script placed before the entry module in
// index.html, so it runs first. Build only: the dev server and the tests import the libraries as before.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { build } from 'rolldown'
import type { Plugin } from 'vite'

/** The libraries in the classic script: whole in the entry anyway (no tree-shaking lost), and most of its bytes. */
export const CLASSIC_VENDOR_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'dexie',
  'i18next',
]
export const CLASSIC_VENDOR_GLOBAL = '__linesideVendor'
const SHIM_PREFIX = '\0lineside-vendor:'

const key = (spec: string) => spec.replace(/[^a-z]/gi, '_')

/** Each library's export names, as the production build sees them (read in a child Node process). */
function exportNames(repoRoot: string): Record<string, string[]> {
  const script = `const out = {}
for (const spec of ${JSON.stringify(CLASSIC_VENDOR_MODULES)}) out[spec] = Object.keys(await import(spec))
console.log(JSON.stringify(out))`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  return JSON.parse(output) as Record<string, string[]>
}

/** The module an import of `spec` resolves to: the library's names, read from the classic script's namespace. */
export function shimSource(spec: string, names: string[]): string {
  const named = names.filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n))
  return [
    `const m = globalThis.${CLASSIC_VENDOR_GLOBAL}.${key(spec)}`,
    `export default m.default`,
    named.length ? `export const { ${named.join(', ')} } = m` : '',
  ].join('\n')
}

export function classicVendor(repoRoot: string, options: { minify: boolean }): Plugin {
  let names: Record<string, string[]> = {}
  let fileName = ''
  return {
    name: 'lineside:classic-vendor',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      names = exportNames(repoRoot)
      const entry = CLASSIC_VENDOR_MODULES.map((spec) => `export * as ${key(spec)} from '${spec}'`).join('\n')
      const result = await build({
        cwd: repoRoot,
        input: 'lineside-vendor-entry',
        platform: 'browser',
        write: false,
        transform: { define: { 'process.env.NODE_ENV': '"production"' } },
        plugins: [
          {
            name: 'vendor-entry',
            resolveId: (id) => (id === 'lineside-vendor-entry' ? id : null),
            load: (id) => (id === 'lineside-vendor-entry' ? entry : null),
          },
        ],
        output: { format: 'iife', name: CLASSIC_VENDOR_GLOBAL, minify: options.minify },
      })
      const code = result.output[0].code
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      fileName = `assets/vendor-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: code })
    },
    resolveId(id) {
      return CLASSIC_VENDOR_MODULES.includes(id) ? SHIM_PREFIX + id : null
    },
    load(id) {
      if (!id.startsWith(SHIM_PREFIX)) return null
      const spec = id.slice(SHIM_PREFIX.length)
      return shimSource(spec, names[spec] ?? [])
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        // head-prepend: before the entry module, which Vite puts in the head too; defer keeps the document order.
        { tag: 'script', attrs: { defer: true, src: `/${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
  }
}

/** The classic scripts index.html names (bench:bundle counts them in every route's first JavaScript). */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*type="module")[^>]*\ssrc="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
}
