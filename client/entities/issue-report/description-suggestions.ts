// Which descriptions the issue dialog suggests (spec §9): the 10 most frequent are always candidates
// ahead of the category's presets; 5 are shown for an empty field, up to 8 matching ones while typing.
import { rankFrequent, type FrequentDescription } from './frequent-descriptions'

export const FREQUENT_IN_VIEW = 10
export const SUGGESTIONS_SHOWN = 8
export const SUGGESTIONS_WHEN_EMPTY = 5

export function suggestDescriptions(
  query: string,
  presets: readonly string[],
  frequent: readonly FrequentDescription[],
): string[] {
  const candidates: string[] = []
  const seen = new Set<string>()
  for (const text of [
    ...rankFrequent(frequent)
      .slice(0, FREQUENT_IN_VIEW)
      .map((f) => f.text),
    ...presets,
  ]) {
    const key = text.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    candidates.push(text)
  }
  const q = query.trim().toLowerCase()
  if (!q) return candidates.slice(0, SUGGESTIONS_WHEN_EMPTY)
  // A text already typed in full is not suggested back.
  return candidates.filter((c) => c.toLowerCase().includes(q) && c.toLowerCase() !== q).slice(0, SUGGESTIONS_SHOWN)
}
