import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The real response bodies of ../shared/reference/samples (next to the repository). */
export const samplesDir = fileURLToPath(
  new URL('../../../../../shared/reference/samples/', import.meta.url),
)

export const sampleFiles = () => readdirSync(samplesDir).filter((file) => file.endsWith('.json'))

export const readSample = (file: string): unknown =>
  JSON.parse(readFileSync(samplesDir + file, 'utf8'))
