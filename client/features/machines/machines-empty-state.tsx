// A line without machines: "No machines configured", and for editors Add First Machine (spec §2).
import { Button, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function MachinesEmptyState({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Text fw={700} size="lg">
          {t('machines.view.empty')}
        </Text>
        <Text c="gray.7" size="sm">
          {canEdit ? t('machines.view.emptyHint') : t('machines.view.readOnly')}
        </Text>
        {canEdit && <Button onClick={onAdd}>{t('machines.view.addFirst')}</Button>}
      </Stack>
    </Paper>
  )
}
