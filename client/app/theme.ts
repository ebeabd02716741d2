// Mantine theme. Filled components use shade 8, and green/orange shades 8-9 are darkened, so white
// text on every filled button or badge reaches WCAG AA 4.5:1 (Mantine's default blue.6 is 3.55:1).
import { createTheme, DEFAULT_THEME } from '@mantine/core'
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core'

function withDarkEnd(color: MantineColorsTuple, shade8: string, shade9: string): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5, c6, c7] = color
  return [c0, c1, c2, c3, c4, c5, c6, c7, shade8, shade9]
}

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  colors: {
    green: withDarkEnd(DEFAULT_THEME.colors.green, '#237a35', '#1e6e2e'),
    orange: withDarkEnd(DEFAULT_THEME.colors.orange, '#c2410c', '#a8430a'),
  },
  defaultRadius: 'md',
  components: {
    // A loader is a span: its aria-label ("Loading…") is prohibited there without a role (axe's aria-prohibited-attr,
    // met by the pm-plans story, decision 262). As a status it is also read out.
    Loader: { defaultProps: { role: 'status' } },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
})

/**
 * Field errors (the red label, message and text of an invalid input) in red.9: Mantine's default error
 * colour, red.6, is 3.3:1 on white; WCAG AA needs 4.5:1 (axe's color-contrast on every form dialog).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
})
