// Every route, in every language, with the demo data (issue 31 §4, §6, §9). For each route of the client's route
// table, signed in as the role whose screen it is, each tab of the screen is read at desktop width and at 360 px:
// - pl and lt show no text that is its English source, and no language shows a raw text key or enum value;
// - at 360 px nothing makes the page scroll sideways (the failure names the element);
// - badges are at least 12 px.
// One signed-in browser per role and language (the three languages of a role walk side by side); a view's pl and
// lt texts are compared with the en walk's texts of the same view and with every English source of the locale
// files. Allowed to stay as they are: the demo data (read from the device and from the API's name/description
// fields), usernames, identifiers shown as code, numbers/codes/units, and the short word lists of support/translation-rules.ts.
import { expect, test } from '@playwright/test'
import { walkLogin, walkRole, type Findings } from './support/language-walk'
import { roleFor, routeTablePaths, type WalkRole } from './support/route-walk'
import { LANGUAGES, translationProblems, type DemoData } from './support/translation-rules'

// The walks share nothing (each role signs in browsers of its own and only reads): they may run on different
// workers, so the admin walk, the longest, is not queued behind the other four (docs/decisions/262).
test.describe.configure({ mode: 'parallel' })

test('The login page in en, pl and lt: translated, no raw keys or values, no sideways scroll at 360 px, badges ≥ 12 px', async ({
  browser,
}) => {
  const findings: Findings = { untranslated: [], overflow: [], smallBadges: [] }
  const [en, ...others] = await Promise.all(LANGUAGES.map((language) => walkLogin(browser, language, findings)))
  expect(en!.texts.length).toBeGreaterThan(3)
  const none: DemoData = { exact: new Set(), usernames: new Set(), joined: '' }
  findings.untranslated.push(...translationProblems('en', en!, undefined, none))
  others.forEach((view, i) =>
    findings.untranslated.push(
      ...translationProblems(LANGUAGES[i + 1]!, view, new Set(en!.texts.map((t) => t.text)), none),
    ),
  )
  expect.soft(findings.untranslated, 'texts left in English or raw').toEqual([])
  expect.soft(findings.overflow, 'pages scrolling sideways at 360 px').toEqual([])
  expect.soft(findings.smallBadges, 'badges under 12 px').toEqual([])
})

const byRole = new Map<WalkRole, string[]>()
for (const path of routeTablePaths()) byRole.set(roleFor(path), [...(byRole.get(roleFor(path)) ?? []), path])

// A role with many routes (the admin's 16, with /settings', /admin's and /reports' tabs) walks them in two
// halves, every other route each, so the two halves can run on the two workers (docs/decisions/262).
const walks: { role: WalkRole; paths: string[]; part: string }[] = []
for (const [role, all] of byRole) {
  if (all.length <= 10) walks.push({ role, paths: all, part: '' })
  else
    for (const half of [0, 1])
      walks.push({ role, paths: all.filter((_, i) => i % 2 === half), part: ` (part ${half + 1} of 2)` })
}

for (const { role, paths, part } of walks) {
  test(`Every ${role} route${part} in en, pl and lt: translated, no raw keys or values, no sideways scroll at 360 px, badges ≥ 12 px`, async ({
    browser,
  }) => {
    // About 8 s per route and tab in three languages at two widths: the admin walk has the most of them.
    test.setTimeout(Math.max(180_000, paths.length * 12_000))
    const findings = await walkRole(browser, role, paths)
    expect.soft(findings.untranslated, 'texts left in English or raw').toEqual([])
    expect.soft(findings.overflow, 'pages scrolling sideways at 360 px').toEqual([])
    expect.soft(findings.smallBadges, 'badges under 12 px').toEqual([])
  })
}
