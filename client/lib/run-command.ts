// Runs an outbox command for a screen: saved on the device when it resolves (the server rules later;
// a refusal shows in the sync panel's "Not sent"), so the success toast shows then; a throw shows the failure.
import { toast } from './toast'
import { vibrateSuccess } from './vibrate'

export interface ToastText {
  title: string
  message?: string
}

export async function runCommand(command: () => Promise<unknown>, success: ToastText, failure: ToastText): Promise<boolean> {
  try {
    await command()
  } catch (error) {
    console.warn('Command failed', error)
    toast.error(failure.title, failure.message)
    return false
  }
  toast.success(success.title, success.message)
  vibrateSuccess()
  return true
}
