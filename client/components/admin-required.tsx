// Shown instead of an admin-only screen to a signed-in role that is not admin (spec §2, §6).
import { Alert, Container, Title } from '@mantine/core'

export function AdminRequired({ title, message }: { title: string; message: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert
        color="orange"
        variant="light"
        title={
          <Title order={1} size="h3">
            {title}
          </Title>
        }
      >
        {message}
      </Alert>
    </Container>
  )
}
