// A dialog's validation message, read out when it appears; dark red keeps 4.5:1 contrast.
import { Text } from '@mantine/core'

export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Text role="alert" c="red.9" size="sm" fw={600}>
      {message}
    </Text>
  )
}
