// axe in the stories: what is on screen now has no serious or critical violations.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe over the page as it is now, set up for what the stories read: the violations. Two settings save about
 * 3.5 s of 5 s per check on /tickets (docs/decisions/262), and neither changes what axe finds:
 * - `resultTypes: ['violations']`: axe still runs every rule on every node, but writes selectors only for the
 *   violations (passes and incomplete keep one node each, and no story reads them);
 * - legacy mode (`axe.run` in the page) instead of runPartial + finishRun, which opens a blank page in the
 *   browser for every check. Legacy mode skips cross-origin frames, so it is used only on pages without frames
 *   (every screen of the app today); a page with a frame gets the default mode.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(page.frames().length === 1)
}

/** Fails with every serious or critical violation, each named by `where`, its rule and the elements it found. */
export async function expectNoSeriousAxe(page: Page, where: string): Promise<void> {
  const { violations } = await axeOf(page).analyze()
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim()).join(', ')}`,
    )
  expect(found).toEqual([])
}
