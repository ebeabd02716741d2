// The real Tooltip, in its own module so LazyTooltip can load it (and floating-ui) as a separate chunk.
export { Tooltip } from '@mantine/core'
