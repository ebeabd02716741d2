// Ids made for new records, on the device or the server: UUIDv7 (RFC 9562 §5.7). The first 48 bits are the
// Unix time in milliseconds, so new ids sort after older ones and the indexes on them (tickets, notes) grow
// at their end instead of at random places: a push batch rewrites far fewer pages (decision 170). The other
// 74 bits are random. They are still plain UUIDs to every schema and table.
export function newId(now: number = Date.now()): string {
  const b = crypto.getRandomValues(new Uint8Array(16))
  let t = now
  for (let i = 5; i >= 0; i--) {
    b[i] = t % 256
    t = Math.floor(t / 256)
  }
  b[6] = (b[6]! & 0x0f) | 0x70 // version 7
  b[8] = (b[8]! & 0x3f) | 0x80 // variant 10
  let hex = ''
  for (const byte of b) hex += byte.toString(16).padStart(2, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
