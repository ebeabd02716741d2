// Production Planning (/production-planning, spec §2): plan entries per line and shift for a date. Pending
// entries stay on the device; Save All goes through the outbox, so planning works offline too.
import { Alert, Container, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canPlanProduction } from '../../../shared/planning/permissions'
import { localDate } from '../../../shared/planning/schedule'
import { useSession } from '../../entities/session/session-context'
import { AddEntryForm } from './add-entry-form'
import { CurrentSchedule } from './current-schedule'
import { PendingEntries } from './pending-entries'
import { PlanningToolbar } from './planning-toolbar'
import { RefusedSchedules } from './refused-schedules'

export function ProductionPlanningPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const canPlan = user ? canPlanProduction(user.role.name) : false
  const [date, setDate] = useState(() => localDate(new Date()))
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{t('planning.title')}</Title>
          <Text c="gray.7">{t('planning.subtitle')}</Text>
        </Stack>
        {!canPlan && <Alert color="orange">{t('planning.readOnly')}</Alert>}
        <PlanningToolbar date={date} onDate={setDate} canPlan={canPlan} />
        {canPlan && <AddEntryForm date={date} disabled={!canPlan} />}
        {canPlan && <PendingEntries disabled={!canPlan} />}
        <RefusedSchedules />
        <CurrentSchedule date={date} />
      </Stack>
    </Container>
  )
}
