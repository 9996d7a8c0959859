// `node script/icons.mjs`: renders build/icon.svg into the PNG sizes electron-builder and the tray
// use, and packs the Windows .ico and macOS .icns from those PNGs. Both containers accept PNG
// entries, so no image tool beyond Debian's Chromium (already used by the E2E tests) is needed.
// The outputs are committed; run this again only when the SVG changes.
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const buildDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'build')
export const pngSizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
const icoSizes = [16, 24, 32, 48, 64, 128, 256]
// ICNS element types holding PNG data, by pixel size.
const icnsTypes = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
]

async function renderPngs(svg) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  const pngs = new Map()
  try {
    const page = await browser.newPage()
    for (const size of pngSizes) {
      await page.setViewportSize({ width: size, height: size })
      const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`)
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
      )
      pngs.set(
        size,
        await page.screenshot({
          omitBackground: true,
          clip: { x: 0, y: 0, width: size, height: size },
        }),
      )
    }
  } finally {
    await browser.close()
  }
  return pngs
}

function ico(pngs) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(icoSizes.length, 4)
  const entries = []
  let offset = 6 + 16 * icoSizes.length
  for (const size of icoSizes) {
    const data = pngs.get(size)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size === 256 ? 0 : size, 0) // 0 means 256
    entry.writeUInt8(size === 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    entries.push(entry)
    offset += data.length
  }
  return Buffer.concat([header, ...entries, ...icoSizes.map((size) => pngs.get(size))])
}

function icns(pngs) {
  const elements = icnsTypes.map(([type, size]) => {
    const data = pngs.get(size)
    const head = Buffer.alloc(8)
    head.write(type, 0, 'latin1')
    head.writeUInt32BE(data.length + 8, 4)
    return Buffer.concat([head, data])
  })
  const body = Buffer.concat(elements)
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'latin1')
  head.writeUInt32BE(body.length + 8, 4)
  return Buffer.concat([head, body])
}

const svg = await readFile(join(buildDir, 'icon.svg'), 'utf8')
const pngs = await renderPngs(svg)
for (const [size, data] of pngs)
  await writeFile(join(buildDir, 'icons', `${size}x${size}.png`), data)
await writeFile(join(buildDir, 'icon.png'), pngs.get(1024))
await writeFile(join(buildDir, 'icon.ico'), ico(pngs))
await writeFile(join(buildDir, 'icon.icns'), icns(pngs))
console.log(`icons written to ${buildDir}`)
