import { z } from 'zod'

export const loginInput = z.strictObject({
  username: z.string().trim().normalize('NFC').min(1, 'Please fill in username and password').max(100),
  password: z.string().min(1, 'Please fill in username and password').max(200),
})
export type LoginInput = z.infer<typeof loginInput>
