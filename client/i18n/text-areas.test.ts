// Each screen loads the English text areas its code uses (text-areas.ts): walk the imports (static and on
// demand) from main.tsx for the app frame and from each screen module for its route, collect the keys the
// code names, and check every key's area is in the first bundle or loaded with that route.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MUTATION_NAMES } from '../../shared/schemas/sync'
import { CORE_AREAS, DIALOG_AREAS, GUIDED_DEMO_AREAS, NOT_SENT_EDITOR_AREAS, SCREEN_AREAS } from './text-areas'

const areaDir = 'client/i18n/areas'
const areaNames = readdirSync(areaDir)
/** Top-level key → the areas that hold part of it (a key may span two areas). */
const areasOfKey = new Map<string, string[]>()
for (const area of areaNames) {
  for (const key of Object.keys(JSON.parse(readFileSync(path.join(areaDir, area, 'en.json'), 'utf8')) as object)) {
    areasOfKey.set(key, [...(areasOfKey.get(key) ?? []), area])
  }
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
// A key in code: 'area.rest' or `area.rest${…}` (keys built from a literal prefix count too).
const KEY = /['"`](([a-zA-Z]+)\.[a-zA-Z0-9_.]*)(?:['"`]|\$\{)/g
/** Mutation names ('equipment.setStatus') look like keys but are not. */
const NOT_KEYS = new Set<string>(MUTATION_NAMES)

function resolve(from: string, spec: string): string | null {
  const base = path.join(path.dirname(from), spec)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

function areasUsed(start: string, stopAt: Set<string>): Set<string> {
  const seen = new Set<string>()
  const areas = new Set<string>()
  const queue = [start]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(KEY)) {
      if (NOT_KEYS.has(m[1]!)) continue
      for (const area of areasOfKey.get(m[2]!) ?? []) areas.add(area)
    }
    for (const m of source.matchAll(IMPORT)) {
      const target = resolve(file, (m[1] ?? m[2])!)
      if (target && !stopAt.has(target)) queue.push(target)
    }
  }
  return areas
}

const routesSource = readFileSync('client/app/routes.tsx', 'utf8')
const screens = [...routesSource.matchAll(/'(\/[^']*)': \(\) =>\s*import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => ({
  path: m[1]!,
  modules: [`client/${m[2]}.tsx`],
}))
const entryModules = ['client/features/auth/login-page.tsx', 'client/features/home/home-dashboard.tsx']
for (const p of ['/', '/login', '/dashboard']) screens.push({ path: p, modules: entryModules })
const screenModules = new Set(screens.flatMap((s) => s.modules))
// The "Not sent" editors load on Edit, with their own areas.
const editorsFile = 'client/app/not-sent-editors.tsx'
const editorModules = [...readFileSync(editorsFile, 'utf8').matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) =>
  resolve(editorsFile, m[1]!)!,
)
// The guided demo's overlay loads on a demo's start, with its own areas.
const demoOverlay = 'client/features/demo/guided-demo-overlay.tsx'
const onDemandModules = new Set([...screenModules, ...editorModules, demoOverlay])
// Dialogs that load their own areas on first open: a screen's walk stops there (their areas are checked apart).
const dialogModules = new Set(Object.keys(DIALOG_AREAS))

describe('text areas', () => {
  const core = new Set<string>(CORE_AREAS)

  it('the first bundle carries every area the app frame uses', () => {
    expect([...areasUsed('client/main.tsx', onDemandModules)].filter((a) => !core.has(a)).sort()).toEqual([])
  })

  it('the Not sent editors load the areas their code uses', () => {
    expect(editorModules.length).toBeGreaterThan(3)
    const loads = new Set<string>([...core, ...NOT_SENT_EDITOR_AREAS])
    const used = editorModules.flatMap((m) => [...areasUsed(m, new Set())])
    expect([...new Set(used)].filter((a) => !loads.has(a)).sort()).toEqual([])
  })

  it("the guided demo's overlay loads the areas its code uses", () => {
    const used = [...areasUsed(demoOverlay, new Set())]
    expect(used).toContain('demo')
    const loads = new Set<string>([...core, ...GUIDED_DEMO_AREAS])
    expect(used.filter((a) => !loads.has(a)).sort()).toEqual([])
  })

  for (const [dialog, areas] of Object.entries(DIALOG_AREAS)) {
    it(`${dialog} loads the areas its code uses, itself`, () => {
      expect(existsSync(dialog)).toBe(true)
      expect(readFileSync(dialog, 'utf8')).toContain(`loadTextAreas(DIALOG_AREAS['${dialog}'])`)
      const loads = new Set<string>([...core, ...areas])
      expect([...areasUsed(dialog, new Set())].filter((a) => !loads.has(a)).sort()).toEqual([])
    })
  }

  it('finds the screens in the route table', () => {
    expect(screens.length).toBeGreaterThan(25)
  })

  for (const screen of screens) {
    it(`${screen.path} loads the areas its code uses`, () => {
      const used = new Set(screen.modules.flatMap((m) => [...areasUsed(m, dialogModules)]))
      if (process.env.PRINT_TEXT_AREAS)
        console.info(`'${screen.path}': ${JSON.stringify([...used].filter((a) => !core.has(a)).sort())},`)
      const loads = new Set([...core, ...(SCREEN_AREAS[screen.path] ?? [])])
      expect([...used].filter((a) => !loads.has(a)).sort(), `add to SCREEN_AREAS['${screen.path}']`).toEqual([])
    })
  }

  it('lang-en.ts bundles exactly the core areas', () => {
    const glob = /areas\/\{([^}]+)\}\/en\.json/.exec(readFileSync('client/i18n/lang-en.ts', 'utf8'))
    expect(glob?.[1]?.split(',').sort()).toEqual([...CORE_AREAS].sort())
  })

  it('names only areas that exist', () => {
    for (const area of [...CORE_AREAS, ...Object.values(SCREEN_AREAS).flat()]) expect(areaNames).toContain(area)
  })
})
