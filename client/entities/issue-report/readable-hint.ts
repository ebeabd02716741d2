// Mantine's input descriptions are "dimmed" grey (3.3:1 on white); this shade reaches WCAG AA 4.5:1.
export const READABLE_HINT = { description: { color: 'var(--mantine-color-gray-7)' } }
