// The board marks a stopped line whose stop nobody explained yet (issue 30 §2), from the synced and queued
// explanations, and the mark goes the moment an explanation is in the cache.
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import type { LinesideDb } from '../../data/db'
import { makeLine } from '../../test-utils/fixtures'
import { freshDbAsOperator } from '../../test-utils/line-fixtures'
import { renderFloor } from '../../test-utils/render-floor'

let db: LinesideDb
const slow = { timeout: 5000 }
const since = '2026-11-21T09:30:00.000Z'

beforeEach(async () => {
  db = freshDbAsOperator()
  await db.lines.bulkPut([
    makeLine(5, { name: 'Unit B - Line 5', status: 'stopped', statusSince: since }),
    makeLine(6, { name: 'Unit B - Line 6', status: 'maintenance', statusSince: since }),
    makeLine(7, { name: 'Unit B - Line 7' }),
  ])
  await db.stopParts.put({
    id: 'p-6',
    lineId: 6,
    fromAt: since,
    reasonId: 3,
    explainedByName: 'Olga',
    explainedAt: since,
  })
})

const tileOf = async (n: number) => {
  await screen.findByRole('region', { name: 'Unit B (Joints, Kebabs & Diced Meats)' }, slow)
  return document.querySelector<HTMLButtonElement>(`button[data-line-id="${n}"]`)!
}

it('marks only the stopped line without a reason, in words under the tile, until one is given', async () => {
  renderFloor('/production')
  const five = await tileOf(5)
  await waitFor(() => expect(five.getAttribute('data-unexplained')).toBe('true'), slow)
  expect(five.parentElement!.textContent).toContain('No stop reason yet')
  expect((await tileOf(6)).hasAttribute('data-unexplained')).toBe(false)
  expect((await tileOf(7)).hasAttribute('data-unexplained')).toBe(false)
  expect(screen.getAllByText('No stop reason yet')).toHaveLength(1)
  await db.stopParts.put({
    id: 'p-5',
    lineId: 5,
    fromAt: since,
    reasonId: 7,
    explainedByName: null,
    explainedAt: since,
  })
  await waitFor(() => expect(five.hasAttribute('data-unexplained')).toBe(false), slow)
  expect(screen.queryByText('No stop reason yet')).toBeNull()
})
