// What goes wrong in the demo factory, and how it was fixed: the text behind seeded stops, tickets and notes.

export interface Fault {
  category: string
  text: string
  fix: string
  parts: string | null
  /** Bad enough to stop the line (so it can appear in line status history). */
  stops: boolean
}

const f = (category: string, text: string, fix: string, parts: string | null = null, stops = true): Fault => ({
  category,
  text,
  fix,
  parts,
  stops,
})

/** Keyed by the machine-template name each seeded machine's name starts with (MACHINE_TEMPLATES). */
export const MACHINE_FAULTS: Record<string, Fault[]> = {
  Crusher: [
    f(
      'mechanical',
      'Crusher blade guard loose, rattling on start-up',
      'Re-torqued guard fixings, replaced two worn spacers',
      'M8 spacers x2',
    ),
    f(
      'safety',
      'Crusher emergency stop not latching',
      'Replaced e-stop contact block, tested stop circuit',
      'E-stop contact block',
    ),
  ],
  'TVI Slicer': [
    f(
      'mechanical',
      'Slicer producing ragged cuts on steaks',
      'Changed blade and reset blade gap to 0.3 mm',
      'TVI blade 520',
    ),
    f(
      'electrical',
      'Slicer servo fault code E42 on portioning head',
      'Reseated encoder cable, cleared fault, ran 20 test portions',
    ),
    f(
      'maintenance',
      'Slicer PPM overdue: blade and belt inspection',
      'Completed PPM: blade changed, belt tension checked',
      'TVI blade 520',
      false,
    ),
  ],
  'Digi Checkweigher': [
    f('quality', 'Checkweigher rejecting in-spec packs', 'Recalibrated with test weights, cleaned load cell area'),
    f(
      'quality',
      'Checkweigher rejecting in range packs',
      'Zeroed scale, replaced damaged reject belt, verified with test packs',
      'Reject belt',
    ),
    f(
      'electrical',
      'Checkweigher display blank after washdown',
      'Dried and resealed display connector, replaced gland',
      'IP67 cable gland',
    ),
  ],
  'Mondini Sealer': [
    f(
      'electrical',
      'Sealer jaw not reaching temperature',
      'Replaced heater cartridge on top jaw, checked thermocouple, ran test seals',
      'Heater cartridge 230V 400W',
    ),
    f(
      'electrical',
      'Sealer temperature fault',
      'Replaced thermocouple on seal plate, confirmed 180 °C at plate',
      'Type K thermocouple',
    ),
    f(
      'quality',
      'Leaking seals on MAP trays',
      'Cleaned seal plate, replaced seal rubber, leak test passed',
      'Seal rubber insert',
    ),
    f(
      'mechanical',
      'Film not tracking on sealer, tearing at cutter',
      'Realigned film roll holder, replaced worn cutter knife',
      'Cutter knife',
    ),
  ],
  Conveyor: [
    f(
      'mechanical',
      'Conveyor belt jammed at infeed',
      'Cleared jam, replaced two broken belt modules',
      'Intralox S900 modules x2',
    ),
    f('mechanical', 'Outfeed conveyor belt slipping', 'Adjusted take-up, cleaned drive sprockets'),
    f(
      'electrical',
      'Conveyor motor tripping on overload',
      'Replaced seized gearbox bearing, reset overload',
      'Gearbox bearing 6205',
    ),
    f(
      'safety',
      'Missing guard on conveyor transfer point',
      'Refitted guard, added interlock check to start-up list',
      null,
      false,
    ),
  ],
  'Metal Detector': [
    f('quality', 'Metal detector false rejects', 'Re-learned product, adjusted phase, passed Fe/NFe/SS test wands'),
    f(
      'quality',
      'Metal detector failed hourly test wand check',
      'Re-tested with certified wands, replaced reject pusher solenoid',
      'Pusher solenoid',
    ),
    f(
      'electrical',
      'Metal detector reject confirm sensor faulty',
      'Replaced reject confirm photo-eye, tested',
      'Photo-eye sensor',
    ),
  ],
  'Label Printer': [
    f('mechanical', 'Label printer misaligned', 'Reset label sensor and re-registered print position'),
    f(
      'electrical',
      'Label printer head streaking, barcodes failing scan',
      'Cleaned then replaced print head, grade B barcodes verified',
      'Print head 104 mm',
    ),
    f(
      'quality',
      'Wrong use-by date printed on labels',
      'Corrected date offset in template, relabelled held stock',
      null,
      false,
    ),
  ],
  'Vacuum Packer': [
    f(
      'mechanical',
      'Vacuum packer not reaching vacuum',
      'Replaced lid gasket and pump oil, vacuum back to 4 mbar',
      'Lid gasket, vacuum pump oil',
    ),
    f('mechanical', 'Vacuum packer film web breaking', 'Re-threaded web, adjusted forming temperature'),
  ],
}

/** Stops that aren't one machine's fault. */
export const LINE_FAULTS: Fault[] = [
  f('mechanical', 'Product jam at transfer between conveyors', 'Cleared jam, adjusted guide rails'),
  f(
    'maintenance',
    'Low compressed air pressure on line',
    'Fixed air leak at FRL unit, pressure back to 6 bar',
    'Push-fit fittings',
  ),
  f(
    'quality',
    'Foreign body found at pack-off, line held for inspection',
    'Line inspected and cleared by QA, source traced to a worn scraper',
    'Scraper blade',
  ),
  f('maintenance', 'Changeover overran, waiting for film reel', 'Film reel delivered, changeover completed'),
]

/** Keyed by EQUIPMENT_SEED type for the Engineering department. */
export const EQUIPMENT_FAULTS: Record<string, Fault[]> = {
  Refrigeration: [
    f(
      'maintenance',
      'Chill room above 5 °C, evaporator iced up',
      'Manual defrost, replaced defrost timer',
      'Defrost timer',
    ),
    f('electrical', 'Freezer fan motor tripping', 'Replaced evaporator fan motor', 'Fan motor 450 mm'),
  ],
  Processing: [
    f(
      'mechanical',
      'Mincer plate and knife worn, mince smearing',
      'Swapped plate and knife set, sent old set for sharpening',
      'Plate and knife set',
    ),
    f('mechanical', 'Former mould plate sticking', 'Cleaned and re-shimmed mould plate'),
    f(
      'safety',
      'Interlock bypassed on processing machine lid',
      'Removed bypass, replaced faulty interlock switch, briefed team',
      'Safety interlock switch',
    ),
  ],
  Cooking: [
    f(
      'electrical',
      'Water bath not holding 62 °C set point',
      'Replaced heater contactor, verified with calibrated probe',
      'Contactor 40 A',
    ),
  ],
  Packaging: [
    f('mechanical', 'Thermoformer forming die misaligned', 'Realigned die, checked pack formation on 50 packs'),
  ],
  Utilities: [
    f(
      'maintenance',
      'Compressor high temperature alarm',
      'Cleaned cooler, topped up oil, alarm cleared',
      'Compressor oil 5 L',
    ),
  ],
  Dispatch: [
    f(
      'mechanical',
      'Pallet wrapper film carriage sticking',
      'Greased carriage mast, replaced drive chain',
      'Drive chain',
    ),
  ],
  HVAC: [f('maintenance', 'Air handling unit filter alarm', 'Replaced bag filters', 'Bag filters x4')],
}

export interface ItFault {
  category: 'software' | 'network' | 'hardware' | 'system'
  text: string
  fix: string
  /** Equipment name (EQUIPMENT_SEED) or a system with no equipment row. */
  system: string
  /** Reported from a production line rather than an office or server room. */
  onLine: boolean
}

export const IT_FAULTS: ItFault[] = [
  {
    category: 'network',
    text: 'Tablet not connecting to Wi-Fi',
    fix: 'Re-joined tablet to production SSID, renewed certificate',
    system: 'Wi-Fi Access Point G1',
    onLine: true,
  },
  {
    category: 'hardware',
    text: 'Line tablet screen unresponsive to touch',
    fix: 'Replaced tablet from spare pool, restored kiosk profile',
    system: 'Line Tablet E30',
    onLine: true,
  },
  {
    category: 'software',
    text: 'Labels not printing, print queue stuck',
    fix: 'Restarted spooler on Label Print Server, cleared stuck jobs',
    system: 'Label Print Server',
    onLine: true,
  },
  {
    category: 'system',
    text: 'Label Print Server slow, labels arriving late at lines',
    fix: 'Freed disk space, rotated logs, scheduled weekly clean-up',
    system: 'Label Print Server',
    onLine: false,
  },
  {
    category: 'hardware',
    text: 'Handheld scanner not reading pallet barcodes',
    fix: 'Replaced scanner battery and cleaned scan window',
    system: 'Handheld Scanner Pool',
    onLine: false,
  },
  {
    category: 'system',
    text: 'Line control PC frozen on start-up',
    fix: 'Ran disk check, reinstalled Windows updates, PC back in service',
    system: 'Line Control PC B',
    onLine: true,
  },
  {
    category: 'network',
    text: 'PCs in the loft dropping off the network',
    fix: 'Replaced faulty patch lead on switch port 14',
    system: 'Loft Network Switch',
    onLine: false,
  },
  {
    category: 'software',
    text: 'Weighbridge terminal not sending weights to dispatch',
    fix: 'Restarted interface service, re-mapped COM port',
    system: 'Weighbridge Terminal',
    onLine: false,
  },
  {
    category: 'software',
    text: 'Production dashboard not updating on line tablet',
    fix: 'Cleared browser cache and re-signed in the line account',
    system: 'Line Tablet E30',
    onLine: true,
  },
  {
    category: 'system',
    text: 'Operators unable to sign in to the MES',
    fix: 'Unlocked service account, password expiry policy corrected',
    system: 'MES',
    onLine: false,
  },
]

/** Progress notes engineers leave while they work. */
export const WORK_NOTES = [
  'Isolated and locked off, starting diagnosis',
  'Part ordered from stores, fitting when it arrives',
  'Fault is intermittent, monitoring for another hour',
  'Spoke to shift lead, running at reduced speed meanwhile',
  'Checked wiring and connectors, no damage found',
  'Waiting for QA sign-off before restarting',
  'Temporary fix in place, full repair at next planned stop',
]

/** The faults of a seeded machine, found by the template name its name starts with. */
export function faultsForMachine(machineName: string): Fault[] {
  const key = Object.keys(MACHINE_FAULTS).find((k) => machineName.startsWith(k))
  return key ? MACHINE_FAULTS[key]! : LINE_FAULTS
}

/** The catalogue entry with this text (seeded line issues use catalogue texts), if any. */
export function findFault(text: string): Fault | undefined {
  return [...Object.values(MACHINE_FAULTS).flat(), ...LINE_FAULTS].find((x) => x.text === text)
}
