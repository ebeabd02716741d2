// The demo factory's fixed reference data: units, lines, products, machine and equipment templates.
import { UNIT_LINE_RANGES, type UnitCode } from '../../shared/constants'

export const DEMO_PASSWORD = 'demo1234'

export const ROLE_SEED = [
  { name: 'operator', permissions: ['view_lines', 'create_tickets', 'set_line_status'], assign: 0, machines: 0, settings: 0, reports: 0, users: 0 },
  { name: 'engineer', permissions: ['view_lines', 'create_tickets', 'work_tickets', 'assign_tickets', 'edit_machines', 'set_line_status'], assign: 1, machines: 1, settings: 0, reports: 1, users: 0 },
  { name: 'it', permissions: ['view_lines', 'create_tickets', 'work_tickets', 'assign_tickets'], assign: 1, machines: 0, settings: 0, reports: 1, users: 0 },
  { name: 'admin', permissions: ['all'], assign: 1, machines: 1, settings: 1, reports: 1, users: 1 },
  { name: 'super_admin', permissions: ['all'], assign: 1, machines: 1, settings: 1, reports: 1, users: 1 },
  { name: 'demo_viewer', permissions: ['view_lines'], assign: 0, machines: 0, settings: 0, reports: 1, users: 0 },
] as const

export const DEMO_USERS = [
  { username: 'operator', firstName: 'Olivia', lastName: 'Nowak', role: 'operator', department: 'Production' },
  { username: 'operator2', firstName: 'Tomas', lastName: 'Kazlauskas', role: 'operator', department: 'Production' },
  { username: 'engineer', firstName: 'Ethan', lastName: 'Walsh', role: 'engineer', department: 'Engineering' },
  { username: 'engineer2', firstName: 'Agnieszka', lastName: 'Zielinska', role: 'engineer', department: 'Engineering' },
  { username: 'it', firstName: 'Ian', lastName: 'Turner', role: 'it', department: 'IT' },
  { username: 'admin', firstName: 'Alice', lastName: 'Morgan', role: 'admin', department: 'Management' },
  { username: 'superadmin', firstName: 'Sam', lastName: 'Reid', role: 'super_admin', department: 'Management' },
  { username: 'viewer', firstName: 'Victor', lastName: 'Demo', role: 'demo_viewer', department: 'Sales' },
] as const

export const UNIT_NAMES: Record<UnitCode, string> = {
  B: `Unit B - ${UNIT_LINE_RANGES.B.name}`,
  C: `Unit C - ${UNIT_LINE_RANGES.C.name}`,
  D: `Unit D - ${UNIT_LINE_RANGES.D.name}`,
  E: `Unit E - ${UNIT_LINE_RANGES.E.name}`,
  G: `Unit G - ${UNIT_LINE_RANGES.G.name}`,
}

/** Line name by id: "Unit B - Line 3"; some unit G lines are Multivac lines ("Unit G - MV48"). */
export function demoLineName(unit: UnitCode, id: number): string {
  if (unit === 'G' && id % 2 === 0) return `Unit G - MV${id}`
  return `Unit ${unit} - Line ${id}`
}

export const PRODUCTS = [
  { sku: 'BF-JNT-001', name: 'Beef Topside Roasting Joint', category: 'Joints', weight: 1000, temp: 3, pack: 'Vacuum skin pack', batch: 400 },
  { sku: 'LB-JNT-002', name: 'Lamb Leg Half Joint', category: 'Joints', weight: 850, temp: 3, pack: 'Vacuum skin pack', batch: 300 },
  { sku: 'PK-KEB-003', name: 'Pork Shoulder Kebabs', category: 'Kebabs', weight: 400, temp: 4, pack: 'MAP tray', batch: 600 },
  { sku: 'CH-KEB-004', name: 'Chicken Tikka Kebabs', category: 'Kebabs', weight: 350, temp: 4, pack: 'MAP tray', batch: 650 },
  { sku: 'BF-DIC-005', name: 'Diced Beef Braising Steak', category: 'Diced Meats', weight: 500, temp: 3, pack: 'MAP tray', batch: 800 },
  { sku: 'LB-DIC-006', name: 'Diced Lamb Leg', category: 'Diced Meats', weight: 400, temp: 3, pack: 'MAP tray', batch: 500 },
  { sku: 'BF-STK-007', name: 'Ribeye Steak Twin Pack', category: 'Steaks', weight: 454, temp: 2, pack: 'Vacuum skin pack', batch: 500 },
  { sku: 'BF-STK-008', name: 'Sirloin Steak', category: 'Steaks', weight: 227, temp: 2, pack: 'Vacuum skin pack', batch: 700 },
  { sku: 'BF-STK-009', name: 'Rump Steak Value Pack', category: 'Steaks', weight: 680, temp: 2, pack: 'Vacuum skin pack', batch: 450 },
  { sku: 'BF-MNC-010', name: 'Beef Mince 5% Fat', category: 'Mince', weight: 500, temp: 2, pack: 'Flow wrap', batch: 1000 },
  { sku: 'BF-MNC-011', name: 'Beef Mince 12% Fat', category: 'Mince', weight: 750, temp: 2, pack: 'Flow wrap', batch: 1000 },
  { sku: 'PK-MNC-012', name: 'Pork Mince 10% Fat', category: 'Mince', weight: 500, temp: 2, pack: 'Flow wrap', batch: 900 },
  { sku: 'BF-BRG-013', name: 'Quarter Pounder Beef Burgers x4', category: 'Burgers', weight: 454, temp: 3, pack: 'MAP tray', batch: 1200 },
  { sku: 'BF-BRG-014', name: 'Steak Burgers x2', category: 'Burgers', weight: 340, temp: 3, pack: 'MAP tray', batch: 1000 },
  { sku: 'MX-MIX-015', name: 'Mixed Grill Selection', category: 'Mixed Products', weight: 600, temp: 3, pack: 'MAP tray', batch: 350 },
  { sku: 'MX-MIX-016', name: 'Meatballs in Tomato Sauce', category: 'Mixed Products', weight: 400, temp: 3, pack: 'Sealed tray', batch: 500 },
  { sku: 'SV-BF-017', name: 'Sous Vide Beef Short Rib', category: 'Sous Vide', weight: 300, temp: 1, pack: 'Multivac thermoform', batch: 400 },
  { sku: 'SV-PK-018', name: 'Sous Vide Pulled Pork', category: 'Sous Vide', weight: 400, temp: 1, pack: 'Multivac thermoform', batch: 450 },
  { sku: 'SV-LB-019', name: 'Sous Vide Lamb Shank', category: 'Sous Vide', weight: 450, temp: 1, pack: 'Multivac thermoform', batch: 300 },
  { sku: 'SV-CH-020', name: 'Sous Vide Chicken Breast', category: 'Sous Vide', weight: 250, temp: 1, pack: 'Multivac thermoform', batch: 600 },
] as const

/** Which product categories run on each unit. */
export const UNIT_PRODUCT_CATEGORIES: Record<UnitCode, string[]> = {
  B: ['Joints', 'Kebabs', 'Diced Meats'],
  D: ['Steaks'],
  C: ['Mince', 'Burgers'],
  E: ['Mixed Products'],
  G: ['Sous Vide'],
}

export const MACHINE_TEMPLATES = [
  { type: 'crusher', name: 'Crusher', model: 'Weiler 1109', manufacturer: 'Weiler' },
  { type: 'slicer', name: 'TVI Slicer', model: 'TVI GMS 520', manufacturer: 'TVI' },
  { type: 'checkweigher', name: 'Digi Checkweigher', model: 'Digi RS-3000', manufacturer: 'Digi' },
  { type: 'sealer', name: 'Mondini Sealer', model: 'Mondini Trave 590', manufacturer: 'Mondini' },
  { type: 'conveyor', name: 'Conveyor', model: 'Intralox S900', manufacturer: 'Intralox' },
  { type: 'other', name: 'Metal Detector', model: 'Loma IQ4', manufacturer: 'Loma' },
  { type: 'other', name: 'Label Printer', model: 'Bizerba GLP', manufacturer: 'Bizerba' },
  { type: 'other', name: 'Vacuum Packer', model: 'Multivac R245', manufacturer: 'Multivac' },
] as const

export const EQUIPMENT_SEED = [
  { name: 'Blast Chiller', department: 'Engineering', type: 'Refrigeration', unit: 'B', locations: ['Unit B Chill Room 1'], manufacturer: 'Foster' },
  { name: 'Spiral Freezer', department: 'Engineering', type: 'Refrigeration', unit: 'C', locations: ['Unit C Freezer Hall'], manufacturer: 'JBT' },
  { name: 'Bowl Mincer', department: 'Engineering', type: 'Processing', unit: 'C', locations: ['Unit C Line 22', 'Unit C Line 23'], manufacturer: 'Seydelmann' },
  { name: 'Burger Former', department: 'Engineering', type: 'Processing', unit: 'C', locations: ['Unit C Line 25'], manufacturer: 'Formax' },
  { name: 'Steak Portioner', department: 'Engineering', type: 'Processing', unit: 'D', locations: ['Unit D Line 14'], manufacturer: 'Marel' },
  { name: 'Tumbler Marinator', department: 'Engineering', type: 'Processing', unit: 'B', locations: ['Unit B Prep Area'], manufacturer: 'Dorit' },
  { name: 'Sous Vide Water Bath 1', department: 'Engineering', type: 'Cooking', unit: 'G', locations: ['Unit G Cook Room'], manufacturer: 'Armor Inox' },
  { name: 'Multivac Thermoformer R535', department: 'Engineering', type: 'Packaging', unit: 'G', locations: ['Unit G Line 48'], manufacturer: 'Multivac' },
  { name: 'Compressor Station', department: 'Engineering', type: 'Utilities', unit: 'E', locations: ['Plant Room E'], manufacturer: 'Atlas Copco' },
  { name: 'Pallet Wrapper', department: 'Engineering', type: 'Dispatch', unit: 'E', locations: ['Dispatch Bay'], manufacturer: 'Robopac' },
  { name: 'Loft Air Handling Unit', department: 'Engineering', type: 'HVAC', unit: 'B', locations: ['Loft Level 2'], manufacturer: 'Daikin' },
  { name: 'Line Control PC B', department: 'IT', type: 'Workstation', unit: 'B', locations: ['Unit B Control Room'], manufacturer: 'Dell' },
  { name: 'Label Print Server', department: 'IT', type: 'Server', unit: 'C', locations: ['Server Room'], manufacturer: 'HPE' },
  { name: 'Handheld Scanner Pool', department: 'IT', type: 'Scanner', unit: 'D', locations: ['Unit D Goods In'], manufacturer: 'Zebra' },
  { name: 'Wi-Fi Access Point G1', department: 'IT', type: 'Network', unit: 'G', locations: ['Unit G Ceiling Grid 4'], manufacturer: 'Aruba' },
  { name: 'Line Tablet E30', department: 'IT', type: 'Tablet', unit: 'E', locations: ['Unit E Line 30'], manufacturer: 'Samsung' },
  { name: 'Weighbridge Terminal', department: 'IT', type: 'Terminal', unit: 'E', locations: ['Goods Out'], manufacturer: 'Avery' },
  { name: 'Loft Network Switch', department: 'IT', type: 'Network', unit: 'B', locations: ['Loft Comms Cabinet'], manufacturer: 'Cisco' },
] as const

/** The equipment row for one of the templates above (demo seed and POST /api/equipment/initialize). */
export function equipmentRowFor(e: (typeof EQUIPMENT_SEED)[number], fields: { serialNumber: string | null; status: string; now: string }) {
  return {
    name: e.name,
    serial_number: fields.serialNumber,
    department: e.department,
    status: fields.status,
    location: e.locations[0] ?? null,
    locations: JSON.stringify(e.locations),
    manufacturer: e.manufacturer,
    is_active: 1,
    unit_code: e.unit,
    type: e.type,
    description: `${e.type} — ${e.name}`,
    updated_at: fields.now,
  }
}
