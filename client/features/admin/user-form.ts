// The user form's values, their check with the server's own schema, and how a server refusal maps onto its fields.
import type { TFunction } from 'i18next'
import type { ManagedUser } from '../../../shared/admin'
import { userCreateInput, userUpdateInput } from '../../../shared/schemas/admin'
import { ApiError } from '../../lib/api-client'
import { formErrors } from '../../lib/form-errors'

export interface UserFormValues {
  firstName: string
  lastName: string
  username: string
  email: string
  roleId: string
  isActive: boolean
  password: string
}

export const FORM_FIELDS = ['firstName', 'lastName', 'username', 'email', 'roleId', 'password'] as const
export type FormField = (typeof FORM_FIELDS)[number]

/** New users default to role id 1 and active (spec §2). */
export function initialValues(user: ManagedUser | null): UserFormValues {
  return user
    ? {
        firstName: user.firstName,
        lastName: user.lastName,
        username: user.username,
        email: user.email,
        roleId: String(user.roleId),
        isActive: user.isActive,
        password: '',
      }
    : { firstName: '', lastName: '', username: '', email: '', roleId: '1', isActive: true, password: '' }
}

/** Create sends every field; edit sends the form with an empty password hash and the new password if any (spec §2). */
export function toBody(values: UserFormValues, editing: boolean) {
  const base = {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    email: values.email,
    roleId: Number(values.roleId),
    isActive: values.isActive,
  }
  return editing ? { ...base, passwordHash: '', password: values.password } : { ...base, password: values.password }
}

/**
 * What is wrong with each field, checked with the schema the server uses: too long (with the limit), too
 * short, missing, or which characters a username may have — never a generic "Required" for a long name.
 */
export function fieldErrors(
  values: UserFormValues,
  editing: boolean,
  t: TFunction,
): Partial<Record<FormField, string>> {
  const errors = formErrors(editing ? userUpdateInput : userCreateInput, toBody(values, editing), t, {
    username: t('admin.users.form.invalid.username'),
    email: t('admin.users.form.invalid.email'),
    roleId: t('admin.users.form.invalid.roleId'),
  })
  return Object.fromEntries(FORM_FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f]]))
}

/** Fields the server named in a 400, or the username on a 409 "already taken". */
export function refusedFields(error: unknown): { fields: FormField[]; taken: boolean } {
  if (!(error instanceof ApiError)) return { fields: [], taken: false }
  if (error.status === 409 && /username/i.test(error.body?.message ?? '')) return { fields: ['username'], taken: true }
  const named = Object.keys(error.body?.fields ?? {})
  return { fields: FORM_FIELDS.filter((f) => named.includes(f)), taken: false }
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message
  return error instanceof Error ? error.message : String(error)
}
