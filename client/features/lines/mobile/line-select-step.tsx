// Mobile step 1, "Select Your Production Line": unit filter and the lines with status dot, status,
// OPERATIONAL when running, and the last check time or "Never" (spec §2).
import { Button, Chip, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { compareByNumberInName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { useRevealCount } from '../../../lib/use-reveal'
import { LineListItem } from './line-list-item'
import { mobileUnitOf, mobileUnitOptions } from './mobile-units'

const FIRST_ROWS = 10
const REVEAL_STEP = 10

interface LineSelectStepProps {
  lines: readonly ProductionLine[]
  onSelect: (lineId: number) => void
}

export function LineSelectStep({ lines, onSelect }: LineSelectStepProps) {
  const { t } = useTranslation()
  const [unit, setUnit] = useState('all')
  const shown = lines.filter((l) => unit === 'all' || mobileUnitOf(l) === unit).sort(compareByNumberInName)
  // The first rows (a phone's screen) at once, the rest a few per commit (docs/decisions/251).
  const revealed = useRevealCount(shown.length, FIRST_ROWS, REVEAL_STEP)
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Button component={Link} to="/" variant="default">
          {t('mobileOperator.back')}
        </Button>
      </Group>
      <Title order={1} size="h2">
        {t('mobileOperator.selectTitle')}
      </Title>
      <div role="radiogroup" aria-label={t('mobileOperator.unitFilter')}>
        <Chip.Group value={unit} onChange={(value) => setUnit(typeof value === 'string' ? value : 'all')}>
          <Group gap={6}>
            {mobileUnitOptions(lines).map((u) => (
              <Chip key={u} value={u} size="md">
                {u === 'all' ? t('mobileOperator.allUnits') : t('mobileOperator.unitLabel', { code: u })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      {shown.length === 0 ? (
        <Text fw={600}>{t('mobileOperator.noLines')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.slice(0, revealed).map((line) => (
            <li key={line.id}>
              <LineListItem line={line} onSelect={onSelect} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
