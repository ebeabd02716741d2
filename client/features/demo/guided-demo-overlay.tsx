// The guided demo overlay: spotlight and text for each step, Play/Pause, reset, previous/next and a
// step list; auto-advances every 8 seconds and opens each step's screen. The last step ends with Finish,
// which closes the tour (issue 31 §10).
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import './guided-demo.css'
import { guidedDemo, useGuidedDemo } from './guided-demo-store'
import { GuidedStepList } from './guided-step-list'
import { useSession } from '../../entities/session/session-context'
import { GUIDED_STEPS, GUIDED_STEP_MS, stepRoute } from './guided-steps'
import { useDriverHighlight } from './use-driver-highlight'

export function GuidedDemoOverlay() {
  const { t } = useTranslation()
  const { step, playing } = useGuidedDemo()
  const [listOpen, setListOpen] = useState(false)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const current = GUIDED_STEPS[step]!
  const route = stepRoute(current, useSession().user?.role.name ?? '')
  const last = step === GUIDED_STEPS.length - 1
  const finish = () => {
    guidedDemo.exit()
    void navigate('/demo')
  }
  const title = t(`demo.guided.steps.${current.key}.title`)
  useDriverHighlight(`${step}${pathname}`, title, t(`demo.guided.steps.${current.key}.description`))

  useEffect(() => {
    if (pathname !== route) void navigate(route)
    // Only a step change navigates; the user may look around within a step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])

  useEffect(() => {
    if (!playing) return undefined
    const timer = window.setTimeout(guidedDemo.advance, GUIDED_STEP_MS)
    return () => window.clearTimeout(timer)
  }, [playing, step])

  return (
    <Paper
      className="guided-demo-panel"
      shadow="xl"
      withBorder
      p="sm"
      role="region"
      aria-label={t('demo.guided.panelLabel')}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} aria-live="polite">
            {t('demo.guided.stepOf', { step: step + 1, total: GUIDED_STEPS.length, title })}
          </Text>
          <Button variant="subtle" size="xs" onClick={guidedDemo.exit}>
            {t('demo.guided.exit')}
          </Button>
        </Group>
        <Progress value={((step + 1) / GUIDED_STEPS.length) * 100} size="sm" aria-label={t('demo.guided.progress')} />
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={guidedDemo.previous} disabled={step === 0}>
            {t('demo.guided.previous')}
          </Button>
          <Button size="xs" onClick={playing ? guidedDemo.pause : guidedDemo.play}>
            {playing ? t('demo.guided.pause') : t('demo.guided.play')}
          </Button>
          {last ? (
            <Button size="xs" color="green.9" onClick={finish}>
              {t('demo.guided.finish')}
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={guidedDemo.next}>
              {t('demo.guided.next')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={guidedDemo.reset}>
            {t('demo.guided.reset')}
          </Button>
          <Button size="xs" variant="subtle" aria-expanded={listOpen} onClick={() => setListOpen((o) => !o)}>
            {t('demo.guided.stepList')}
          </Button>
        </Group>
        {listOpen ? <GuidedStepList current={step} /> : null}
      </Stack>
    </Paper>
  )
}
