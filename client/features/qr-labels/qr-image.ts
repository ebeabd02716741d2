// QR images for labels, made on the device with the `qrcode` package as SVG (sharp at any print size,
// no canvas needed). Loaded with the labels page only.
import QRCode from 'qrcode'

export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
