// Mobile operator screen (/mobile-operator): pick a line, then act on it. The chosen line is in the URL
// (?line=ID), so a reload or a shared link keeps it.
import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useSlicedValue } from '../../lib/use-reveal'
import { useLine, useLines } from './common/use-lines'
import { LineDetailStep } from './mobile/line-detail-step'
import { LineSelectStep } from './mobile/line-select-step'

export function MobileOperatorPage() {
  const [params, setParams] = useSearchParams()
  const selected = params.get('line')
  const select = (lineId: number) => setParams({ line: String(lineId) })
  const back = () => setParams({})
  return (
    <Container size="sm" py="md">
      {selected === null ? <SelectStep onSelect={select} /> : <DetailStep lineId={Number(selected)} onBack={back} />}
    </Container>
  )
}

function SelectStep({ onSelect }: { onSelect: (lineId: number) => void }) {
  const { t } = useTranslation()
  // The cache's answer renders in slices, not as one long task (docs/decisions/251).
  const lines = useSlicedValue(useLines())
  return lines ? (
    <LineSelectStep lines={lines} onSelect={onSelect} />
  ) : (
    <Loader aria-label={t('mobileOperator.loading')} />
  )
}

function DetailStep({ lineId, onBack }: { lineId: number; onBack: () => void }) {
  const { t } = useTranslation()
  const found = useLine(lineId)
  if (found.state === 'loading') return <Loader aria-label={t('mobileOperator.loading')} />
  if (found.state === 'found') return <LineDetailStep line={found.line} onBack={onBack} />
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        {t('mobileOperator.notFoundTitle')}
      </Title>
      <Text>{t('mobileOperator.notFoundMessage')}</Text>
      <Button onClick={onBack}>{t('mobileOperator.backToSelection')}</Button>
    </Stack>
  )
}
