// Runs a ticket command: the change is saved on the device when it resolves (the server decides later and
// a refusal shows in the sync panel's "Not sent"), so the success toast shows then; a throw shows the failure.
import { toast } from '../../../lib/toast'
import { vibrateSuccess } from '../../../lib/vibrate'

export interface ToastText {
  title: string
  message?: string
}

export async function runTicketCommand(command: () => Promise<unknown>, success: ToastText, failure: ToastText): Promise<boolean> {
  try {
    await command()
  } catch (error) {
    console.warn('Ticket command failed', error)
    toast.error(failure.title, failure.message)
    return false
  }
  toast.success(success.title, success.message)
  vibrateSuccess()
  return true
}
