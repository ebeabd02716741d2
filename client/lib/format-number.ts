// Numbers in the user's language (issue 31 §5): 98.5% in English is 98,5% in Polish and 98,5 % in Lithuanian;
// 1,250 is 1250 and 1 250. Every figure a screen shows goes through here, never toFixed or `${n}%`.
import { i18n } from '../i18n/i18n'

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (!found) formatters.set(key, (found = new Intl.NumberFormat(language, options)))
  return found
}

const current = () => i18n.resolvedLanguage ?? i18n.language ?? 'en'

/** A number as the user's language writes it; at most one decimal unless `options` says otherwise. */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 1 },
  language = current(),
): string {
  return formatter(language, options).format(value)
}

/** A percentage given as 0–100 (98.5 → "98.5%", "98,5%", "98,5 %"); at most one decimal by default. */
export function formatPercent(percent: number, maximumFractionDigits = 1, language = current()): string {
  return formatter(language, { style: 'percent', maximumFractionDigits }).format(percent / 100)
}
