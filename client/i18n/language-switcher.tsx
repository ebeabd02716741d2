// Language picker for the top bar; the choice survives reloads (localStorage 'lineside.lang').
import { NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { changeLanguage, isLanguage, LANGUAGES } from './i18n'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const data = LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))
  return (
    // A native select: right on phones and tablets, and far lighter than a combobox in the first bundle.
    <NativeSelect
      aria-label={t('language.label')}
      data={data}
      value={isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'}
      onChange={(event) => {
        const value = event.currentTarget.value
        if (isLanguage(value)) void changeLanguage(value)
      }}
      w={{ base: 112, sm: 130 }}
      size="sm"
    />
  )
}
