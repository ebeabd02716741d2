// Benchmark: the JavaScript each route needs before it can show anything (gzip), from Vite's build manifest.
// Initial JS of a route = the entry chunk and its static imports + the route's lazy screen chunk and its
// static imports + the route's text chunks. Target: ≤ 215 KB per route. Builds first unless BUNDLE_DIR points at a finished build.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { SCREEN_AREAS } from '../../client/i18n/screen-areas'
import { classicScripts } from '../vite/classic-vendor'
import { SCREEN_TEXTS_ID, screenTextsName } from '../vite/screen-texts'

interface Chunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

const outDir = path.resolve(process.env.BUNDLE_DIR ?? '.tmp/bundle-size')
if (!process.env.BUNDLE_DIR)
  execSync('npx vite build --logLevel error', { stdio: 'inherit', env: { ...process.env, LINESIDE_OUT_DIR: outDir } })
const manifestFile = path.join(outDir, '.vite/manifest.json')
if (!existsSync(manifestFile)) throw new Error(`No build manifest at ${manifestFile}`)
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>

const gzipCache = new Map<string, number>()
function gzipKb(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) gzipCache.set(file, (size = gzipSync(readFileSync(path.join(outDir, file))).length / 1024))
  return size
}

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
if (!entryKey) throw new Error('No entry chunk in the manifest')
const entry = closure(entryKey)

// Route → screen module, read from the route table so the list never goes stale.
const routesSource = readFileSync('client/app/routes.tsx', 'utf8')
const routes = [...routesSource.matchAll(/'(\/[^']*)': \(\) =>\s*import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => ({
  path: m[1]!,
  module: `${m[2]}.tsx`,
}))

// "/" shows the login page or the home dashboard, both loaded on demand by the entry screen: count the larger.
const entryScreens = ['features/auth/login-page.tsx', 'features/home/home-dashboard.tsx'].filter((k) => manifest[k])
// The classic scripts index.html names (the libraries' script, scripts/vite/classic-vendor.ts): every route runs them.
const classicKb = classicScripts(readFileSync(path.join(outDir, 'index.html'), 'utf8')).reduce(
  (sum, file) => sum + gzipKb(file),
  0,
)
const kbOf = (files: Set<string>) =>
  [...files].reduce((sum, k) => sum + (manifest[k] ? gzipKb(manifest[k].file) : 0), classicKb)
const rows = [
  { path: '/ (entry, vendor script)', kb: kbOf(entry) },
  ...entryScreens.map((screen) => ({
    path: screen.includes('login') ? '/ signed out (login)' : '/ signed in (home)',
    kb: kbOf(new Set([...entry, ...closure(screen)])),
  })),
]
// A screen's English text areas load with it (client/i18n/text-areas.ts): they count too.
// A screen's areas come merged in one chunk (scripts/vite/screen-texts.ts, decision 252), else area by area.
const textChunks = (routePath: string) => {
  const merged = `../${SCREEN_TEXTS_ID}/${screenTextsName(routePath)}`
  if (manifest[merged]) return [...closure(merged)]
  return (SCREEN_AREAS[routePath] ?? []).flatMap((area) => [...closure(`i18n/areas/${area}/en.json`)])
}
for (const route of routes) {
  const files = new Set([...entry, ...closure(route.module), ...textChunks(route.path)])
  rows.push({
    path: route.path,
    kb: kbOf(files),
  })
}

const worst = Math.max(...rows.map((r) => r.kb))
console.log('initial JS per route (gzip, KB), target <= 215')
for (const r of rows) console.log(`  ${r.path.padEnd(26)} ${r.kb.toFixed(1).padStart(7)}${r.kb > 215 ? '  OVER' : ''}`)
console.log(`worst route: ${worst.toFixed(1)} KB gzip (target <= 215)`)
