// Entity types as the API and the client cache see them (both specs' §3).
import type {
  EngineerStatus,
  EquipmentDepartment,
  LineStatus,
  MachineStatus,
  Priority,
  TicketStatus,
  TicketType,
} from './constants'

export interface Role {
  id: number
  name: string
  permissions: string[]
  canAssignTickets: boolean
  canEditMachines: boolean
  canAccessSettings: boolean
  canViewReports: boolean
  canManageUsers: boolean
}

export interface User {
  id: number
  username: string
  email: string
  firstName: string
  lastName: string
  role: Role
  isActive: boolean
  lastLogin: string | null
}

export interface ProductionLine {
  id: number
  name: string
  unitCode: string | null
  status: LineStatus
  issue: string | null
  /** Bumped on every status change; line.setStatus carries the version it was made on. */
  version: number
  efficiency: number
  /** The server's efficiency reading before the current one (trend arrow); null when there is none. */
  previousEfficiency: number | null
  targetRate: number
  currentRate: number
  qualityScore: number
  producedToday: number
  targetProduction: number
  temperature: number | null
  productSku: string | null
  productName: string | null
  productType: string | null
  batchSize: number | null
  targetWeight: number | null
  packagingType: string | null
  operatorName: string | null
  shiftStart: string
  nextMaintenance: string | null
  lastUpdate: string
  lastCheck: string | null
  /** When the current status began, and who set it (from the status history). */
  statusSince: string
  statusChangedBy: string | null
  /** Work on the line holds it for hygiene clearance (issue 29; on unless an admin switched it off). */
  clearanceRequired?: boolean
}

export interface Machine {
  id: string
  lineId: number
  name: string
  code: string | null
  type: string
  description: string | null
  isActive: boolean
  model: string | null
  serialNumber: string | null
  lastChangedOn: string | null
  location: string | null
  manufacturer: string | null
  status: MachineStatus
  updatedAt: string
}

export interface Equipment {
  id: number
  name: string
  serialNumber: string
  department: EquipmentDepartment
  status: MachineStatus
  location: string | null
  locations: string[]
  manufacturer: string | null
  isActive: boolean
  unitCode: string | null
  type: string | null
  description: string | null
  qrCode: string
}

export interface TicketNote {
  id: string
  ticketId: string
  authorId: number
  authorName: string
  kind: 'note' | 'rejection'
  text: string
  createdAt: string
}

export interface TicketImage {
  id: string
  ticketId: string
  hash: string
  filename: string
  mimeType: string
  size: number
  url: string
  createdAt: string
}

export interface Ticket {
  /** Client- or server-made uuid. */
  id: string
  /** Human display id (TKT-000123), given by the server; null until then. */
  ticketId: string | null
  ticketType: TicketType
  lineId: number | null
  lineName: string
  otherLocation: string | null
  machineId: string | null
  machineName: string | null
  equipmentId: number | null
  location: string | null
  systemAffected: string | null
  /** The product running when the ticket was reported, if the reporter chose one (SKU and name as then). */
  productId: number | null
  productSku: string | null
  productName: string | null
  category: string
  priority: Priority
  description: string
  status: TicketStatus
  engineerStatus: EngineerStatus | null
  reportedBy: number | null
  reportedByName: string | null
  assignedTo: number | null
  assignedBy: number | null
  assignedEngineerName: string | null
  createdAt: string
  updatedAt: string
  assignedAt: string | null
  acceptedAt: string | null
  startedAt: string | null
  resolvedAt: string | null
  resolutionSummary: string | null
  partsUsed: string | null
  /** Minutes. */
  timeSpent: number | null
  followUpRequired: boolean
  archived: boolean
  notes: TicketNote[]
  images: TicketImage[]
}

export interface Engineer {
  id: number
  firstName: string
  lastName: string
  department: string
  role: string
}

export interface Product {
  id: number
  sku: string
  name: string
  category: string
  targetWeight: number | null
  temperature: number | null
  packagingType: string | null
  batchSize: number | null
  description: string | null
  isActive: boolean
  /** EU allergen keys (shared/hygiene/allergens.ts), canonical order; [] when none (issue 29 §5). The API always
   * sends it; a product cached on a device before allergens existed lacks it until the next pull. */
  allergens?: string[]
}

export interface Unit {
  id: number
  code: string
  name: string
}

export interface DashboardStats {
  totalLines: number
  runningLines: number
  stoppedLines: number
  maintenanceLines: number
  averageEfficiency: number
  activeOperators: number
  activeTickets: number
}

export interface MachineImportResult {
  success: number
  failed: number
  duplicates: number
  errors: string[]
}

/** Error body of every failed API call. */
export interface ApiErrorBody {
  error: string
  message: string
  fields?: Record<string, string>
}
