// /hygiene/clear/:lineId — the clearance form for a held line, from the device's cache (offline too).
import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import { lineDisplayName } from '../../../shared/lines'
import { can } from '../../../shared/roles'
import { db } from '../../data/db'
import { useOpenHold } from '../../entities/hygiene/use-open-hold'
import { useSession } from '../../entities/session/session-context'
import { ClearanceForm } from './clearance-form'

export function ClearancePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lineId = Number(useParams().lineId)
  const line = useLiveQuery(() => db.lines.get(lineId), [lineId])
  const hold = useOpenHold(lineId)
  const user = useSession().user
  const role = user?.role.name ?? ''
  const signer = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : ''
  const held = line?.status === 'awaiting_clearance' && hold
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('hygiene.form.title', { name: line ? lineDisplayName(line) : lineId })}
          </Title>
          <Button variant="default" onClick={() => void navigate(-1)}>
            {t('hygiene.form.back')}
          </Button>
        </Group>
        {!can.clearLine(role) && <Alert color="red">{t('hygiene.form.notAllowed')}</Alert>}
        {line && !held && <Alert color="gray">{t('hygiene.form.noHold')}</Alert>}
        {line && held && can.clearLine(role) && (
          <ClearanceForm key={hold.id} line={line} hold={hold} signer={signer} onSigned={() => void navigate(-1)} />
        )}
      </Stack>
    </Container>
  )
}
