// One English text chunk per screen path (docs/decisions/252): `virtual:lineside-screen-texts` maps each route path
// of SCREEN_AREAS to a loader of its own module, which holds that screen's areas merged into one tree. A screen used
// to load each area as its own chunk (areas are shared between screens, so the bundler could not merge them): six
// to eight requests before the first paint, each a round trip on a slow phone network. The texts of an area now
// sit in every screen chunk that speaks it; the single-area chunks stay for dialogs and for a screen whose areas
// are mostly loaded already (client/i18n/text-areas.ts).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { mergeTrees, type Tree } from '../../client/i18n/merge'
import { CORE_AREAS, SCREEN_AREAS } from '../../client/i18n/screen-areas'

export const SCREEN_TEXTS_ID = 'virtual:lineside-screen-texts'
const RESOLVED = `\0${SCREEN_TEXTS_ID}`

/** The areas a screen path loads with its code (the app frame's own areas are in the first bundle). */
export function screenTextAreas(routePath: string): string[] {
  return (SCREEN_AREAS[routePath] ?? []).filter((area) => !(CORE_AREAS as readonly string[]).includes(area))
}

/** A file-name-safe name of a route path's text module: '/line/:lineId' → 'texts-line-lineId'. */
export function screenTextsName(routePath: string): string {
  return `texts${routePath.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '')
}

/** The resolved module id of a route path's text module (its chunk's facadeModuleId in the build). */
export function screenTextsModuleId(routePath: string): string {
  return `${RESOLVED}/${screenTextsName(routePath)}`
}

export function screenTexts(repoRoot: string): Plugin {
  const paths = Object.keys(SCREEN_AREAS).filter((p) => screenTextAreas(p).length > 0)
  const byName = new Map(paths.map((p) => [screenTextsName(p), p]))
  return {
    name: 'lineside:screen-texts',
    enforce: 'pre',
    // Filters: the bundler calls the hooks only for these ids, not for each of the app's ~9,000 imports.
    resolveId: {
      filter: { id: /^virtual:lineside-screen-texts/ },
      handler(id) {
        if (id === SCREEN_TEXTS_ID) return RESOLVED
        if (id.startsWith(`${SCREEN_TEXTS_ID}/`)) return `\0${id}`
        return null
      },
    },
    load: {
      filter: { id: /^\0virtual:lineside-screen-texts/ },
      handler(id) {
        if (id === RESOLVED) {
          const loaders = paths.map(
            (p) =>
              `  ${JSON.stringify(p)}: () => import(${JSON.stringify(`${SCREEN_TEXTS_ID}/${screenTextsName(p)}`)}),`,
          )
          return `export default {\n${loaders.join('\n')}\n}\n`
        }
        if (!id.startsWith(`${RESOLVED}/`)) return null
        const routePath = byName.get(id.slice(RESOLVED.length + 1))
        if (!routePath) return null
        const trees = screenTextAreas(routePath).map((area) => {
          const file = path.join(repoRoot, 'client/i18n/areas', area, 'en.json')
          this.addWatchFile(file)
          return JSON.parse(readFileSync(file, 'utf8')) as Tree
        })
        // JSON.parse of a string literal: V8 reads it faster than the same object as a literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(mergeTrees(...trees)))})\n`
      },
    },
  }
}
