// Profiling aid (not a benchmark): Lighthouse's simulation of a saved run (LIGHTHOUSE_ARTIFACTS=<folder> npm run
// bench:lighthouse) again, with some of its requests taken out of the devtools log, to learn what they cost in
// FCP/LCP (decision 252). Lighthouse does not time the page: it replays the run through its model of a slow phone,
// so the network part of the answer is deterministic (the CPU part is the run's own, times 4).
//   npx tsx scripts/bench/lighthouse-whatif.ts <run folder> [none|chunks|texts|code]
// chunks: every script under /assets/ but the entry's two; texts: the English text chunks; code: chunks but texts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'

const [source, mode = 'none'] = process.argv.slice(2)
if (!source) throw new Error('usage: lighthouse-whatif.ts <run folder> [none|chunks|texts|code]')
const isText = (url: string) => /\/assets\/(en|texts)-[^/]*\.js$/.test(url)
const isChunk = (url: string) => /\/assets\/(?!index-|rolldown-runtime)[^/]*\.js$/.test(url)
const drop: Record<string, (url: string) => boolean> = {
  none: () => false,
  chunks: isChunk,
  texts: isText,
  code: (url) => isChunk(url) && !isText(url),
}
const dropped = drop[mode]
if (!dropped) throw new Error(`unknown mode ${mode}`)

interface LogEntry {
  method: string
  params: { requestId?: string; request?: { url: string } }
}
const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-whatif-'))
try {
  cpSync(source, dir, { recursive: true })
  const logFile = path.join(dir, 'defaultPass.devtoolslog.json')
  const log = JSON.parse(readFileSync(logFile, 'utf8')) as LogEntry[]
  const ids = new Set(
    log
      .filter((e) => e.method === 'Network.requestWillBeSent' && dropped(e.params.request!.url))
      .map((e) => e.params.requestId),
  )
  writeFileSync(logFile, JSON.stringify(log.filter((e) => !e.params.requestId || !ids.has(e.params.requestId))))
  // The settings must be the gathering run's (bench:lighthouse keeps the signed-in routes' storage).
  const keepStorage = !path.basename(source).includes('first-visit')
  const result = await lighthouse(undefined, {
    auditMode: dir,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    disableStorageReset: keepStorage,
  })
  if (!result) throw new Error('Lighthouse gave no result')
  const metric = (id: string) => Math.round(Number(result.lhr.audits[id]?.numericValue))
  console.log(
    `${mode} (${ids.size} requests taken out): score ${result.lhr.categories.performance?.score}  FCP ${metric('first-contentful-paint')} ms  ` +
      `LCP ${metric('largest-contentful-paint')} ms  SI ${metric('speed-index')} ms  TBT ${metric('total-blocking-time')} ms`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
