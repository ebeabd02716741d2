import { notifications } from '@mantine/notifications'
import { describe, expect, it, vi } from 'vitest'
import { toast } from './toast'

describe('toast', () => {
  it('replaces the toast on screen and uses red for errors', async () => {
    const clean = vi.spyOn(notifications, 'clean')
    const show = vi.spyOn(notifications, 'show')
    await toast.error('Update Failed', 'Could not update line status')
    expect(clean).toHaveBeenCalledOnce()
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Update Failed', message: 'Could not update line status', color: 'red', autoClose: 5000 }),
    )
    await toast.success('Success')
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'green' }))
  })
})
