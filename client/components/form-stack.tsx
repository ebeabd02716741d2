// A form whose fields stack with the app's spacing; it validates in code (noValidate), never by the
// browser's own bubbles, and submits without a page load.
import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'

interface FormStackProps {
  onSubmit: () => Promise<void> | void
  children: ReactNode
}

export function FormStack({ onSubmit, children }: FormStackProps) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void onSubmit()
      }}
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  )
}
