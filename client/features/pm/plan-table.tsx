// The plans: target, triggers, status, and (for who may manage them) edit, pause/resume and retire.
import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canManagePlans } from '../../../shared/pm/permissions'
import type { PmPlan, PmTrigger } from '../../../shared/pm/types'
import { setPmPlanStatus } from '../../data/pm-commands'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { PlanFileButtons } from './plan-file-buttons'
import { usePlant, usePmPlans, usePmRole } from './use-pm'

const PlanFormModal = lazy(() => import('./plan-form-modal').then((m) => ({ default: m.PlanFormModal })))

export function TriggerText({ trigger }: { trigger: PmTrigger }) {
  const { t } = useTranslation()
  if (trigger.kind === 'meter')
    return (
      <>
        {t(`pm.trigger.meterText.${trigger.unit}`, { count: trigger.every })}
        {trigger.source === 'status' && ` (${t('pm.trigger.source.status')})`}
      </>
    )
  return (
    <>
      {t(`pm.trigger.calendarText.${trigger.unit}`, { count: trigger.every })} ({t(`pm.trigger.mode.${trigger.mode}`)})
    </>
  )
}

const STATUS_COLOR = { active: 'green.9', paused: 'orange.9', retired: 'gray.7' } as const

export function PlanTable() {
  const { t } = useTranslation()
  const plans = usePmPlans()
  const plant = usePlant()
  const { role, canManage } = usePmRole()
  const [editing, setEditing] = useState<{ opened: boolean; plan: PmPlan | null }>({ opened: false, plan: null })
  const loaded = useOpenedOnce(editing.opened)
  const sorted = [...(plans ?? [])].sort((a, b) => a.title.localeCompare(b.title))
  return (
    <>
      {canManage && (
        <Button mb="md" onClick={() => setEditing({ opened: true, plan: null })}>
          {t('pm.plans.new')}
        </Button>
      )}
      {canManage && <PlanFileButtons />}
      {sorted.length === 0 ? (
        <Text c="gray.7">{t('pm.plans.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pm.plans.title')}</Table.Th>
                <Table.Th>{t('pm.plans.target')}</Table.Th>
                <Table.Th>{t('pm.plans.triggers')}</Table.Th>
                <Table.Th>{t('pm.plans.status')}</Table.Th>
                <Table.Th>{t('pm.plans.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((p) => {
                const mine = canManagePlans(role, p.skill) && p.status !== 'retired'
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.title}</Table.Td>
                    <Table.Td>
                      {p.machineId
                        ? (plant?.machineName.get(p.machineId) ?? '')
                        : (plant?.lineName.get(p.lineId ?? -1) ?? '')}
                    </Table.Td>
                    <Table.Td>
                      {p.triggers.map((tr, i) => (
                        <Text size="sm" key={i}>
                          <TriggerText trigger={tr} />
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[p.status]}>{t(`pm.plans.statuses.${p.status}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {mine && (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => setEditing({ opened: true, plan: p })}>
                            {t('pm.plans.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => void setPmPlanStatus(p.id, p.status === 'active' ? 'paused' : 'active')}
                          >
                            {p.status === 'active' ? t('pm.plans.pause') : t('pm.plans.resume')}
                          </Button>
                          <Button size="xs" variant="default" onClick={() => void setPmPlanStatus(p.id, 'retired')}>
                            {t('pm.plans.retire')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Suspense fallback={null}>
        {loaded && (
          <PlanFormModal
            opened={editing.opened}
            plan={editing.plan}
            onClose={() => setEditing((e) => ({ ...e, opened: false }))}
          />
        )}
      </Suspense>
    </>
  )
}
