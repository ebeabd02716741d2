// Language picker for the top bar; the choice survives reloads (localStorage 'lineside.lang').
import { useTranslation } from 'react-i18next'
import { PlainSelect } from './plain-select'
import { changeLanguage, isLanguage, LANGUAGES } from '../i18n/i18n'
import classes from './language-switcher.module.css'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const data = LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))
  return (
    // A native select: right on phones and tablets, and far lighter than a combobox in the first bundle. A plain
    // one drawn as Mantine's NativeSelect: it is on every screen's first render (plain-select.tsx).
    <PlainSelect
      aria-label={t('language.label')}
      data={data}
      value={isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'}
      onChange={(event) => {
        const value = event.currentTarget.value
        if (isLanguage(value)) void changeLanguage(value)
      }}
      className={classes.width}
    />
  )
}
