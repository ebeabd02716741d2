// Reads an equipment QR code (spec §5): "EQUIPMENT:<numeric id>", or a JSON object with equipmentId or id.
// Anything else is not equipment (null).

const PREFIXED = /^EQUIPMENT:(\d+)$/

function toId(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value.trim())
        : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

export function parseEquipmentQr(text: string): number | null {
  const trimmed = text.trim()
  const prefixed = PREFIXED.exec(trimmed)
  if (prefixed) return toId(prefixed[1])
  if (!trimmed.startsWith('{')) return null
  try {
    const value: unknown = JSON.parse(trimmed)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null
    const record = value as Record<string, unknown>
    return toId(record.equipmentId ?? record.id)
  } catch {
    return null
  }
}
