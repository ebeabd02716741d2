// A board that runs for weeks, short version (issue 33 §3; the long one is npm run bench:board-soak): 1,200 line
// changes and 240 ticket changes pushed through the server into an open wall board and a line tablet. Between
// the first half (warm: every screen and cache has been used) and the end, after a forced GC, neither page may
// grow as a leak would: the JS heap by at most 3 MB, DOM nodes and event listeners by at most 50 (one node per
// change kept would be 720). Bounds on growth, not times. Only lines 48–53 change (this story's own, on the
// shared e2e server; 600 and 1,200 line changes go evenly round any 3 to 6 of them), and every soak line is
// back to running at both samples, so the tiles compare.
import { expect, test } from '@playwright/test'
import { device, unique } from './support/sync-steps'
import {
  boardShows,
  driveSoak,
  figuresSession,
  pageFigures,
  soakableLines,
  type PageFigures,
} from '../scripts/bench/support/board-soak'

/** This story's lines; those in maintenance or held for hygiene clearance are left out (soakableLines). */
const OWN_LINES = [48, 49, 50, 51, 52, 53]

test('A wall board and a line tablet take 1,440 changes without growing: heap, DOM nodes and listeners stay bounded', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const board = await device(browser, 'operator2')
  await board.goto('/production?view=wall')
  await board.locator('[data-line-id="50"]').waitFor()
  const tablet = await device(browser, 'operator')
  await tablet.goto('/line/50')
  await expect(tablet.getByRole('region', { name: 'Recent Issues' })).toBeVisible()
  const LINES = await soakableLines(board, OWN_LINES)
  expect(LINES.length).toBeGreaterThanOrEqual(3)
  const sessions = { board: await figuresSession(board), tablet: await figuresSession(tablet) }
  const samples: { board: PageFigures; tablet: PageFigures }[] = []
  const lastStatus = new Map<number, string>()
  const sample = async () => {
    // The soak's changes so far are on the board; the tablet's pull has its moment too.
    await boardShows(board, new Map(LINES.map((id) => [id, 'running'])))
    await board.waitForTimeout(2000)
    samples.push({ board: await pageFigures(sessions.board), tablet: await pageFigures(sessions.tablet) })
  }
  // 1 ticket change in 6; at 720 and 1,440 changes every soak line has just been set running again and every
  // soak ticket is closed.
  const result = await driveSoak({
    url: baseURL!,
    username: 'engineer',
    lineIds: LINES,
    lineChanges: 1200,
    ticketChanges: 240,
    batch: 20,
    paceMs: 50,
    title: unique('Soak story ticket'),
    checkpoints: [{ at: 720, run: sample }],
  })
  for (const [id, status] of result.lastStatus) lastStatus.set(id, status)
  expect([...lastStatus.values()]).toEqual(LINES.map(() => 'running'))
  await sample()
  expect(result).toMatchObject({ applied: 1440, other: {} })

  const [warm, end] = samples as [(typeof samples)[0], (typeof samples)[0]]
  for (const page of ['board', 'tablet'] as const) {
    const growth = {
      page,
      heapMb: Math.round(((end[page].heap - warm[page].heap) / 1024 / 1024) * 10) / 10,
      nodes: end[page].nodes - warm[page].nodes,
      listeners: end[page].listeners - warm[page].listeners,
    }
    expect(growth.heapMb, JSON.stringify(growth)).toBeLessThanOrEqual(3)
    expect(growth.nodes, JSON.stringify(growth)).toBeLessThanOrEqual(50)
    expect(growth.listeners, JSON.stringify(growth)).toBeLessThanOrEqual(50)
  }
  await board.context().close()
  await tablet.context().close()
})
