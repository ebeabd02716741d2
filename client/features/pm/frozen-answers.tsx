// A signed-off work order: who signed, when (device and server time), and the answers, which no longer change;
// corrections are shown beside the answer they correct.
import { Anchor, Card, List, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { PmAnswerValue, PmWorkOrder } from '../../../shared/pm/types'

function AnswerText({ value }: { value: PmAnswerValue }) {
  const { t } = useTranslation()
  if (value === true) return <>{t('pm.order.pass')}</>
  if (value === false) return <>{t('pm.order.fail')}</>
  return <>{String(value)}</>
}

export function FrozenAnswers({ order }: { order: PmWorkOrder }) {
  const { t } = useTranslation()
  const originals = order.answers.filter((a) => a.correctsId === null)
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text fw={700}>
          {t('pm.order.signedBy', { name: order.signedByName ?? '', at: order.signedAtDevice ?? '' })}
        </Text>
        <Text size="sm" c="gray.7">
          {order.signedAtServer ? t('pm.order.arrivedAt', { at: order.signedAtServer }) : t('pm.order.waitingToSync')}
        </Text>
        {order.temporary && <Text size="sm">{t('pm.order.temporaryDone', { date: order.permanentDueAt ?? '' })}</Text>}
        <List>
          {originals.map((a) => {
            const step = order.steps[a.stepIndex]
            const corrections = order.answers.filter((c) => c.correctsId === a.id)
            return (
              <List.Item key={a.id}>
                {t('pm.order.stepLabel', { n: a.stepIndex + 1, text: step?.text ?? '' })}:{' '}
                <AnswerText value={a.value} />
                {step?.kind === 'reading' && step.unit ? ` ${step.unit}` : ''}
                {a.ticketId && (
                  <>
                    {' '}
                    <Anchor component={Link} to={`/tickets?ticket=${a.ticketId}`}>
                      {t('pm.order.correctiveTicket')}
                    </Anchor>
                  </>
                )}
                {corrections.map((c) => (
                  <Text key={c.id} size="sm" c="gray.7">
                    {t('pm.order.corrected')} <AnswerText value={c.value} /> — {c.note}
                  </Text>
                ))}
              </List.Item>
            )
          })}
        </List>
      </Stack>
    </Card>
  )
}
