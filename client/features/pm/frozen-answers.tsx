// A signed-off work order: who signed, when (device and server time), and the answers, which no longer change;
// corrections are shown beside the answer they correct.
import { Anchor, Card, List, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { PmAnswerValue, PmWorkOrder } from '../../../shared/pm/types'
import { useAuthedImage } from '../../entities/photos/use-authed-image'
import { usePhotoUploader } from '../../entities/photos/use-photo-uploader'

/** A photo answer is "<sha-256> <file name>": the uploaded image when it is there, else its file name. */
function PhotoAnswer({ workOrderId, value }: { workOrderId: string; value: string }) {
  const space = value.indexOf(' ')
  const hash = space < 0 ? value : value.slice(0, space)
  const name = space < 0 ? hash.slice(0, 12) : value.slice(space + 1)
  const src = useAuthedImage(`/api/pm/work-orders/${encodeURIComponent(workOrderId)}/photos/${hash}`)
  if (!src) return <>{name}</>
  return <img src={src} alt={name} style={{ maxWidth: 160, maxHeight: 120, display: 'block', marginTop: 4 }} />
}

function AnswerText({ value }: { value: PmAnswerValue }) {
  const { t } = useTranslation()
  if (value === true) return <>{t('pm.order.pass')}</>
  if (value === false) return <>{t('pm.order.fail')}</>
  return <>{String(value)}</>
}

export function FrozenAnswers({ order }: { order: PmWorkOrder }) {
  const { t } = useTranslation()
  // A step photo taken offline may still be waiting after the sign-off: it uploads while this is shown too.
  usePhotoUploader()
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
                {step?.kind === 'photo' && typeof a.value === 'string' ? (
                  <PhotoAnswer workOrderId={order.id} value={a.value} />
                ) : (
                  <AnswerText value={a.value} />
                )}
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
