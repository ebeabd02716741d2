// Meters (issue 28, decision 235): enter a running-hours or units reading (through the outbox, offline too), see how
// much of each meter plan's interval is used as the server counts it (readings, or running hours summed from the
// line's status history), and correct a reading: the correction is a new record shown beside the original.
import { Badge, Button, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PmMeterStatus, PmMeterUnit, PmReading } from '../../../shared/pm/types'
import { correctMeterReading, recordMeterReading } from '../../data/pm-commands'
import { formatNumber } from '../../lib/format-number'
import { toast } from '../../lib/toast'
import { useApiQuery } from '../../lib/use-api-query'
import { useOnline } from '../../lib/use-online'
import { usePlant } from './use-pm'

/** The server's figures catch up once the outbox has sent the reading. */
const RELOAD_AFTER_MS = 2000

export function MetersTab() {
  const { t } = useTranslation()
  const online = useOnline()
  const plant = usePlant()
  const meters = useApiQuery<{ meters: PmMeterStatus[] }>(online ? '/api/pm/meters' : null)
  const readings = useApiQuery<{ readings: PmReading[] }>(online ? '/api/pm-readings?limit=50' : null)
  const [correcting, setCorrecting] = useState<PmReading | null>(null)
  const reload = () => {
    meters.reload()
    readings.reload()
  }
  const saved = () => {
    toast.info(t('pm.meters.saved'))
    setTimeout(reload, RELOAD_AFTER_MS)
  }
  const place = (lineId: number | null, machineId: string | null) =>
    [
      lineId === null ? null : (plant?.lineName.get(lineId) ?? `#${lineId}`),
      machineId && plant?.machineName.get(machineId),
    ]
      .filter(Boolean)
      .join(' · ')
  const byId = new Map((readings.data?.readings ?? []).map((r) => [r.id, r]))

  return (
    <Stack gap="lg">
      <ReadingForm onSaved={saved} />
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('pm.meters.plansTitle')}
          </Title>
          {online && (
            <Button variant="default" size="xs" onClick={reload}>
              {t('pm.meters.refresh')}
            </Button>
          )}
        </Group>
        {!online && <Text c="gray.8">{t('pm.meters.offline')}</Text>}
        {online && meters.data && meters.data.meters.length === 0 && <Text c="gray.8">{t('pm.meters.noPlans')}</Text>}
        {online && meters.data && meters.data.meters.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pm.workOrders.title')}</Table.Th>
                  <Table.Th>{t('pm.workOrders.line')}</Table.Th>
                  <Table.Th>{t('pm.meters.counted')}</Table.Th>
                  <Table.Th>{t('pm.meters.used')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {meters.data.meters.map((m) => (
                  <Table.Tr key={`${m.planId}-${m.unit}-${m.source}`}>
                    <Table.Td>{m.title}</Table.Td>
                    <Table.Td>{place(m.lineId, m.machineId)}</Table.Td>
                    <Table.Td>{t(`pm.trigger.source.${m.source}`)}</Table.Td>
                    <Table.Td>
                      {m.used === null
                        ? t('pm.meters.noReading')
                        : t(`pm.meters.usedOf.${m.unit}`, {
                            used: formatNumber(m.used, { maximumFractionDigits: 1 }),
                            every: formatNumber(m.every),
                          })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {online && readings.data && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('pm.meters.readingsTitle')}
          </Title>
          {readings.data.readings.length === 0 ? (
            <Text c="gray.8">{t('pm.meters.noReadings')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={620}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('pm.meters.readAt')}</Table.Th>
                    <Table.Th>{t('pm.workOrders.line')}</Table.Th>
                    <Table.Th>{t('pm.meters.value')}</Table.Th>
                    <Table.Th>{t('pm.meters.by')}</Table.Th>
                    <Table.Th>{t('pm.plans.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {readings.data.readings.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{new Date(r.readAt).toLocaleString()}</Table.Td>
                      <Table.Td>{place(r.lineId, r.machineId)}</Table.Td>
                      <Table.Td>
                        <Text span td={r.correctedById ? 'line-through' : undefined}>
                          {formatNumber(r.value)} {t(`pm.trigger.units.${r.unit}`)}
                        </Text>
                        {r.correctedById && (
                          <Badge ml="xs" color="gray.8" variant="outline">
                            {t('pm.meters.corrected')}
                          </Badge>
                        )}
                        {r.correctsId && (
                          <Text size="sm" c="gray.8">
                            {t('pm.meters.correctionOf', {
                              value: byId.has(r.correctsId) ? formatNumber(byId.get(r.correctsId)!.value) : '…',
                              reason: r.reason ?? '',
                            })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{r.enteredByName ?? ''}</Table.Td>
                      <Table.Td>
                        {!r.correctedById && (
                          <Button size="xs" variant="light" onClick={() => setCorrecting(r)}>
                            {t('pm.meters.correct')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      {correcting && (
        <CorrectionModal
          reading={correcting}
          onClose={() => setCorrecting(null)}
          onSaved={() => {
            setCorrecting(null)
            saved()
          }}
        />
      )}
    </Stack>
  )
}

function ReadingForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation()
  const plant = usePlant()
  const [lineId, setLineId] = useState<string | null>(null)
  const [machineId, setMachineId] = useState<string | null>(null)
  const [unit, setUnit] = useState<PmMeterUnit>('hours')
  const [value, setValue] = useState<number | ''>('')
  const [tried, setTried] = useState(false)
  const machines = (plant?.machines ?? []).filter((m) => lineId !== null && m.lineId === Number(lineId))
  const save = () => {
    setTried(true)
    if (lineId === null || value === '') return
    void recordMeterReading(Number(lineId), unit, value, machineId).then(() => {
      setValue('')
      setTried(false)
      onSaved()
    })
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('pm.meters.enterTitle')}
      </Title>
      <Group align="flex-start">
        <Select
          label={t('pm.form.line')}
          searchable
          value={lineId}
          error={tried && lineId === null ? t('pm.meters.lineNeeded') : undefined}
          data={(plant?.lines ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          onChange={(v) => {
            setLineId(v)
            setMachineId(null)
          }}
        />
        <Select
          label={t('pm.form.machine')}
          placeholder={t('pm.form.wholeLine')}
          clearable
          value={machineId}
          disabled={lineId === null}
          data={machines.map((m) => ({ value: m.id, label: m.name }))}
          onChange={setMachineId}
        />
        <Select
          label={t('pm.trigger.unit')}
          allowDeselect={false}
          value={unit}
          data={(['hours', 'units'] as const).map((u) => ({ value: u, label: t(`pm.trigger.units.${u}`) }))}
          onChange={(v) => setUnit((v ?? 'hours') as PmMeterUnit)}
        />
        <NumberInput
          label={t('pm.meters.value')}
          min={0}
          w={160}
          value={value}
          error={tried && value === '' ? t('pm.meters.valueNeeded') : undefined}
          onChange={(v) => setValue(v === '' || Number.isNaN(Number(v)) ? '' : Number(v))}
        />
      </Group>
      <Group>
        <Button onClick={save}>{t('pm.meters.save')}</Button>
      </Group>
    </Stack>
  )
}

function CorrectionModal({
  reading,
  onClose,
  onSaved,
}: {
  reading: PmReading
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState<number | ''>('')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const save = () => {
    setTried(true)
    if (value === '' || !reason.trim()) return
    void correctMeterReading(reading, value, reason.trim()).then(onSaved)
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('pm.meters.correctTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm">
          {t('pm.meters.original', { value: formatNumber(reading.value), unit: t(`pm.trigger.units.${reading.unit}`) })}
        </Text>
        <NumberInput
          label={t('pm.meters.correctValue')}
          min={0}
          value={value}
          error={tried && value === '' ? t('pm.meters.valueNeeded') : undefined}
          onChange={(v) => setValue(v === '' || Number.isNaN(Number(v)) ? '' : Number(v))}
        />
        <TextInput
          label={t('pm.meters.reason')}
          value={reason}
          error={tried && !reason.trim() ? t('pm.order.reasonNeeded') : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('pm.form.cancel')}
          </Button>
          <Button onClick={save}>{t('pm.meters.saveCorrection')}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
