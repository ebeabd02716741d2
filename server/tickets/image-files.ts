// Ticket photos on disk: decoded from data URLs, typed by their bytes, stored once under their sha256.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_MAX_BYTES } from '../../shared/constants'
import { badRequest } from '../http/errors'

export interface DecodedImage {
  bytes: Buffer
  hash: string
  mimeType: string
  ext: string
}

const NOT_AN_IMAGE = 'Please select an image file'
const TOO_BIG = 'Image file must be smaller than 5MB'

/** The image types a phone or desktop sends. SVG is left out: it can carry script. */
function sniff(b: Buffer): { mimeType: string; ext: string } | null {
  const ascii = (from: number, to: number) => b.subarray(from, to).toString('latin1')
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a)
    return { mimeType: 'image/png', ext: 'png' }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mimeType: 'image/jpeg', ext: 'jpg' }
  if (ascii(0, 4) === 'GIF8') return { mimeType: 'image/gif', ext: 'gif' }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mimeType: 'image/webp', ext: 'webp' }
  if (ascii(0, 2) === 'BM' && b.length >= 26) return { mimeType: 'image/bmp', ext: 'bmp' }
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12)
    if (brand === 'avif' || brand === 'avis') return { mimeType: 'image/avif', ext: 'avif' }
    if (['heic', 'heix', 'hevc', 'mif1', 'msf1'].includes(brand)) return { mimeType: 'image/heic', ext: 'heic' }
  }
  return null
}

/**
 * Decodes a data URL and checks it is an image of at most 5 MB (spec §5). The type comes from the bytes,
 * not from what the client claims, so a renamed file cannot be served back as something else.
 */
export function decodeImage(dataUrl: string): DecodedImage {
  const comma = dataUrl.indexOf(',')
  const header = dataUrl.slice(0, comma)
  if (comma < 0 || !/^data:image\/[^;]+;base64$/i.test(header))
    throw badRequest(NOT_AN_IMAGE, { imageData: NOT_AN_IMAGE })
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64')
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(TOO_BIG, { imageData: TOO_BIG })
  const type = sniff(bytes)
  if (!type) throw badRequest(NOT_AN_IMAGE, { imageData: NOT_AN_IMAGE })
  return { bytes, hash: createHash('sha256').update(bytes).digest('hex'), ...type }
}

function imagePath(dataDir: string, hash: string, ext: string): string {
  return path.join(dataDir, 'images', `${hash}.${ext}`)
}

/** Writes the file unless it is there already (same hash, same bytes); temp file + rename, never half a file. */
export async function storeImage(dataDir: string, image: DecodedImage): Promise<void> {
  const target = imagePath(dataDir, image.hash, image.ext)
  if (await stat(target).catch(() => null)) return
  await mkdir(path.dirname(target), { recursive: true })
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temp, image.bytes)
  await rename(temp, target)
}

const EXT_BY_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/avif': 'avif',
  'image/heic': 'heic',
}

export async function readImage(dataDir: string, hash: string, mimeType: string): Promise<Buffer | null> {
  const ext = EXT_BY_MIME[mimeType]
  if (!ext || !/^[a-f0-9]{64}$/.test(hash)) return null
  return readFile(imagePath(dataDir, hash, ext)).catch(() => null)
}
