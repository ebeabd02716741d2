// Escalation (issue 34 §2): per priority, the steps a ticket not accepted in time climbs — after how many minutes
// of being raised, to whom (the department's engineers again, the supervisors, the plant manager) and whether a
// Teams card goes too — and which users are supervisors or the plant manager.
import { Button, Card, Checkbox, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRIORITIES, type Priority } from '../../../shared/constants'
import { ESCALATION_TARGETS, type EscalationStep, type EscalationTarget } from '../../../shared/push/push'
import { apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'

interface Person {
  id: number
  name: string
  role: string
  supervisor: boolean
  plantManager: boolean
}

const LADDER_PRIORITIES: Priority[] = [...PRIORITIES].reverse()

export function EscalationTab() {
  const { t } = useTranslation()
  const [steps, setSteps] = useState<EscalationStep[] | null>(null)
  const [people, setPeople] = useState<Person[] | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let live = true
    void Promise.all([
      apiRequest<{ steps: EscalationStep[] }>('GET', '/api/escalation/ladder').catch(() => null),
      apiRequest<{ people: Person[] }>('GET', '/api/escalation/people').catch(() => null),
    ]).then(([ladder, folks]) => {
      if (!live) return
      setSteps(ladder?.steps ?? [])
      setPeople(folks?.people ?? [])
    })
    return () => {
      live = false
    }
  }, [])

  if (!steps || !people) return <Text c="gray.7">{t('escalation.loading')}</Text>

  const ofPriority = (p: Priority) => steps.filter((s) => s.priority === p).sort((a, b) => a.step - b.step)
  const change = (p: Priority, i: number, patch: Partial<EscalationStep>) =>
    setSteps(steps.map((s) => (s.priority === p && s.step === i + 1 ? { ...s, ...patch } : s)))
  const add = (p: Priority) => {
    const list = ofPriority(p)
    const last = list[list.length - 1]
    setSteps([
      ...steps,
      {
        priority: p,
        step: list.length + 1,
        afterMinutes: (last?.afterMinutes ?? 0) + 10,
        target: last ? 'supervisors' : 'department',
        teams: false,
      },
    ])
  }
  const removeLast = (p: Priority) => {
    const list = ofPriority(p)
    setSteps(steps.filter((s) => !(s.priority === p && s.step === list.length)))
  }

  const save = async () => {
    setSaving(true)
    try {
      const answer = await apiRequest<{ steps: EscalationStep[] }>('PUT', '/api/escalation/ladder', { steps })
      setSteps(answer.steps)
      toast.success(t('escalation.saved'))
    } catch {
      toast.error(t('escalation.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  const flag = async (person: Person, patch: Partial<Pick<Person, 'supervisor' | 'plantManager'>>) => {
    const next = { ...person, ...patch }
    try {
      const answer = await apiRequest<{ people: Person[] }>('PUT', `/api/escalation/people/${person.id}`, {
        supervisor: next.supervisor,
        plantManager: next.plantManager,
      })
      setPeople(answer.people)
    } catch {
      toast.error(t('escalation.saveFailed'))
    }
  }

  const targetOptions = ESCALATION_TARGETS.map((value) => ({ value, label: t(`escalation.target.${value}`) }))
  return (
    <Stack gap="md">
      <Text>{t('escalation.intro')}</Text>
      {LADDER_PRIORITIES.map((p) => {
        const list = ofPriority(p)
        const title = t(`escalation.priority.${p}`)
        return (
          <Card key={p} withBorder component="section" aria-label={title}>
            <Title order={2} size="h4" mb="xs">
              {title}
            </Title>
            {list.length === 0 && (
              <Text size="sm" c="gray.7" mb="xs">
                {t('escalation.none')}
              </Text>
            )}
            {list.map((s, i) => (
              <Group key={s.step} gap="sm" align="end" mb="xs" wrap="wrap">
                <Text fw={600} w={70}>
                  {t('escalation.step', { n: s.step })}
                </Text>
                <NumberInput
                  label={t('escalation.afterMinutes')}
                  min={1}
                  max={1440}
                  w={150}
                  value={s.afterMinutes}
                  onChange={(v) => change(p, i, { afterMinutes: Number(v) || 0 })}
                />
                <Select
                  label={t('escalation.targetLabel')}
                  data={targetOptions}
                  value={s.target}
                  allowDeselect={false}
                  w={220}
                  onChange={(v) => v && change(p, i, { target: v as EscalationTarget })}
                />
                <Checkbox
                  label={t('escalation.teams')}
                  checked={s.teams}
                  onChange={(e) => change(p, i, { teams: e.currentTarget.checked })}
                  mb={8}
                />
              </Group>
            ))}
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => add(p)} disabled={list.length >= 5}>
                {t('escalation.addStep')}
              </Button>
              {list.length > 0 && (
                <Button variant="subtle" color="red.8" size="xs" onClick={() => removeLast(p)}>
                  {t('escalation.removeStep')}
                </Button>
              )}
            </Group>
          </Card>
        )
      })}
      <Group>
        <Button onClick={() => void save()} loading={saving}>
          {t('escalation.save')}
        </Button>
      </Group>

      <Card withBorder component="section" aria-label={t('escalation.peopleTitle')}>
        <Title order={2} size="h4" mb="xs">
          {t('escalation.peopleTitle')}
        </Title>
        <Text size="sm" mb="sm">
          {t('escalation.peopleIntro')}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('escalation.person')}</Table.Th>
                <Table.Th>{t('escalation.target.supervisors')}</Table.Th>
                <Table.Th>{t('escalation.target.plant_manager')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('escalation.supervisorOf', { name: person.name })}
                      checked={person.supervisor}
                      onChange={(e) => void flag(person, { supervisor: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('escalation.plantManagerOf', { name: person.name })}
                      checked={person.plantManager}
                      onChange={(e) => void flag(person, { plantManager: e.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  )
}
