// Builds each language's texts: the base files (en.json, pl.json, lt.json) plus one folder per screen
// area under areas/<area>/{en,pl,lt}.json, so areas can be worked on side by side without clashing.
import en from './en.json'
import lt from './lt.json'
import pl from './pl.json'

export type Tree = { [key: string]: string | Tree }

const areaFiles = import.meta.glob<Tree>('./areas/*/*.json', { eager: true, import: 'default' })

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value)
    else target[key] = typeof value === 'object' ? merge({}, value) : value
  }
  return target
}

function bundle(lang: 'en' | 'pl' | 'lt', base: Tree): Tree {
  const out = merge({}, base)
  for (const [path, tree] of Object.entries(areaFiles)) {
    if (path.endsWith(`/${lang}.json`)) merge(out, tree)
  }
  return out
}

export const bundles = { en: bundle('en', en), pl: bundle('pl', pl), lt: bundle('lt', lt) }
