// The andon board's one tooltip (spec §9: hovering a tile shows its IP, status and fault status after 700 ms),
// moved to the tile under the mouse or the keyboard's focus. One Mantine Tooltip for the board instead of one
// per tile: each instance set up its positioning when it mounted, 40 of them most of the board's work after its
// first paint on a phone (docs/decisions/164). Same behaviour as the per-tile tooltips had: mouse hover opens
// after the delay, keyboard focus at once, leaving or blurring the tile or Escape closes it, touch never opens it.
import { Stack, Text } from '@mantine/core'
import { createElement, memo, useEffect, useId, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { controlModuleIp } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { useTooltipComponent } from '../../../components/lazy-tooltip'
import { lineStatusKey } from '../../../entities/line-status/line-status'
import { faultStatusText } from '../common/line-issue-text'

/** Spec §9: tooltip delay 700 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700

/** The tile (a button with `data-line-id`) an event happened in, if any. */
function tileOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>('button[data-line-id]') : null
}

/** Keyboard focus, not a click's (as floating-ui's `visibleOnly`; a browser without `:focus-visible` counts it). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/** The tile whose tooltip shows, from the pointer and focus events inside `board`. */
export function useHoveredTile(board: RefObject<HTMLElement | null>): HTMLElement | null {
  const [shown, setShown] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const root = board.current
    if (!root) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending: HTMLElement | null = null
    let current: HTMLElement | null = null
    const show = (tile: HTMLElement | null) => {
      clearTimeout(timer)
      pending = null
      current = tile
      setShown(tile)
    }
    const onOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      const tile = tileOf(event.target)
      if (!tile || tile === current || tile === pending) return
      clearTimeout(timer)
      pending = tile
      timer = setTimeout(() => show(tile), TOOLTIP_OPEN_DELAY_MS)
    }
    const onOut = (event: PointerEvent) => {
      const tile = tileOf(event.target)
      if (!tile || (event.relatedTarget instanceof Node && tile.contains(event.relatedTarget))) return
      if (tile === current || tile === pending) show(null)
    }
    const onFocusIn = (event: FocusEvent) => {
      const tile = tileOf(event.target)
      if (tile && focusVisible(tile)) show(tile)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (tileOf(event.target) === current) show(null)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && current) show(null)
    }
    root.addEventListener('pointerover', onOver)
    root.addEventListener('pointerout', onOut)
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    root.addEventListener('keydown', onKeyDown)
    return () => {
      clearTimeout(timer)
      root.removeEventListener('pointerover', onOver)
      root.removeEventListener('pointerout', onOut)
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
      root.removeEventListener('keydown', onKeyDown)
    }
  }, [board])
  return shown
}

function LineTooltipLabel({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  return (
    <Stack gap={0}>
      <Text size="sm">{t('production.tooltip.ip', { ip: controlModuleIp(line.id) })}</Text>
      <Text size="sm">{t('production.tooltip.status', { status: t(lineStatusKey(line.status)) })}</Text>
      <Text size="sm">{t('production.tooltip.fault', { fault: faultStatusText(line, t) })}</Text>
    </Stack>
  )
}

/**
 * The tooltip of the tile under the mouse or focus in `board`. While it shows, the tile is described by a hidden
 * copy of its text (Mantine's floating element gets an id of floating-ui's own, which a target outside its
 * children never hears of).
 */
export function BoardTooltip({
  board,
  lines,
}: {
  board: RefObject<HTMLElement | null>
  lines: readonly ProductionLine[]
}) {
  const tile = useHoveredTile(board)
  const line = tile ? lines.find((l) => String(l.id) === tile.dataset.lineId) : undefined
  return <BoardTooltipView board={board} tile={tile} line={line} />
}

/**
 * Memoised on the hovered tile and its line: a change of any other line (each pull hands the board a new list)
 * leaves the tooltip and its positioning hooks alone (docs/decisions/255).
 */
const BoardTooltipView = memo(function BoardTooltipView({
  board,
  tile,
  line,
}: {
  board: RefObject<HTMLElement | null>
  tile: HTMLElement | null
  line: ProductionLine | undefined
}) {
  const tooltip = useTooltipComponent()
  const id = useId()
  const open = Boolean(tooltip && tile && line)
  useEffect(() => {
    if (!open || !tile) return
    tile.setAttribute('aria-describedby', id)
    return () => tile.removeAttribute('aria-describedby')
  }, [open, tile, id])
  if (!tooltip) return null
  const label = line ? <LineTooltipLabel line={line} /> : null
  return (
    <>
      {open && (
        <div id={id} hidden>
          {label}
        </div>
      )}
      {/* Its code arrives after the first paint (a module variable, not a component made here). With nothing hovered
          it is closed, anchored to the board (Mantine wants a target or a child). */}
      {createElement(tooltip, { target: tile ?? board, opened: open, label, multiline: true, w: 260, withArrow: true })}
    </>
  )
})
