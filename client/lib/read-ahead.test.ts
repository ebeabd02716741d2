import { expect, it } from 'vitest'
import { readAhead } from './read-ahead'

it('keeps what it read for the key it was read under, until dropped', async () => {
  let key = 'morning'
  const ahead = readAhead(
    () => Promise.resolve([1, 2]),
    () => key,
  )
  expect(ahead.initial('morning')).toBeUndefined()
  await ahead.prime()
  expect(ahead.initial('morning')).toEqual([1, 2])
  key = 'night'
  expect(ahead.initial('night')).toBeUndefined()
  ahead.drop()
  expect(ahead.initial('morning')).toBeUndefined()
})

it('keeps nothing when the read fails, even what an earlier read held', async () => {
  let fail = false
  const ahead = readAhead(
    () => (fail ? Promise.reject(new Error('closed')) : Promise.resolve('lines')),
    () => 'day',
  )
  await ahead.prime()
  fail = true
  await expect(ahead.prime()).resolves.toBeUndefined()
  expect(ahead.initial('day')).toBeUndefined()
})
