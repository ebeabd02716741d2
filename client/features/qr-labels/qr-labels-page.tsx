// Printable QR labels (/qr-labels): one label per equipment, grouped per unit, from the local cache, so the
// codes the scanner reads can be stuck on the machines. Print uses the browser's print dialog.
import { Button, Container, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { db } from '../../data/db'
import { groupLabelsByUnit } from './label-groups'
import { QrLabel } from './qr-label'
import classes from './qr-labels.module.css'

export function QrLabelsPage() {
  const { t } = useTranslation()
  const equipment = useLiveQuery(() => db.equipment.toArray(), [])
  // ?unit=B opens one unit's labels (the equipment dashboard links each unit here).
  const [params] = useSearchParams()
  const [unit, setUnit] = useState(() => params.get('unit') ?? 'all')
  const groups = groupLabelsByUnit(equipment ?? [])
  const shown = groups.filter((g) => unit === 'all' || (g.unit ?? '') === unit)
  const unitLabel = (code: string | null) => (code ? t('qrLabels.unit', { code }) : t('qrLabels.noUnit'))
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" className={classes.noPrint}>
          <Button component={Link} to="/qr-scanner" variant="default">
            {t('qrLabels.back')}
          </Button>
          <Group gap="sm">
            <NativeSelect
              aria-label={t('qrLabels.unitFilter')}
              value={unit}
              onChange={(e) => setUnit(e.currentTarget.value)}
              data={[
                { value: 'all', label: t('qrLabels.allUnits') },
                ...groups.map((g) => ({ value: g.unit ?? '', label: unitLabel(g.unit) })),
              ]}
            />
            <Button onClick={() => window.print()}>{t('qrLabels.print')}</Button>
          </Group>
        </Group>
        <Title order={1} size="h2" className={classes.noPrint}>
          {t('qrLabels.title')}
        </Title>
        {!equipment && <Loader aria-label={t('qrLabels.loading')} />}
        {equipment && equipment.length === 0 && <Text>{t('qrLabels.none')}</Text>}
        {shown.map((group) => (
          <section key={group.unit ?? 'none'} className={classes.unit} aria-label={unitLabel(group.unit)}>
            <Title order={2} size="h3" mb="sm">
              {unitLabel(group.unit)}
            </Title>
            <div className={classes.grid}>
              {group.equipment.map((e) => (
                <QrLabel key={e.id} equipment={e} />
              ))}
            </div>
          </section>
        ))}
      </Stack>
    </Container>
  )
}
