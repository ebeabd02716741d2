// A module that loads its own text areas exports `textsReady`; whoever loads that module on demand waits for it
// before drawing, or the screen shows raw keys until something draws it again (the settings tabs of issue 30 did).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('modules with their own texts', () => {
  it('are loaded on demand only with their textsReady awaited', () => {
    const files = sources(root)
    const withTexts = files
      .filter((f) => /export const textsReady\b/.test(readFileSync(f, 'utf8')))
      .map((f) => path.basename(f).replace(/\.tsx?$/, ''))
    expect(withTexts.length).toBeGreaterThan(0)
    const unwaited: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/import\('([^']+)'\)([\s\S]{0,200})/g)) {
        const name = path.basename(match[1]!)
        if (withTexts.includes(name) && !/textsReady/.test(match[2]!.split(/\n\)/)[0]!))
          unwaited.push(`${path.relative(root, file)} → ${name}`)
      }
    }
    expect(unwaited).toEqual([])
  })
})
