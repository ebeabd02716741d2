// English texts by screen area (docs/decisions/142). The first bundle carries the base file and the areas the
// app frame itself speaks (CORE_AREAS, in lang-en.ts); every other area is its own small chunk, loaded with
// the screens that use it (SCREEN_AREAS, read by the route table) and precached for offline like any chunk. A
// screen path's areas also come merged in one chunk of their own (scripts/vite/screen-texts.ts, decision 252): one
// request before the first paint instead of one per area.
// Polish and Lithuanian stay one chunk each, loaded only when chosen. text-areas.test.ts walks each screen's
// imports and fails when a screen uses a key whose area it does not load.
import screenTextLoaders from 'virtual:lineside-screen-texts'
import { i18n } from './i18n'
import type { Tree } from './merge'
import { CORE_AREAS, DIALOG_AREAS, GUIDED_DEMO_AREAS, NOT_SENT_EDITOR_AREAS, SCREEN_AREAS } from './screen-areas'

export { CORE_AREAS, DIALOG_AREAS, GUIDED_DEMO_AREAS, NOT_SENT_EDITOR_AREAS, SCREEN_AREAS }

const englishAreas = import.meta.glob<Tree>('./areas/*/en.json', { import: 'default' })
const loaded = new Map<string, Promise<void>>()

function loadArea(area: string): Promise<void> {
  if ((CORE_AREAS as readonly string[]).includes(area)) return Promise.resolve()
  let pending = loaded.get(area)
  if (!pending) {
    const load = englishAreas[`./areas/${area}/en.json`]
    if (!load) return Promise.reject(new Error(`No text area ${area}`))
    pending = load().then((tree) => {
      i18n.addResourceBundle('en', 'translation', tree, true, false)
    })
    // A failed load (offline before the precache filled) is tried again next time.
    pending.catch(() => loaded.delete(area))
    loaded.set(area, pending)
  }
  return pending
}

/** Loads the English texts of these areas (once each); resolves when they can be shown. */
export function loadTextAreas(areas: readonly string[]): Promise<void> {
  return Promise.all(areas.map(loadArea)).then(() => undefined)
}

/**
 * The texts the screen at this route path needs: its areas' merged chunk while two or more of them are still to
 * load (a first screen), else the missing area's own chunk.
 */
export function loadScreenTexts(routePath: string): Promise<void> {
  const areas = SCREEN_AREAS[routePath] ?? []
  const missing = areas.filter((area) => !(CORE_AREAS as readonly string[]).includes(area) && !loaded.has(area))
  const load = screenTextLoaders[routePath]
  if (!load || missing.length < 2) return loadTextAreas(areas)
  const pending = load().then(({ default: tree }) => {
    i18n.addResourceBundle('en', 'translation', tree, true, false)
  })
  for (const area of missing) loaded.set(area, pending)
  // A failed load (offline before the precache filled) is tried again next time, area by area if need be.
  pending.catch(() => {
    for (const area of missing) if (loaded.get(area) === pending) loaded.delete(area)
  })
  return loadTextAreas(areas)
}

/** Every English area, for tests that render screens without the route table. */
export function loadAllTextAreas(): Promise<void> {
  return loadTextAreas(Object.keys(englishAreas).map((key) => key.split('/')[2]!))
}
