// A fake camera for Chromium: a .y4m video whose every frame shows one QR code, made with the `qrcode`
// package. Chromium plays it through getUserMedia with --use-file-for-fake-video-capture, so the app's
// real scanning path (html5-qrcode reading camera frames) decodes it.
import { chromium, type Browser } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'
import { CHROMIUM_ARGS } from '../../playwright.config'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 30
const QUIET_ZONE = 4

/** Grayscale frame: white page, black modules, centred, about 80% of the frame height. */
function qrLuma(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const total = modules.size + QUIET_ZONE * 2
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / total)
  const left = Math.floor((WIDTH - total * scale) / 2)
  const top = Math.floor((HEIGHT - total * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255)
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue
      for (let dy = 0; dy < scale; dy += 1) {
        const y = top + (row + QUIET_ZONE) * scale + dy
        luma.fill(0, y * WIDTH + left + (col + QUIET_ZONE) * scale, y * WIDTH + left + (col + QUIET_ZONE + 1) * scale)
      }
    }
  }
  return luma
}

/** YUV4MPEG2, 4:2:0: per frame the luma plane, then neutral (128) chroma planes. */
export function writeQrVideo(text: string, file: string): string {
  const luma = qrLuma(text)
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]))
  return file
}

/** A browser whose only camera shows `video` and which grants camera access without asking. */
export function launchWithFakeCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
}
