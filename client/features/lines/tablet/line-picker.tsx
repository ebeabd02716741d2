// With no line chosen: the 40-line picker and Back to Main Dashboard (spec §2). A picked id that the
// factory does not have opens the "Line Not Found" state of the line screen.
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { pickerLines } from './picker-lines'

export function LinePicker() {
  const { t } = useTranslation()
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
        <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="sm">
          {pickerLines().map((line) => (
            <UnstyledButton key={line.id} component={Link} to={`/line/${line.id}`}>
              <Paper withBorder p="md" radius="md" ta="center">
                <Text fw={700}>{t('lineDashboard.lineN', { id: line.id })}</Text>
                <Text size="sm" c="gray.7">
                  {t('lineDashboard.unitLabel', { code: line.unit })}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  )
}
