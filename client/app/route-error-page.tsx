// Shown when a screen fails to load or render (e.g. a code chunk missing after an update).
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Location } from 'react-router-dom'

export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  console.error('Route failed', error)
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('errors.title')}</Title>
        <Text>{t('errors.message')}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('errors.reload')}
        </Button>
      </Stack>
    </Container>
  )
}

interface BoundaryState {
  error: unknown
  location: Location
}

/**
 * The route table's error boundary (what the data router's root `errorElement` was, docs/decisions/250): an error
 * while loading or rendering a route shows the error page in place of the frame; a new address clears it.
 */
export class RouteErrorBoundary extends Component<{ location: Location; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Route failed') }
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location !== state.location ? { error: undefined, location: props.location } : null
  }

  override render() {
    return this.state.error !== undefined ? <RouteErrorPage error={this.state.error} /> : this.props.children
  }
}
