// Writes route-preloads.json into the build (docs/decisions/144): for each client route, the screen's chunks,
// its text chunks and their stylesheets, minus what the entry already has. The server names them as
// <link rel="modulepreload"> in the shell it sends for that path, so a deep link such as /production fetches its
// screen in parallel with the entry instead of after it has run.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { SCREEN_AREAS } from '../../client/i18n/screen-areas'
import { screenTextsModuleId } from './screen-texts'

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'
/** The offline shell's script (client/public/route-preload.js): the build's copy carries the map (decision 276). */
const ROUTE_PRELOAD_SCRIPT = 'route-preload.js'
const ROUTES_PLACEHOLDER = 'var ROUTES = null'

/** Route path → screen module, read from the route table the way bench:bundle reads it. */
function screenModules(repoRoot: string): Array<{ path: string; module: string }> {
  const source = readFileSync(path.join(repoRoot, 'client/app/routes.tsx'), 'utf8')
  const routes = [...source.matchAll(/'(\/[^']*)': \(\) =>\s*import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => ({
    path: m[1]!,
    module: path.join(repoRoot, 'client', `${m[2]}.tsx`),
  }))
  // The entry paths: the login page for a first visit, the home dashboard for /dashboard.
  const login = path.join(repoRoot, 'client/features/auth/login-page.tsx')
  const home = path.join(repoRoot, 'client/features/home/home-dashboard.tsx')
  return [
    ...routes,
    { path: '/', module: login },
    { path: '/login', module: login },
    { path: '/dashboard', module: home },
  ]
}

export function routePreloads(repoRoot: string): Plugin {
  return {
    name: 'lineside:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const byModule = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [path.normalize(c.facadeModuleId!), c]),
      )
      const closure = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen
        seen.add(chunk.fileName)
        for (const file of chunk.imports) {
          const next = byFile.get(file)
          if (next) closure(next, seen)
        }
        return seen
      }
      const entry = chunks.find((c) => c.isEntry)
      if (!entry) return
      const inEntry = closure(entry)
      const preloads: Record<string, { js: string[]; css: string[] }> = {}
      for (const route of screenModules(repoRoot)) {
        const screen = byModule.get(path.normalize(route.module))
        if (!screen) this.error(`No chunk for ${route.module} (route ${route.path})`)
        // The screen's texts in one chunk (screen-texts.ts), else (no such chunk) area by area.
        const merged = byModule.get(screenTextsModuleId(route.path))
        const texts = merged
          ? [merged]
          : (SCREEN_AREAS[route.path] ?? []).map((area) =>
              byModule.get(path.join(repoRoot, 'client/i18n/areas', area, 'en.json')),
            )
        const files = new Set<string>()
        for (const chunk of [screen, ...texts])
          if (chunk) for (const file of closure(chunk)) if (!inEntry.has(file)) files.add(file)
        const css = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
        preloads[route.path] = { js: [...files].map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) })
      // The same map written into the offline shell's script, which then names the chunks as it runs.
      const script = readFileSync(path.join(repoRoot, 'client/public', ROUTE_PRELOAD_SCRIPT), 'utf8')
      if (!script.includes(ROUTES_PLACEHOLDER)) this.error(`${ROUTE_PRELOAD_SCRIPT} has no "${ROUTES_PLACEHOLDER}"`)
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOAD_SCRIPT,
        source: script.replace(ROUTES_PLACEHOLDER, `var ROUTES = ${JSON.stringify(preloads)}`),
      })
    },
  }
}
