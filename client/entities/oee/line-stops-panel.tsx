// This shift's stops of the line, unexplained ones marked: anyone who may set the line's status explains one;
// an engineer or admin also changes a reason or splits a long stop in two (issue 30 §2). Through the outbox.
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LineStop } from '../../../shared/oee/oee-types'
import { explainStop, splitStop } from '../../data/oee-commands'
import { toast } from '../../lib/toast'
import { announceWrite } from '../write-outcome/announce-write'
import { reasonName, useStopReasons } from './use-stop-reasons'
import { useLineStops } from './use-line-stops'

const hhmm = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
const hhmmss = (iso: string) => new Date(iso).toLocaleTimeString('en-GB')

export function LineStopsPanel({ lineId, supervisor }: { lineId: number; supervisor: boolean }) {
  const { t } = useTranslation()
  const stops = useLineStops(lineId)
  if (stops === null) return <Text>{t('oee.stops.offline')}</Text>
  if (stops.length === 0) return <Text>{t('oee.stops.none')}</Text>
  const unexplained = stops.filter((s) => s.reasonId === null && s.endAt !== null).length
  return (
    <Stack gap="sm">
      {unexplained > 0 && (
        <Badge color="red.9" size="lg" role="status">
          {t('oee.prompt.earlier', { count: unexplained })}
        </Badge>
      )}
      {[...stops].reverse().map((s) => (
        <StopRow key={s.id} stop={s} lineId={lineId} supervisor={supervisor} />
      ))}
    </Stack>
  )
}

function StopRow({ stop, lineId, supervisor }: { stop: LineStop; lineId: number; supervisor: boolean }) {
  const { t, i18n } = useTranslation()
  const reasons = useStopReasons() ?? []
  const [reasonId, setReasonId] = useState('')
  const [secondId, setSecondId] = useState('')
  const [splitAt, setSplitAt] = useState('')
  const label = (id: number | null) => {
    const r = reasons.find((x) => x.id === id)
    return r ? reasonName(r, i18n.language) : t('oee.stops.unexplained')
  }
  const options = [
    { value: '', label: t('oee.stops.pick') },
    ...reasons.map((r) => ({ value: String(r.id), label: reasonName(r, i18n.language) })),
  ]
  const explained = stop.reasonId !== null
  const mayExplain = supervisor || stop.parts.every((p) => p.reasonId === null)
  const run = async (write: () => ReturnType<typeof explainStop>) => {
    try {
      void announceWrite(await write(), { title: t('oee.prompt.savedTitle') })
    } catch {
      toast.error(t('oee.prompt.failed'))
    }
  }
  const splitOptions = stop.parts.length === 0 ? [] : splitTimes(stop)
  const name = `${hhmm(stop.startAt)}–${stop.endAt ? hhmm(stop.endAt) : t('oee.stops.now')}`
  return (
    <Stack gap={4} component="article" aria-label={t('oee.stops.stopAt', { time: name })}>
      <Group gap="xs">
        <Text fw={700}>{name}</Text>
        {explained ? (
          <Text>{stop.parts.map((p) => label(p.reasonId)).join(' → ')}</Text>
        ) : (
          <Badge color="red.9">{t('oee.stops.unexplained')}</Badge>
        )}
      </Group>
      {mayExplain && (
        <Group gap="xs" align="flex-end">
          <NativeSelect
            aria-label={t('oee.stops.reasonFor', { time: name })}
            data={options}
            value={reasonId}
            onChange={(e) => setReasonId(e.currentTarget.value)}
          />
          <Button
            disabled={!reasonId}
            onClick={() => void run(() => explainStop(lineId, stop.startAt, Number(reasonId)))}
          >
            {t('oee.stops.explain')}
          </Button>
        </Group>
      )}
      {supervisor && splitOptions.length > 0 && (
        <Group gap="xs" align="flex-end">
          <NativeSelect
            aria-label={t('oee.stops.splitAt', { time: name })}
            data={[
              { value: '', label: t('oee.stops.splitAtPick') },
              ...splitOptions.map((o) => ({ value: o, label: hhmmss(o) })),
            ]}
            value={splitAt}
            onChange={(e) => setSplitAt(e.currentTarget.value)}
          />
          <NativeSelect
            aria-label={t('oee.stops.secondReason', { time: name })}
            data={options}
            value={secondId}
            onChange={(e) => setSecondId(e.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={!reasonId || !secondId || !splitAt}
            onClick={() =>
              void run(() =>
                splitStop(lineId, stop.startAt, [
                  { from: stop.startAt, reasonId: Number(reasonId) },
                  { from: splitAt, reasonId: Number(secondId) },
                ]),
              )
            }
          >
            {t('oee.stops.split')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

/** Times a stop may be split at: every quarter hour inside it, or its middle when it is shorter. */
function splitTimes(stop: LineStop): string[] {
  const start = Date.parse(stop.startAt)
  const end = stop.endAt ? Date.parse(stop.endAt) : Date.now()
  const out: string[] = []
  for (let t = Math.ceil((start + 1) / 900_000) * 900_000; t < end; t += 900_000) out.push(new Date(t).toISOString())
  const middle = Math.round((start + end) / 2000) * 1000
  if (out.length === 0 && middle > start && middle < end) out.push(new Date(middle).toISOString())
  return out
}
