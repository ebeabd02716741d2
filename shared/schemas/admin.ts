// Admin inputs: users (create, edit), the audit filter. Used by the admin forms and the routes.
import { z } from 'zod'
import { id, MAX_INT } from './common'

// Limits live here once: the admin form checks them on the device and the routes on the server (issue 31 §7).
export const USER_LIMITS = {
  name: 100,
  usernameMin: 3,
  usernameMax: 50,
  email: 200,
  passwordMin: 8,
  passwordMax: 200,
} as const

const name = z.string().trim().min(1, 'Required').max(USER_LIMITS.name, `At most ${USER_LIMITS.name} characters`)
const email = z
  .string()
  .trim()
  .max(USER_LIMITS.email, `At most ${USER_LIMITS.email} characters`)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email('Enter a valid email address').nullable())
const password = z
  .string()
  .min(USER_LIMITS.passwordMin, `At least ${USER_LIMITS.passwordMin} characters`)
  .max(USER_LIMITS.passwordMax, `At most ${USER_LIMITS.passwordMax} characters`)

/** Letters of any language (Łukasz, Žygimantas), digits, dot, dash and underscore; no spaces or other signs. */
export const USERNAME_PATTERN = /^[\p{L}\p{M}\p{N}._-]+$/u

export const userCreateInput = z.object({
  username: z
    .string()
    .trim()
    // One spelling per name: "Ł" typed precomposed or as L + combining stroke is the same username.
    .normalize('NFC')
    .min(USER_LIMITS.usernameMin, `At least ${USER_LIMITS.usernameMin} characters`)
    .max(USER_LIMITS.usernameMax, `At most ${USER_LIMITS.usernameMax} characters`)
    .regex(USERNAME_PATTERN, 'Letters (any language), digits, dot, dash and underscore only'),
  email,
  firstName: name,
  lastName: name,
  roleId: id.default(1),
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
  roleId: id.optional(),
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
  offset: z.coerce.number().int().min(0).max(MAX_INT).default(0),
  userId: id.optional(),
  action: z.string().trim().min(1).max(100).optional(),
  from: day.optional(),
  to: day.optional(),
})
export type AuditQueryInput = z.output<typeof auditQueryInput>
