// The facts an equipment card lists: primary unit, type, locations and description.
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Equipment } from '../../../shared/types'

export function EquipmentDetails({ equipment }: { equipment: Equipment }) {
  const { t } = useTranslation()
  const locations = equipment.locations.length ? equipment.locations.join(', ') : (equipment.location ?? '–')
  return (
    <>
      <Text size="sm">
        {t('equipment.card.unit')}: {equipment.unitCode ? t('equipment.unitCode', { code: equipment.unitCode }) : '–'}
      </Text>
      <Text size="sm">
        {t('equipment.card.type')}: {equipment.type ?? '–'}
      </Text>
      <Text size="sm">
        {t('equipment.card.locations')}: {locations}
      </Text>
      {equipment.description && (
        <Text size="sm" c="gray.7">
          {equipment.description}
        </Text>
      )}
    </>
  )
}
