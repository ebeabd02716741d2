// Admin inputs: users (create, edit), the audit filter. Used by the admin forms and the routes.
import { z } from 'zod'

const name = z.string().trim().min(1, 'Required').max(100)
const email = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email('Enter a valid email address').nullable())
const password = z.string().min(8, 'At least 8 characters').max(200)

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/

export const userCreateInput = z.object({
  username: z.string().trim().min(3, 'At least 3 characters').max(50).regex(USERNAME_PATTERN, 'Letters, digits, dot, dash and underscore only'),
  email,
  firstName: name,
  lastName: name,
  roleId: z.coerce.number().int().positive().default(1),
  isActive: z.boolean().default(true),
  password,
})
export type UserCreateInput = z.output<typeof userCreateInput>

/** Edit: every field optional; an empty password (the spec's empty passwordHash) leaves the password alone. */
export const userUpdateInput = z.object({
  username: userCreateInput.shape.username.optional(),
  email: email.optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  roleId: z.coerce.number().int().positive().optional(),
  isActive: z.boolean().optional(),
  password: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(password.nullable()),
})
export type UserUpdateInput = z.output<typeof userUpdateInput>

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')

export const auditQueryInput = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  userId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  from: day.optional(),
  to: day.optional(),
})
export type AuditQueryInput = z.output<typeof auditQueryInput>
