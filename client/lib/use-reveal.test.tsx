import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useRevealCount, useSlicedValue } from './use-reveal'

afterEach(cleanup)

function List({ items, first, step }: { items: string[]; first: number; step: number }) {
  const count = useRevealCount(items.length, first, step)
  return (
    <ul>
      {items.slice(0, count).map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  )
}

const items = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`)
const wait = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)))

describe('useRevealCount', () => {
  it('renders the first items at once and the rest a step per task, until all are shown', async () => {
    render(<List items={items(10)} first={3} step={4} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await wait()
    expect(screen.getAllByRole('listitem')).toHaveLength(7)
    await wait()
    expect(screen.getAllByRole('listitem')).toHaveLength(10)
    await wait()
    expect(screen.getAllByRole('listitem')).toHaveLength(10)
  })

  it('shows a short list whole at once, and grows again when the list does', async () => {
    const { rerender } = render(<List items={items(2)} first={3} step={3} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    rerender(<List items={items(8)} first={3} step={3} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await wait()
    await wait()
    expect(screen.getAllByRole('listitem')).toHaveLength(8)
  })
})

function Sliced({ value }: { value: string }) {
  return <p>{useSlicedValue(value)}</p>
}

describe('useSlicedValue', () => {
  it('ends with the newest value', async () => {
    const { rerender } = render(<Sliced value="a" />)
    expect(screen.getByText('a')).toBeTruthy()
    rerender(<Sliced value="b" />)
    await wait()
    expect(screen.getByText('b')).toBeTruthy()
  })
})
