// Quick-template resolution phrases of the desktop close dialog, per category (spec §2: mechanical,
// electrical, safety). The phrases are i18n keys: the summary is written in the engineer's language.
export const CLOSE_TEMPLATE_KEYS: Record<string, readonly string[]> = {
  mechanical: ['beltReplaced', 'realigned', 'lubricated', 'fittingsTightened'],
  electrical: ['fuseReplaced', 'breakerReset', 'wiringRepaired', 'sensorReplaced'],
  safety: ['guardRefitted', 'emergencyStopRepaired', 'hazardCleared', 'safetyCheckDone'],
}

export function templateKeysFor(category: string): readonly string[] {
  return CLOSE_TEMPLATE_KEYS[category] ?? []
}

/** Appends a phrase to the summary, one space after what is there. */
export function appendPhrase(summary: string, phrase: string): string {
  const current = summary.trimEnd()
  return current ? `${current} ${phrase}` : phrase
}
