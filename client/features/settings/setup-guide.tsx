// Setup Guide: how to make a Teams Workflows webhook, what gets sent, and Microsoft's own guide.
import { Anchor, List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const DOCS_URL =
  'https://support.microsoft.com/en-us/office/create-incoming-webhooks-with-workflows-for-microsoft-teams-8ae491c7-0394-4861-ba59-055e33f75498'

export function SetupGuide() {
  const { t } = useTranslation()
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('teamsSettings.guide.stepsTitle')}
      </Title>
      <List type="ordered" spacing="xs">
        {(['step1', 'step2', 'step3', 'step4'] as const).map((k) => (
          <List.Item key={k}>{t(`teamsSettings.guide.${k}`)}</List.Item>
        ))}
      </List>
      <Title order={2} size="h4">
        {t('teamsSettings.guide.typesTitle')}
      </Title>
      <List spacing="xs">
        {(['typeCreated', 'typeAssigned', 'typeStatus', 'typeResolved'] as const).map((k) => (
          <List.Item key={k}>{t(`teamsSettings.guide.${k}`)}</List.Item>
        ))}
      </List>
      <Text>{t('teamsSettings.guide.delivery')}</Text>
      <Anchor href={DOCS_URL} target="_blank" rel="noopener noreferrer">
        {t('teamsSettings.guide.docsLink')}
      </Anchor>
    </Stack>
  )
}
