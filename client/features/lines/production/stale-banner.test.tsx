import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it } from 'vitest'
import { theme } from '../../../app/theme'
import { StaleBanner } from './stale-banner'

const offline = { live: false, online: false, lastUpdated: null, now: new Date('2026-11-27T10:00:00Z') }

describe('the board offline banner', () => {
  it('is committed once (no render of its own after the first: decision 276) and reads as a status', () => {
    const phases: string[] = []
    render(
      <MantineProvider theme={theme}>
        <Profiler id="banner" onRender={(_, phase) => void phases.push(phase)}>
          <StaleBanner freshness={offline} />
        </Profiler>
      </MantineProvider>,
    )
    expect(phases).toEqual(['mount'])
    expect(screen.getByRole('status').textContent).toBe('Offline — no data received yet')
  })

  it('on the wall, its message takes the wall size (the class the readable-sizes story reads)', () => {
    render(
      <MantineProvider theme={theme}>
        <StaleBanner freshness={offline} size="wall" />
      </MantineProvider>,
    )
    const banner = screen.getByTestId('stale-banner')
    expect(banner.className).toMatch(/wall/)
    expect(banner.querySelector('.mantine-Alert-message')?.textContent).toBe('Offline — no data received yet')
  })
})
