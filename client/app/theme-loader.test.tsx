// Every Loader is a named status under the app's theme (docs/decisions/262): a span with an aria-label and no role
// is axe's aria-prohibited-attr.
import { Loader, MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { theme } from './theme'

it('a Loader with a label is a status named by it', () => {
  render(
    <MantineProvider theme={theme}>
      <Loader aria-label="Loading plans" />
    </MantineProvider>,
  )
  expect(screen.getByRole('status', { name: 'Loading plans' })).toBeTruthy()
})
