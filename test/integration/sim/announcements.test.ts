import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANNOUNCEMENT_SUBTYPES } from '../../../src/sim/seed-data/announcements'
import { startSim, T0, type TestSim, type Json } from './helpers'

const PATH = '/api/v2/public/annoucements'
const MONTH = 30 * 86_400_000
let sim: TestSim

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())

async function allPages(query: string) {
  const seen: Json[] = []
  let cursor = ''
  for (let page = 0; page < 50; page++) {
    const { body } = await sim.get(PATH, `${query}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(body.code).toBe('00000')
    if (body.data.length === 0) break
    seen.push(...body.data)
    cursor = body.data[body.data.length - 1].annId
  }
  return seen
}

describe('4.12 announcements', () => {
  it('requires language', async () => {
    const { status, body } = await sim.get(PATH)
    expect(status).toBe(400)
    expect(body.code).toBe('40019')
  })

  it('returns 10 records by default, newest first, with every field of 2.10', async () => {
    const { body } = await sim.get(PATH, 'language=en_US')
    expect(body.data).toHaveLength(10)
    const times = body.data.map((a: Json) => Number(a.cTime))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    for (const a of body.data) {
      expect(Object.keys(a).sort()).toEqual([
        'annDesc',
        'annId',
        'annSubType',
        'annTitle',
        'annType',
        'annUrl',
        'cTime',
        'language',
      ])
      expect(a.language).toBe('en_US')
      expect(a.annUrl).toMatch(/^https:\/\/www\.bitget\.com\//)
      expect(Number(a.cTime)).toBeGreaterThan(T0 - MONTH)
    }
  })

  it('clamps limit to 10', async () => {
    expect((await sim.get(PATH, 'language=en_US&limit=50')).body.data).toHaveLength(10)
    expect((await sim.get(PATH, 'language=en_US&limit=3')).body.data).toHaveLength(3)
  })

  it('pages with the last annId as cursor, without gaps or repeats, in both languages', async () => {
    for (const language of ['en_US', 'zh_CN']) {
      const all = await allPages(`language=${language}`)
      expect(all.length).toBeGreaterThanOrEqual(30)
      expect(new Set(all.map((a) => a.annId)).size).toBe(all.length)
      const times = all.map((a) => Number(a.cTime))
      expect([...times].sort((a, b) => b - a)).toEqual(times)
      expect(all.every((a) => a.language === language)).toBe(true)
    }
  })

  it('seeds every annType/annSubType in both languages with language-specific titles', async () => {
    const en = await allPages('language=en_US')
    const zh = await allPages('language=zh_CN')
    for (const [annType, subTypes] of Object.entries(ANNOUNCEMENT_SUBTYPES)) {
      for (const annSubType of subTypes) {
        expect(en.some((a) => a.annType === annType && a.annSubType === annSubType)).toBe(true)
        expect(zh.some((a) => a.annType === annType && a.annSubType === annSubType)).toBe(true)
      }
    }
    expect(zh.some((a) => /[\u4e00-\u9fff]/.test(a.annTitle))).toBe(true)
    expect(en.every((a) => !/[\u4e00-\u9fff]/.test(a.annTitle))).toBe(true)
  })

  it('filters by annType, case-insensitively, and rejects an unknown annType', async () => {
    const { body } = await sim.get(PATH, 'language=en_US&annType=COIN_LISTINGS')
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((a: Json) => a.annType === 'coin_listings')).toBe(true)
    expect((await sim.get(PATH, 'language=en_US&annType=gossip')).body.code).toBe('40020')
  })

  it('filters by startTime and endTime', async () => {
    const startTime = T0 - 10 * 86_400_000
    const endTime = T0 - 3 * 86_400_000
    const all = await allPages(`language=en_US&startTime=${startTime}&endTime=${endTime}`)
    expect(all.length).toBeGreaterThan(0)
    expect(all.every((a) => Number(a.cTime) >= startTime && Number(a.cTime) <= endTime)).toBe(true)
    const everything = await allPages('language=en_US')
    expect(all.length).toBeLessThan(everything.length)
  })

  it('answers in English for an unsupported language', async () => {
    const { body } = await sim.get(PATH, 'language=fr_FR&limit=2')
    expect(body.data).toHaveLength(2)
    expect(body.data.every((a: Json) => a.language === 'en_US')).toBe(true)
  })

  it('shows newly published announcements first', async () => {
    sim.admin.advanceTime(60_000)
    const created = sim.admin.publishAnnouncement({
      annType: 'security',
      annSubType: 'security_information',
    })
    const { body } = await sim.get(PATH, 'language=zh_CN&limit=1')
    expect(body.data[0]).toMatchObject({
      annId: created.annId,
      annType: 'security',
      language: 'zh_CN',
    })
  })
})
