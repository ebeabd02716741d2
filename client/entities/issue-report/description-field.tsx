// Description (optional) with suggestions: frequent descriptions first, then the category's presets.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { suggestDescriptions } from './description-suggestions'
import { READABLE_HINT } from './readable-hint'
import type { FrequentDescription } from './frequent-descriptions'
import { ISSUE_PRESET_KEYS, type IssueCategory } from './issue-presets'

interface DescriptionFieldProps {
  value: string
  /** The server's verdict on the text as it would be sent (prefix included), if it would refuse it. */
  error?: string
  category: IssueCategory | ''
  frequent: readonly FrequentDescription[]
  onChange: (value: string) => void
}

export function DescriptionField({ value, error, category, frequent, onChange }: DescriptionFieldProps) {
  const { t } = useTranslation()
  const suggestionsId = useId()
  const presets = category ? ISSUE_PRESET_KEYS[category].map((key) => t(`issues.presets.${category}.${key}`)) : []
  const suggestions = suggestDescriptions(value, presets, frequent)
  return (
    <Stack gap={6}>
      <Textarea
        label={t('issues.fields.description')}
        description={t('issues.fields.descriptionHint')}
        styles={READABLE_HINT}
        rows={3}
        maxLength={4000}
        error={error}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {suggestions.length > 0 && (
        <div role="group" aria-labelledby={suggestionsId}>
          <Text id={suggestionsId} size="sm" fw={600} mb={4}>
            {t('issues.suggestions')}
          </Text>
          <Group gap={6}>
            {suggestions.map((text) => (
              <Button key={text} size="compact-sm" variant="light" onClick={() => onChange(text)}>
                {text}
              </Button>
            ))}
          </Group>
        </div>
      )}
    </Stack>
  )
}
