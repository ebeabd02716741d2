// Each language's texts. English is in the first bundle (it is the fallback); Polish and Lithuanian load
// on demand as their own chunks, which the service worker precaches, so switching works offline.
import type { Tree } from './merge'
import english from './lang-en'

export type { Tree }
export { english }

export const loadBundle: Record<'en' | 'pl' | 'lt', () => Promise<Tree>> = {
  en: async () => english,
  pl: () => import('./lang-pl').then((m) => m.default),
  lt: () => import('./lang-lt').then((m) => m.default),
}
