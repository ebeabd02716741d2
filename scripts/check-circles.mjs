#!/usr/bin/env node
// Import circles (issue 32): no two files of server/, client/ or shared/ may import each other through any path,
// and no two folders of server/ may either (a file at server/'s root counts as a folder of its own). Type-only
// and dynamic imports count too: a circle is a circle for the reader. Tests are left out.
//   node scripts/check-circles.mjs        prints each circle, exits 1 when there is one
import fs from 'node:fs'
import path from 'node:path'

const ROOTS = ['server', 'client', 'shared']
const EXT = ['.ts', '.tsx']
const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s*(?:type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function files(dir) {
  const out = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'test-utils' && e.name !== 'testing') out.push(...files(p))
    } else if (EXT.some((x) => p.endsWith(x)) && !/\.(test|spec)\.tsx?$/.test(p) && !p.endsWith('.d.ts')) out.push(p)
  }
  return out
}

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null
  const base = path.join(path.dirname(from), spec)
  for (const c of [base, ...EXT.map((x) => base + x), ...EXT.map((x) => path.join(base, 'index' + x))])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c
  return null
}

/** Strongly connected components with more than one member (Tarjan). */
function circles(graph) {
  let index = 0
  const idx = new Map()
  const low = new Map()
  const stack = []
  const on = new Set()
  const out = []
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const comp = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        comp.push(w)
      } while (w !== v)
      if (comp.length > 1) out.push(comp.sort())
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) visit(v)
  return out
}

const all = ROOTS.filter((r) => fs.existsSync(r)).flatMap(files)
const fileGraph = new Map()
const folderGraph = new Map()
const folderOf = (f) => {
  const parts = f.split(path.sep)
  return parts.length > 2 ? parts[1] : parts[1]
}
for (const f of all) {
  const text = fs.readFileSync(f, 'utf8')
  const deps = new Set()
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(f, m[1] ?? m[2])
    if (target) deps.add(target)
  }
  fileGraph.set(f, deps)
  if (f.startsWith('server' + path.sep)) {
    const from = folderOf(f)
    if (!folderGraph.has(from)) folderGraph.set(from, new Set())
    for (const d of deps)
      if (d.startsWith('server' + path.sep) && folderOf(d) !== from) folderGraph.get(from).add(folderOf(d))
  }
}

const fileCircles = circles(fileGraph)
const folderCircles = circles(folderGraph)
for (const c of fileCircles) console.log(`file circle: ${c.join(' ↔ ')}`)
for (const c of folderCircles) console.log(`server folder circle: ${c.join(' ↔ ')}`)
if (fileCircles.length || folderCircles.length) {
  console.log(`${fileCircles.length} file circle(s), ${folderCircles.length} server folder circle(s)`)
  process.exit(1)
}
console.log(`No import circles in ${all.length} files`)
