// With no line chosen: the lines that exist, under their units, and Back to Main Dashboard (spec §2;
// issue 17 §8, docs/decisions/102: the data wins over the spec's fixed 1–40 list).
import { Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { lineDisplayName } from '../../../../shared/lines'
import { useLines } from '../common/use-lines'
import { pickerGroups } from './picker-lines'

export function LinePicker() {
  const { t } = useTranslation()
  const lines = useLines()
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('lineDashboard.pickerTitle')}
          </Title>
          <Button component={Link} to="/dashboard" variant="default">
            {t('lineDashboard.backToMain')}
          </Button>
        </Group>
        {!lines ? (
          <Loader aria-label={t('production.loading')} />
        ) : (
          pickerGroups(lines).map((group) => {
            const title = group.unit
              ? t('production.unitHeading', { code: group.unit, name: t(`production.unitNames.${group.unit}`) })
              : t('production.otherLines')
            return (
              <section key={group.unit ?? 'other'} aria-label={title}>
                <Title order={2} size="h4" mb="xs">
                  {title}
                </Title>
                <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="sm">
                  {group.lines.map((line) => (
                    <UnstyledButton key={line.id} component={Link} to={`/line/${line.id}`}>
                      <Paper withBorder p="md" radius="md" ta="center">
                        <Text fw={700}>{lineDisplayName(line)}</Text>
                        {group.unit && (
                          <Text size="sm" c="gray.7">
                            {t('lineDashboard.unitLabel', { code: group.unit })}
                          </Text>
                        )}
                      </Paper>
                    </UnstyledButton>
                  ))}
                </SimpleGrid>
              </section>
            )
          })
        )}
      </Stack>
    </Container>
  )
}
