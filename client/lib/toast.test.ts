import { notifications } from '@mantine/notifications'
import { describe, expect, it, vi } from 'vitest'
import { toast } from './toast'

describe('toast', () => {
  it('shows newest first, drops what is past the limit, and uses red for errors', () => {
    const show = vi.spyOn(notifications, 'show')
    const cleanQueue = vi.spyOn(notifications, 'cleanQueue')
    toast.error('Update Failed', 'Could not update line status')
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Update Failed', message: 'Could not update line status', color: 'red', autoClose: 5000 }),
    )
    expect(cleanQueue).toHaveBeenCalledOnce()
    const first = show.mock.calls[0]?.[0].priority ?? 0
    toast.success('Success')
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'green' }))
    expect(show.mock.calls[1]?.[0].priority).toBeGreaterThan(first)
    toast.info('Saved on this device')
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'blue' }))
  })
})
