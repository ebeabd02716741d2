import { z } from 'zod'
import { EQUIPMENT_DEPARTMENTS, EQUIPMENT_STATUSES } from '../constants'
import { id } from './common'

export const equipmentStatusInput = z.strictObject({ status: z.enum(EQUIPMENT_STATUSES) })
export const equipmentSetStatusArgs = equipmentStatusInput.extend({ equipmentId: id })
export const departmentParam = z.enum(EQUIPMENT_DEPARTMENTS)
