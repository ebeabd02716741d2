// Optional plain-language rewrite of the report's texts by an OpenAI-compatible language model. It only ever
// replaces texts: every figure stays the model's, and a text that brings in a number of its own is refused.
// Any failure (timeout, refusal, garbage) keeps the built-in texts.
import OpenAI from 'openai'
import { z } from 'zod'
import type { PredictiveReport } from '../../shared/maintenance/report-types'
import type { LanguageModelSettings } from '../config/maintenance-settings'

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', pl: 'Polish', lt: 'Lithuanian' }
const MAX_TEXT = 1200

const answerSchema = z.object({
  items: z.array(z.object({ id: z.string(), reasoning: z.string(), recommendation: z.string() })),
  general: z.array(z.string()),
})

export async function rewriteReport(
  settings: LanguageModelSettings,
  report: PredictiveReport,
  language: string,
): Promise<PredictiveReport> {
  try {
    const answer = await ask(settings, report, LANGUAGE_NAMES[language] ?? 'English')
    return applyAnswer(report, answer)
  } catch {
    return report
  }
}

async function ask(
  settings: LanguageModelSettings,
  report: PredictiveReport,
  language: string,
): Promise<z.infer<typeof answerSchema>> {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? undefined,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  })
  const input = {
    items: report.report.priorityEquipment.map((p) => ({
      id: p.equipmentId,
      name: p.name,
      reasoning: p.reasoning,
      recommendation: p.maintenanceRecommendation,
    })),
    general: report.report.generalRecommendations,
  }
  const completion = await client.chat.completions.create(
    {
      model: settings.model,
      temperature: 0,
      messages: [
        {
          role: 'system',
          content:
            `You help a factory maintenance team. Rewrite each text in plain ${language} for engineers on the shop floor. ` +
            'Keep every number exactly as written and add no new numbers, facts or advice. ' +
            'Answer with JSON only: {"items":[{"id","reasoning","recommendation"}],"general":[...]} with the same ids and as many general texts.',
        },
        { role: 'user', content: JSON.stringify(input) },
      ],
    },
    { timeout: settings.timeoutMs },
  )
  const content = completion.choices[0]?.message?.content ?? ''
  const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)
  return answerSchema.parse(JSON.parse(json))
}

function applyAnswer(report: PredictiveReport, answer: z.infer<typeof answerSchema>): PredictiveReport {
  let replaced = 0
  const pick = (original: string, candidate: string | undefined) => {
    if (!acceptable(original, candidate)) return original
    replaced++
    return candidate!.trim()
  }
  const byId = new Map(answer.items.map((i) => [i.id, i]))
  const priorityEquipment = report.report.priorityEquipment.map((p) => {
    const a = byId.get(p.equipmentId)
    return {
      ...p,
      reasoning: pick(p.reasoning, a?.reasoning),
      maintenanceRecommendation: pick(p.maintenanceRecommendation, a?.recommendation),
    }
  })
  const generalRecommendations =
    answer.general.length === report.report.generalRecommendations.length
      ? report.report.generalRecommendations.map((g, i) => pick(g, answer.general[i]))
      : report.report.generalRecommendations
  if (replaced === 0) return report
  return {
    ...report,
    textSource: 'language-model',
    report: { ...report.report, priorityEquipment, generalRecommendations },
  }
}

/** Non-empty, not too long, and every number in it is one of the original's. */
export function acceptable(original: string, candidate: string | undefined): boolean {
  if (typeof candidate !== 'string') return false
  const text = candidate.trim()
  if (!text || text.length > MAX_TEXT) return false
  const allowed = new Set(numbersIn(original))
  return numbersIn(text).every((n) => allowed.has(n))
}

function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => String(Number(n.replace(',', '.'))))
}
