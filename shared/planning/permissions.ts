// Who may plan production and move product data (decision 061): admins (admin, super_admin).
import { isAdminRole } from '../roles'

export const canPlanProduction = (role: string) => isAdminRole(role)
export const canImportProducts = (role: string) => isAdminRole(role)
