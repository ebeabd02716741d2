// Engineering dashboard (/engineering): the overview of every line, or one line's machines. The chosen line
// and a machine picked from its lights live in the address (?line=5&machine=…), so Back and reload keep them.
import { Alert, Container, Loader, Stack } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { can } from '../../../shared/roles'
import { useSession } from '../../entities/session/session-context'
import { syncEngine } from '../../sync/sync-runtime'
import { EngineeringHeader, OVERVIEW } from './engineering-header'
import { EngineeringOverview } from './engineering-overview'
import { useLines } from './use-engineering-data'

// One line's machines is a second view of this screen (?line=…): it loads when first shown, so the overview,
// the screen's default, opens with less code.
const MachinesView = lazy(() => import('./machines-view').then((m) => ({ default: m.MachinesView })))

export function EngineeringPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const lines = useLines()
  const [params, setParams] = useSearchParams()
  const selected = params.get('line') ?? OVERVIEW
  const line = selected === OVERVIEW ? undefined : lines?.find((l) => String(l.id) === selected)
  const canEdit = user ? can.editMachines(user.role.name) : false

  const show = (lineId: number | null, machineId?: string) => {
    const next = new URLSearchParams()
    if (lineId !== null) next.set('line', String(lineId))
    if (machineId) next.set('machine', machineId)
    setParams(next)
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <EngineeringHeader
          lines={lines}
          selected={selected}
          onSelect={(value) => show(value === OVERVIEW ? null : Number(value))}
        />
        {selected === OVERVIEW && <EngineeringOverview lines={lines} onViewMachines={show} />}
        {line && (
          <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
            <MachinesView
              key={line.id}
              line={line}
              focusMachineId={params.get('machine')}
              canEdit={canEdit}
              onBack={() => show(null)}
              onImported={() => void syncEngine.drain()}
            />
          </Suspense>
        )}
        {selected !== OVERVIEW && lines && !line && <Alert color="orange">{t('engineering.lineNotFound')}</Alert>}
      </Stack>
    </Container>
  )
}
