import { MantineProvider, NativeSelect } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { theme } from '../app/theme'
import { i18n } from '../i18n/i18n'
import { LanguageSwitcher } from './language-switcher'
import { PlainSelect } from './plain-select'

/**
 * The commits of the tree's first render: 'mount', then a 'nested-update' for each render it forced on itself
 * while being committed (a state set in a layout effect: React renders again at once, in the same task).
 */
function commitsOf(ui: ReactNode): string[] {
  const phases: string[] = []
  render(
    <MantineProvider theme={theme}>
      <Profiler id="first" onRender={(_, phase) => void phases.push(phase)}>
        {ui}
      </Profiler>
    </MantineProvider>,
  )
  return phases
}

const DATA = [
  { value: 'all', label: 'All units' },
  { value: 'B', label: 'Unit B' },
]

describe('the plain select of the first screens (decision 276)', () => {
  it("is committed once: Mantine's NativeSelect renders itself a second time for its id", () => {
    expect(commitsOf(<NativeSelect aria-label="Unit" data={DATA} value="all" onChange={() => {}} />)).toEqual([
      'mount',
      'nested-update',
    ])
    expect(commitsOf(<PlainSelect aria-label="Unit" data={DATA} value="all" onChange={() => {}} />)).toEqual(['mount'])
    expect(commitsOf(<LanguageSwitcher />)).toEqual(['mount'])
  })

  it('is a native select named by its aria-label, showing its value and reporting a choice', async () => {
    const onChange = vi.fn()
    render(<PlainSelect aria-label="Unit" data={DATA} value="all" onChange={(e) => onChange(e.currentTarget.value)} />)
    const select = screen.getByRole('combobox', { name: 'Unit' })
    expect((select as HTMLSelectElement).value).toBe('all')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All units', 'Unit B'])
    await userEvent.selectOptions(select, 'B')
    expect(onChange).toHaveBeenCalledWith('B')
  })

  it('the language picker changes the language', async () => {
    render(
      <MantineProvider theme={theme}>
        <LanguageSwitcher />
      </MantineProvider>,
    )
    try {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl')
      await waitFor(() => expect(i18n.resolvedLanguage).toBe('pl'))
      expect(localStorage.getItem('lineside.lang')).toBe('pl')
    } finally {
      await i18n.changeLanguage('en')
    }
  })
})
