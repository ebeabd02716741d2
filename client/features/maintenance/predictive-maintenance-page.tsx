// AI Predictive Maintenance (/predictive-maintenance, spec §2): Generate Report, overall risk and cost savings,
// the priority equipment with View Details, general recommendations and the equipment health panel. Figures
// come from the server's built-in model; the last report stays readable offline with its time.
import { Alert, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PriorityEquipment } from '../../../shared/maintenance/report-types'
import { formatDateTime } from '../../i18n/format'
import { PriorityList } from './priority-list'
import { generalText } from './reason-texts'
import { ReportSummary } from './report-summary'
import { usePredictiveReport } from './use-predictive-report'

// The panel (a modal, with its positioning code) loads on the first View Details, not with the screen.
const HealthPanel = lazy(() => import('./health-panel').then((m) => ({ default: m.HealthPanel })))

export function PredictiveMaintenancePage() {
  const { t } = useTranslation()
  const { report, status, saved, generate } = usePredictiveReport()
  const [selected, setSelected] = useState<PriorityEquipment | null>(null)
  const rewritten = report?.textSource === 'language-model'

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>{t('maintenance.title')}</Title>
            <Text c="gray.7">{t('maintenance.intro')}</Text>
          </Stack>
          <Button onClick={() => void generate()} loading={status === 'loading'}>
            {t('maintenance.generate')}
          </Button>
        </Group>
        {status === 'failed' ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {report?.languageModelConfigured ? t('maintenance.errorLanguageModel') : t('maintenance.errorBuiltIn')}
              </Text>
              <Button variant="white" color="red" size="xs" onClick={() => void generate()}>
                {t('maintenance.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {report && saved ? (
          <Alert color="blue" role="status">
            {t('maintenance.savedNotice', { time: formatDateTime(report.generatedAt) })}
          </Alert>
        ) : null}
        {!report && status !== 'loading' ? <Text>{t('maintenance.noReport')}</Text> : null}
        {report ? (
          <>
            <ReportSummary report={report} />
            <PriorityList
              items={report.report.priorityEquipment}
              textSource={report.textSource}
              onDetails={setSelected}
            />
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('maintenance.generalTitle')}
              </Title>
              <List>
                {(rewritten
                  ? report.report.generalRecommendations
                  : report.report.generalRecommendationCodes.map((g) => generalText(t, g))
                ).map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
              {rewritten ? (
                <Text size="xs" c="gray.7">
                  {t('maintenance.rewritten')}
                </Text>
              ) : null}
            </Stack>
          </>
        ) : null}
      </Stack>
      {selected ? (
        <Suspense fallback={null}>
          <HealthPanel itemId={selected.equipmentId} name={selected.name} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </Container>
  )
}
