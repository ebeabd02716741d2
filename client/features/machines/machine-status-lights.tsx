// A line's machines as round coloured lights (spec §2 "Machine status lights"): at most five, then +N.
// Empty or still loading: three grey pulsing circles.
import { Badge, Group, Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { STATUS_LIGHTS_SHOWN } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { lightLabel } from './machine-labels'
import { StatusLightTooltip } from './status-light-tooltip'
import { statusLight } from './machine-status'
import { CheckIcon } from './machine-type-icon'
import { LazyTooltip, LazyTooltipGroup } from '../../components/lazy-tooltip'

/** Spec §9: tooltips open after 700 ms; moving between lights shows the next one within 300 ms. */
const TOOLTIP_OPEN_MS = 700
const TOOLTIP_SKIP_MS = 300

interface MachineStatusLightsProps {
  lineName: string
  /** undefined while the cache is still being read. */
  machines: Machine[] | undefined
  max?: number
  onSelect?: (machine: { id: string; name: string }) => void
}

export function MachineStatusLights({
  lineName,
  machines,
  max = STATUS_LIGHTS_SHOWN,
  onSelect,
}: MachineStatusLightsProps) {
  const { t } = useTranslation()
  if (!machines || machines.length === 0) {
    return (
      <Group gap={6} role="img" aria-label={t('machines.lights.waiting')} data-testid="lights-waiting">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} circle height={18} animate />
        ))}
      </Group>
    )
  }
  const shown = machines.slice(0, max)
  const rest = machines.length - shown.length
  return (
    <LazyTooltipGroup openDelay={TOOLTIP_OPEN_MS} closeDelay={TOOLTIP_SKIP_MS}>
      <Group gap={6} role="group" aria-label={t('machines.lights.group', { line: lineName })}>
        {shown.map((m) => {
          const light = statusLight(m.status)
          return (
            <LazyTooltip key={m.id} label={<StatusLightTooltip machine={m} />} withArrow>
              <UnstyledButton
                aria-label={t('machines.lights.label', { name: m.name, status: lightLabel(t, m.status) })}
                data-tone={light.tone}
                onClick={() => onSelect?.({ id: m.id, name: m.name })}
                bg={light.color}
                c="white"
                w={22}
                h={22}
                style={{
                  borderRadius: '50%',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  border: '1px solid var(--mantine-color-gray-7)',
                }}
              >
                {light.check && <CheckIcon />}
              </UnstyledButton>
            </LazyTooltip>
          )
        })}
        {rest > 0 && (
          <Badge variant="outline" color="dark">
            <span aria-hidden="true">{t('machines.lights.more', { n: rest })}</span>
            <VisuallyHidden>{t('machines.lights.moreLabel', { n: rest })}</VisuallyHidden>
          </Badge>
        )}
      </Group>
    </LazyTooltipGroup>
  )
}
