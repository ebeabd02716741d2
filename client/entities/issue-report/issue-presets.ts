// Preset description suggestions per category of the Report Production Issue dialog (spec §2: about 10
// each). The texts live in the locale files under issues.presets.<category>.<key>.
import type { ISSUE_CATEGORIES } from '../../../shared/constants'

export type IssueCategory = (typeof ISSUE_CATEGORIES)[number]

export const ISSUE_PRESET_KEYS: Record<IssueCategory, readonly string[]> = {
  mechanical: ['conveyorJam', 'beltMisaligned', 'motorNoise', 'bearingWorn', 'sealerJaws', 'bladeBlunt', 'pneumaticLeak', 'guardDamaged', 'gearboxOil', 'vibration'],
  electrical: ['noPower', 'tripSwitch', 'emergencyStop', 'sensorFault', 'cableDamaged', 'motorOverheat', 'lightsOut', 'panelAlarm', 'fuseBlown', 'intermittentPower'],
  software: ['hmiFrozen', 'recipeWrong', 'labelSoftware', 'checkweigherSoftware', 'loginFailed', 'plcComms', 'updateFailed', 'reportMissing', 'scannerApp', 'slowSystem'],
  quality: ['underweight', 'overweight', 'sealLeak', 'labelWrong', 'foreignBody', 'temperatureHigh', 'packagingDamaged', 'metalDetector', 'dateCode', 'colourOff'],
  safety: ['guardMissing', 'spillage', 'sharpEdge', 'interlockBypassed', 'blockedExit', 'chemicalLeak', 'nearMiss', 'ppeMissing', 'trippingHazard', 'unsafeLifting'],
  technical: ['networkDown', 'wifiWeak', 'printerOffline', 'tabletBroken', 'scannerNotReading', 'screenCracked', 'batteryFlat', 'barcodeUnreadable', 'dataMismatch', 'accessDenied'],
  other: ['cleaningNeeded', 'suppliesLow', 'pestSighting', 'lightingPoor', 'temperatureRoom', 'doorBroken', 'waterLeak', 'wasteFull', 'noiseComplaint', 'generalQuestion'],
}
