// What a notification says, in the language the device subscribed in (en, pl, lt). The service worker shows it
// as it comes: it has no translations of its own.
import type { PushKind } from '../../shared/push/push'

export const PUSH_LANGS = ['en', 'pl', 'lt'] as const
export type PushLang = (typeof PUSH_LANGS)[number]

export function pushLang(value: string | null | undefined): PushLang {
  const v = (value ?? '').slice(0, 2).toLowerCase()
  return (PUSH_LANGS as readonly string[]).includes(v) ? (v as PushLang) : 'en'
}

const PRIORITY: Record<PushLang, Record<string, string>> = {
  en: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
  pl: { critical: 'Krytyczne', high: 'Wysokie', medium: 'Średnie', low: 'Niskie' },
  lt: { critical: 'Kritinis', high: 'Aukštas', medium: 'Vidutinis', low: 'Žemas' },
}

export interface TicketFacts {
  number: string
  priority: string
  lineName: string
  description: string
}

type Title = (t: TicketFacts, extra: { minutes?: number }) => string

const TITLES: Record<PushLang, Record<Exclude<PushKind, 'clearance' | 'test'>, Title>> = {
  en: {
    assigned: (t) => `Assigned to you: ${t.number} (${t.lineName})`,
    urgent: (t) => `New ${PRIORITY.en[t.priority]?.toLowerCase() ?? t.priority} ticket ${t.number} on ${t.lineName}`,
    escalation: (t, e) => `Escalation: ${t.number} not accepted for ${e.minutes} min (${t.lineName})`,
  },
  pl: {
    assigned: (t) => `Przypisano do Ciebie: ${t.number} (${t.lineName})`,
    urgent: (t) => `Nowe zgłoszenie ${t.number} (${PRIORITY.pl[t.priority] ?? t.priority}) na ${t.lineName}`,
    escalation: (t, e) => `Eskalacja: ${t.number} nieprzyjęte od ${e.minutes} min (${t.lineName})`,
  },
  lt: {
    assigned: (t) => `Priskirta jums: ${t.number} (${t.lineName})`,
    urgent: (t) => `Naujas gedimas ${t.number} (${PRIORITY.lt[t.priority] ?? t.priority}) linijoje ${t.lineName}`,
    escalation: (t, e) => `Eskalavimas: ${t.number} nepriimtas ${e.minutes} min. (${t.lineName})`,
  },
}

export function ticketTitle(
  lang: PushLang,
  kind: 'assigned' | 'urgent' | 'escalation',
  t: TicketFacts,
  minutes?: number,
): string {
  return TITLES[lang][kind](t, { minutes })
}

export function clearanceTitle(lang: PushLang, lineName: string): string {
  if (lang === 'pl') return `${lineName} czeka na zwolnienie higieniczne`
  if (lang === 'lt') return `${lineName} laukia higienos patvirtinimo`
  return `${lineName} is awaiting hygiene clearance`
}

export function testTitle(lang: PushLang): { title: string; body: string } {
  if (lang === 'pl') return { title: 'Powiadomienia Lineside działają', body: 'Tak będą wyglądać Twoje powiadomienia.' }
  if (lang === 'lt') return { title: 'Lineside pranešimai veikia', body: 'Taip atrodys jūsų pranešimai.' }
  return { title: 'Lineside notifications work', body: 'This is how your notifications will look.' }
}
