// The toast container with its stylesheet: both load on demand, after the first paint (docs/decisions/141).
import '@mantine/notifications/styles.layer.css'

export { Notifications } from '@mantine/notifications'
