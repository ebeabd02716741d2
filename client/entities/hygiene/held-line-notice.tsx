// What a held line's tablet, phone and board dialog show instead of LINE OK / Start Line (issue 29 §3): why
// it waits, who can clear it, and — for the quality role and admins — the way to the clearance form. Reads the
// cached line and hold only, so it explains the same offline.
import { Alert, Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { lineDisplayName } from '../../../shared/lines'
import { can } from '../../../shared/roles'
import type { ProductionLine } from '../../../shared/types'
import { formatDateTime } from '../../i18n/format'
import { useSession } from '../session/session-context'
import { useOpenHold } from './use-open-hold'

export function HeldLineNotice({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const hold = useOpenHold(line.id)
  const role = useSession().user?.role.name ?? ''
  const allergens = hold?.allergens ?? []
  return (
    <Alert color="violet" variant="light" title={t('hygiene.held.title')} data-testid="held-line-notice">
      <Stack gap="xs">
        <Text size="sm">{t('hygiene.held.explain')}</Text>
        {hold && (
          <Text size="sm" fw={600}>
            {t(`hygiene.held.cause.${hold.cause}`)} ·{' '}
            {t('hygiene.held.since', { time: formatDateTime(hold.workEndedAt) })}
          </Text>
        )}
        {allergens.length > 0 && (
          <Text size="sm" fw={600}>
            {t('hygiene.held.swabNeeded', { allergens: allergens.map((a) => t(`hygiene.allergen.${a}`)).join(', ') })}
          </Text>
        )}
        <Text size="sm">{t('hygiene.held.who')}</Text>
        <Text size="sm">{t('hygiene.held.noStart')}</Text>
        {can.clearLine(role) && (
          <Button component={Link} to={`/hygiene/clear/${line.id}`} color="violet" size="lg">
            {t('hygiene.held.clear', { name: lineDisplayName(line) })}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
