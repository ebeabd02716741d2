// Procedure rules shared by the phone (what to flag before signing) and the server (what it refuses and which
// answers open a corrective ticket).
import type { PmAnswerValue, PmStep } from './types'

/** Whether a value is an answer of the step's kind. */
export function answerFits(step: PmStep, value: PmAnswerValue | null | undefined): boolean {
  switch (step.kind) {
    case 'check':
      return typeof value === 'boolean'
    case 'reading':
      return typeof value === 'number' && Number.isFinite(value)
    case 'text':
    case 'photo':
      return typeof value === 'string' && value.trim().length > 0
  }
}

/** A failed check or a reading outside its allowed range: opens a corrective ticket. */
export function answerFails(step: PmStep, value: PmAnswerValue | null | undefined): boolean {
  if (step.kind === 'check') return value === false
  if (step.kind === 'reading' && typeof value === 'number')
    return (step.min != null && value < step.min) || (step.max != null && value > step.max)
  return false
}

/** The step indexes still without a fitting answer. */
export function missingSteps(steps: readonly PmStep[], answers: ReadonlyMap<number, PmAnswerValue>): number[] {
  return steps.flatMap((s, i) => (answerFits(s, answers.get(i)) ? [] : [i]))
}

/** The corrective ticket's description: plan, step and reading, so the engineer needs to type nothing. */
export function correctiveDescription(title: string, stepIndex: number, step: PmStep, value: PmAnswerValue): string {
  const range =
    step.kind === 'reading'
      ? ` (${value}${step.unit ? ` ${step.unit}` : ''}; allowed ${step.min ?? '…'}–${step.max ?? '…'})`
      : ' (failed)'
  return `PM "${title}", step ${stepIndex + 1}: ${step.text}${range}`
}
