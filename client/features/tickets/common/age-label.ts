// The spec's age text (shared ageText: "5m ago", "3h ago", "2d ago") in the interface language.
import type { TFunction } from 'i18next'
import { ageText } from '../../../../shared/tickets'

export type AgeUnit = 'minutes' | 'hours' | 'days'

const UNITS: Record<string, AgeUnit> = { m: 'minutes', h: 'hours', d: 'days' }

/** Splits the shared rule's text into a count and unit, so the rule stays in one place. */
export function ageParts(createdAt: string, now: Date): { count: number; unit: AgeUnit } {
  const match = /^(\d+)([mhd]) ago$/.exec(ageText(createdAt, now))
  return { count: Number(match?.[1] ?? 0), unit: UNITS[match?.[2] ?? 'm'] ?? 'minutes' }
}

export function ageLabel(t: TFunction, createdAt: string, now: Date): string {
  const { count, unit } = ageParts(createdAt, now)
  return t(`tickets.age.${unit}`, { n: count })
}
