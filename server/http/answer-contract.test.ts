// The answer contract holds at compile time (issue 32.1): a server answer with a field the contract lacks, and a
// client reading a field the contract does not have, both fail the typecheck. The probes are compiled in memory
// with the project's compiler options, beside the real modules they import.
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

function typeErrors(probes: Record<string, string>): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  )!
  const files = new Map(Object.entries(probes).map(([rel, text]) => [path.join(root, rel), text]))
  const host = ts.createCompilerHost(config.options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, lang, ...rest) =>
    files.has(name) ? ts.createSourceFile(name, files.get(name)!, lang) : getSourceFile(name, lang, ...rest)
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (name) => files.has(name) || fileExists(name)
  const program = ts.createProgram([...files.keys()], Object.assign({}, config.options, { noEmit: true }), host)
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(d.file.fileName))
    .map((d) => `${path.basename(d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)
}

describe('the answer contract (shared/api-answers.ts)', () => {
  it('refuses a server answer with a field the contract lacks, and a client reading one', () => {
    const errors = typeErrors({
      'server/http/__probe-server.ts': `
        import type { Context } from 'hono'
        import { answer } from './answer'
        import type { Unit } from '../../shared/types'
        declare const c: Context
        declare const units: Unit[]
        export const fine = answer(c, 'GET /api/units', units)
        export const extra = answer(c, 'GET /api/units', units.map((u) => Object.assign({}, u, { plantCode: 'X' })))
        const verify = { valid: true, user: null, reason: 'added on the server only' }
        export const extraTop = answer(c, 'POST /api/auth/verify', verify)
      `,
      'client/lib/__probe-client.ts': `
        import { callApi } from './api-client'
        export async function read() {
          const units = await callApi('GET /api/units')
          const fine: string = units[0]!.code
          const missing = units[0]!.plantCode
          return [fine, missing]
        }
      `,
    })
    expect(errors).toHaveLength(3)
    expect(errors.filter((e) => e.startsWith('__probe-server.ts'))).toHaveLength(2)
    expect(errors.find((e) => e.startsWith('__probe-client.ts'))).toMatch(/plantCode/)
  }, 120_000)
})
