import { describe, expect, it } from 'vitest'
import { theme } from './theme'
import { DEFAULT_THEME } from '@mantine/core'

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

describe('theme contrast', () => {
  it.each(['blue', 'red', 'green', 'orange'])('white text on filled %s reaches 4.5:1', (color) => {
    const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : 8
    const palette = theme.colors?.[color] ?? DEFAULT_THEME.colors[color]
    const hex = palette?.[shade]
    expect(hex).toBeDefined()
    expect(contrastWithWhite(hex ?? '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})
