// Live status: percent of lines running, the health label and colour, the heartbeat, REPORT ISSUE (spec §2, §4).
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { healthLevel, heartbeatBpm, percentRunning, type HealthLevel } from '../../../../shared/lines'
import { Heartbeat } from './heartbeat'
import { formatPercent } from '../../../lib/format-number'

const HEALTH_COLOR: Record<HealthLevel, string> = { normal: 'green', elevated: 'orange', critical: 'red' }

interface LiveStatusCardProps {
  /** The lines in view: the unit filter applies to these counts too. */
  lines: readonly { status: string }[]
  /** null: the role may not report issues (the button is not offered). */
  onReportIssue: (() => void) | null
  /** The "updates every 15 s" promise only while the data really is live. */
  live: boolean
}

/** Memoised: it renders again when the lines in view, the live flag or the offer to report change. */
export const LiveStatusCard = memo(function LiveStatusCard({ lines, onReportIssue, live }: LiveStatusCardProps) {
  const { t } = useTranslation()
  const percent = percentRunning(lines)
  const level = healthLevel(percent)
  const bpm = heartbeatBpm(level)
  const color = HEALTH_COLOR[level]
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('production.liveStatus')}
      data-health={level}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap">
          <Heartbeat bpm={bpm} color={color} />
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('production.liveStatus')}
            </Text>
            <Group gap="xs" align="baseline">
              <Text fz={32} fw={800} lh={1} data-testid="percent-running">
                {formatPercent(percent)}
              </Text>
              <Text size="sm">{t('production.linesRunning')}</Text>
            </Group>
            <Group gap="xs">
              <Badge color={color} variant="filled" size="lg">
                {t(`production.health.${level}`)}
              </Badge>
              <Text size="sm">{t('production.bpm', { bpm })}</Text>
            </Group>
          </Stack>
        </Group>
        {onReportIssue && (
          <Button color="red" size="lg" onClick={onReportIssue}>
            {t('production.reportIssue')}
          </Button>
        )}
      </Group>
      {live && (
        <Text size="xs" c="gray.7" mt="sm">
          {t('production.updatesEvery')}
        </Text>
      )}
    </Paper>
  )
})
