// The machines view's title row: the line, Back to Overview, and for editors Add Machine and Import Machines.
import { Button, Group, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface MachinesViewHeaderProps {
  lineName: string
  canEdit: boolean
  onBack: () => void
  onAdd: () => void
  onImport: () => void
}

export function MachinesViewHeader({ lineName, canEdit, onBack, onAdd, onImport }: MachinesViewHeaderProps) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={2} size="h3">
        {t('machines.view.title', { line: lineName })}
      </Title>
      <Group gap="xs">
        <Button variant="default" onClick={onBack}>
          {t('machines.view.back')}
        </Button>
        {canEdit && (
          <>
            <Button variant="outline" onClick={onImport}>
              {t('machines.view.import')}
            </Button>
            <Button onClick={onAdd}>{t('machines.view.add')}</Button>
          </>
        )}
      </Group>
    </Group>
  )
}
