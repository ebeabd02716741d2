// The guided demo's step list: jump to any step.
import { Button, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { guidedDemo } from './guided-demo-store'
import { GUIDED_STEPS } from './guided-steps'

export function GuidedStepList({ current }: { current: number }) {
  const { t } = useTranslation()
  return (
    <Stack gap={2} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {GUIDED_STEPS.map((s, i) => (
        <li key={s.key}>
          <Button
            size="compact-sm"
            variant={i === current ? 'filled' : 'subtle'}
            aria-current={i === current ? 'step' : undefined}
            onClick={() => guidedDemo.goTo(i)}
            fullWidth
            justify="flex-start"
          >
            {`${i + 1}. ${t(`demo.guided.steps.${s.key}.title`)}`}
          </Button>
        </li>
      ))}
    </Stack>
  )
}
