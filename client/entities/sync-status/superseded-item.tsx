// A change the server kept in history but did not apply: someone else had changed the line first.
import { Button, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { db, type SupersededNotice } from '../../data/db'
import { mutationLabelKey } from '../../sync/mutation-label'

export function SupersededItem({ notice }: { notice: SupersededNotice }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xs" data-testid="superseded-item">
      <Text size="sm" fw={600}>
        {t(mutationLabelKey(notice.name))}
      </Text>
      <Text size="sm">{notice.reason}</Text>
      <Button size="compact-xs" variant="subtle" mt={4} onClick={() => void db.superseded.delete(notice.mutationId)}>
        {t('sync.dismiss')}
      </Button>
    </Paper>
  )
}
