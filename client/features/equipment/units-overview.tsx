// The units overview: each unit with its equipment and issue counts and a link to its printable QR labels.
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { equipmentCounters } from '../../../shared/equipment'
import type { Equipment, Unit } from '../../../shared/types'

export function UnitsOverview({ units, equipment }: { units: Unit[]; equipment: Equipment[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm" component="section" aria-labelledby="units-overview-heading">
      <Title order={2} size="h3" id="units-overview-heading">
        {t('equipment.units.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {units.map((unit) => {
          const counts = equipmentCounters(equipment.filter((e) => e.unitCode === unit.code))
          return (
            <Paper
              key={unit.code}
              withBorder
              p="sm"
              role="group"
              aria-label={t('equipment.unitCode', { code: unit.code })}
            >
              <Text fw={700}>{t('equipment.unitCode', { code: unit.code })}</Text>
              <Text size="sm" c="gray.7">
                {unit.name}
              </Text>
              <Text size="sm">{t('equipment.units.counts', { total: counts.total, issues: counts.issues })}</Text>
              <Anchor component={Link} to={`/qr-labels?unit=${encodeURIComponent(unit.code)}`} size="sm">
                {t('equipment.units.labels', { code: unit.code })}
              </Anchor>
            </Paper>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
