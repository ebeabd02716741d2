import { notifications } from '@mantine/notifications'
import { describe, expect, it, vi } from 'vitest'
import { toast } from './toast'

describe('toast', () => {
  it('shows newest first, drops what is past the limit, and uses red for errors', async () => {
    const show = vi.spyOn(notifications, 'show')
    const cleanQueue = vi.spyOn(notifications, 'cleanQueue')
    await toast.error('Update Failed', 'Could not update line status')
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Update Failed',
        message: 'Could not update line status',
        color: 'red',
        autoClose: 5000,
      }),
    )
    expect(cleanQueue).toHaveBeenCalledOnce()
    const first = show.mock.calls[0]?.[0].priority ?? 0
    await toast.success('Success')
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'green' }))
    expect(show.mock.calls[1]?.[0].priority).toBeGreaterThan(first)
    await toast.info('Saved on this device')
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'blue' }))
  })

  it('replaces a toast by its update, on top', async () => {
    const hide = vi.spyOn(notifications, 'hide')
    const show = vi.spyOn(notifications, 'show')
    const id = toast.info('Saved on this device')
    await toast.update(id, 'green', 'Sent')
    expect(hide).toHaveBeenCalledWith(await id)
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'green', title: 'Sent' }))
  })
})
