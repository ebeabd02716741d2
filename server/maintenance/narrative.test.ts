// The language-model path against a real HTTP server on 127.0.0.1 that speaks chat-completions.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PredictiveReport } from '../../shared/maintenance/report-types'
import { createTestServer, type TestServer } from '../testing/test-server'
import { acceptable } from './narrative'

type Handler = (body: { model: string; messages: { role: string; content: string }[] }, res: ServerResponse) => void
let handler: Handler
let llm: Server
let s: TestServer
let builtIn: PredictiveReport
const requests: { path: string; auth: string | undefined; model: string }[] = []

function completion(res: ServerResponse, content: string) {
  res.writeHead(200, { 'Content-Type': 'application/json' })
  res.end(
    JSON.stringify({
      id: 'c1',
      object: 'chat.completion',
      created: 1,
      model: 'local',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    }),
  )
}

/** A faithful rewrite: the same numbers in friendlier words. */
function rewrite(body: Parameters<Handler>[0]): string {
  const input = JSON.parse(body.messages.find((m) => m.role === 'user')!.content) as {
    items: { id: string; reasoning: string; recommendation: string }[]
    general: string[]
  }
  return JSON.stringify({
    items: input.items.map((i) => ({
      id: i.id,
      reasoning: `In short: ${i.reasoning}`,
      recommendation: `What to do: ${i.recommendation}`,
    })),
    general: input.general.map((g) => `Tip: ${g}`),
  })
}

beforeAll(async () => {
  llm = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw)
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, model: body.model })
      handler(body, res)
    })
  })
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve))
  const { port } = llm.address() as AddressInfo
  s = await createTestServer({
    historyDays: 60,
    config: {
      maintenance: {
        costPerMinute: 25,
        currency: 'EUR',
        languageModel: {
          apiKey: 'local-key',
          baseUrl: `http://127.0.0.1:${port}/v1`,
          model: 'local-model',
          timeoutMs: 300,
        },
      },
    },
  })
  handler = (_b, res) => completion(res, 'not json at all')
  builtIn = (await s.as('engineer', 'GET', '/api/ai/predictive-maintenance')).body
}, 60_000)

afterAll(async () => {
  llm.closeAllConnections()
  await new Promise((r) => llm.close(r))
  await s.close()
})

const numbersOf = (r: PredictiveReport) => ({
  ...r.report,
  generalRecommendations: null,
  priorityEquipment: r.report.priorityEquipment.map((p) => ({
    ...p,
    reasoning: null,
    maintenanceRecommendation: null,
  })),
})

describe('optional language model', () => {
  it('rewrites the texts in plain language and changes no number', async () => {
    handler = (body, res) => completion(res, rewrite(body))
    const r = (await s.as('engineer', 'GET', '/api/ai/predictive-maintenance')).body as PredictiveReport
    expect(r.textSource).toBe('language-model')
    expect(r.languageModelConfigured).toBe(true)
    expect(r.report.priorityEquipment[0]!.reasoning).toBe(`In short: ${builtIn.report.priorityEquipment[0]!.reasoning}`)
    expect(r.report.generalRecommendations[0]).toMatch(/^Tip: /)
    expect(numbersOf(r)).toEqual(numbersOf(builtIn))
    const last = requests[requests.length - 1]!
    expect(last).toMatchObject({ path: '/v1/chat/completions', auth: 'Bearer local-key', model: 'local-model' })
  })

  it('refuses a rewrite that brings in numbers of its own', async () => {
    handler = (body, res) => {
      const good = JSON.parse(rewrite(body))
      good.items[0].reasoning = 'Will certainly fail in 2 hours, costing 99999'
      completion(res, JSON.stringify(good))
    }
    const r = (await s.as('engineer', 'GET', '/api/ai/predictive-maintenance')).body as PredictiveReport
    expect(r.report.priorityEquipment[0]!.reasoning).toBe(builtIn.report.priorityEquipment[0]!.reasoning)
    expect(r.report.priorityEquipment[0]!.maintenanceRecommendation).toMatch(/^What to do: /)
    expect(numbersOf(r)).toEqual(numbersOf(builtIn))
  })

  it('falls back to the built-in texts when the model answers too late', async () => {
    handler = (body, res) => setTimeout(() => completion(res, rewrite(body)), 2000)
    const started = performance.now()
    const r = (await s.as('engineer', 'GET', '/api/ai/predictive-maintenance')).body as PredictiveReport
    expect(performance.now() - started).toBeLessThan(1500)
    expect(r.textSource).toBe('model')
    expect(r).toEqual({ ...builtIn, generatedAt: r.generatedAt })
  })

  it('falls back on garbage and on server errors', async () => {
    for (const answer of ['{"items": "nope"}', 'Sure! Here is your report.', '']) {
      handler = (_b, res) => completion(res, answer)
      const r = (await s.as('engineer', 'GET', '/api/ai/predictive-maintenance')).body as PredictiveReport
      expect(r).toEqual(builtIn)
    }
    handler = (_b, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end('{"error":{"message":"boom"}}')
    }
    expect((await s.as('engineer', 'GET', '/api/ai/predictive-maintenance')).body).toEqual(builtIn)
  })

  it('accepts a text only when every number in it was in the original', () => {
    expect(acceptable('92% within 30 days, β 2.4', 'A 92 % chance in 30 days (trend 2,4)')).toBe(true)
    expect(acceptable('92% within 30 days', 'A 93% chance')).toBe(false)
    expect(acceptable('92% within 30 days', '   ')).toBe(false)
    expect(acceptable('92%', undefined)).toBe(false)
  })
})
