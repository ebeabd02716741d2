// Webhook config input (POST|PUT /api/admin/teams/webhook), shared by the settings form and the route.
import { z } from 'zod'
import { id } from './common'
import { TEAMS_DEPARTMENTS } from '../teams'

export const webhookConfigInput = z.object({
  id: id.optional(),
  department: z.enum(TEAMS_DEPARTMENTS),
  name: z.string().trim().max(100).optional(),
  webhookUrl: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
  categories: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  enabled: z.boolean(),
})
export type WebhookConfigInput = z.output<typeof webhookConfigInput>
