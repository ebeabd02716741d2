// The tablet's meter reading: running hours or units counted, for the line or one of its machines; queued through
// the outbox (offline too). The server fires the line's meter plans when a reading crosses their threshold.
import { Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PmMeterUnit } from '../../../shared/pm/types'
import { db } from '../../data/db'
import { recordMeterReading } from '../../data/pm-commands'
import { toast } from '../../lib/toast'

export function MeterReadingDialog({ lineId, onClose }: { lineId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const machines = useLiveQuery(() => db.machines.where('lineId').equals(lineId).sortBy('name'), [lineId], [])
  const [machineId, setMachineId] = useState<string | null>(null)
  const [unit, setUnit] = useState<PmMeterUnit>('hours')
  const [value, setValue] = useState<number | ''>('')
  const [tried, setTried] = useState(false)
  const save = () => {
    setTried(true)
    if (value === '') return
    void recordMeterReading(lineId, unit, value, machineId).then(() => {
      toast.info(t('pmDue.meter.saved'))
      onClose()
    })
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('pmDue.meter.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Select
          label={t('pmDue.meter.machine')}
          placeholder={t('pmDue.meter.wholeLine')}
          clearable
          value={machineId}
          data={machines.map((m) => ({ value: m.id, label: m.name }))}
          onChange={setMachineId}
        />
        <Select
          label={t('pmDue.meter.unit')}
          allowDeselect={false}
          value={unit}
          data={(['hours', 'units'] as const).map((u) => ({ value: u, label: t(`pmDue.meter.units.${u}`) }))}
          onChange={(v) => setUnit((v ?? 'hours') as PmMeterUnit)}
        />
        <NumberInput
          label={t('pmDue.meter.value')}
          min={0}
          size="lg"
          value={value}
          error={tried && value === '' ? t('pmDue.meter.valueNeeded') : undefined}
          onChange={(v) => setValue(v === '' || Number.isNaN(Number(v)) ? '' : Number(v))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('pmDue.meter.cancel')}
          </Button>
          <Button size="lg" onClick={save}>
            {t('pmDue.meter.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
