// Push subscription and preference input (POST /api/push/subscriptions, PUT /api/push/preferences), and the
// escalation ladder admins save on /settings (PUT /api/escalation/ladder).
import { z } from 'zod'
import { PRIORITIES, UNIT_CODES } from '../constants'
import { ESCALATION_TARGETS } from '../push/push'

const base64url = z
  .string()
  .trim()
  .min(1)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'Not base64url')

export const pushSubscriptionInput = z.object({
  endpoint: z.string().trim().min(1).max(2000),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
})
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInput>

export const pushUnsubscribeInput = z.object({ endpoint: z.string().trim().min(1).max(2000) })

export const pushPreferencesInput = z.object({
  assigned: z.boolean(),
  urgent: z.boolean(),
  units: z.array(z.enum(UNIT_CODES)).max(UNIT_CODES.length),
  escalations: z.boolean(),
  clearance: z.boolean(),
})
export type PushPreferencesInput = z.output<typeof pushPreferencesInput>

export const escalationLadderInput = z.object({
  steps: z
    .array(
      z.object({
        priority: z.enum(PRIORITIES),
        step: z.number().int().min(1).max(5),
        afterMinutes: z
          .number()
          .int()
          .min(1)
          .max(24 * 60),
        target: z.enum(ESCALATION_TARGETS),
        teams: z.boolean(),
      }),
    )
    .max(20),
})
export type EscalationLadderInput = z.output<typeof escalationLadderInput>

export const escalationFlagsInput = z.object({
  supervisor: z.boolean(),
  plantManager: z.boolean(),
})
