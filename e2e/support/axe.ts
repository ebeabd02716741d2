// axe in the stories: what is on screen now has no serious or critical violations.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails with every serious or critical violation, each named by `where`, its rule and the elements it found. */
export async function expectNoSeriousAxe(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim()).join(', ')}`,
    )
  expect(found).toEqual([])
}
