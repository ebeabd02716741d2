// i18next setup: en, pl, lt bundled (the app must start offline), English fallback, then the key itself.
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { english, loadBundle } from './bundle'

export const LANGUAGES = ['en', 'pl', 'lt'] as const
export type Language = (typeof LANGUAGES)[number]
export const LANGUAGE_STORAGE_KEY = 'lineside.lang'

export const resources = { en: { translation: english } } as const

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(value) ? value : 'en'
  } catch {
    return 'en'
  }
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  await i18n.changeLanguage(language)
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language
})

/** Resolves once the stored language's texts are loaded (English is bundled; the others are chunks). */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string) => (isLanguage(language) ? loadBundle[language]() : Promise.resolve({}))))
  .init({
    resources,
    // English ships in the bundle; Polish and Lithuanian come from the backend when chosen.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    // React already escapes text it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  })

export { i18n }
