import type { Rng } from '../rng'

export const ANNOUNCEMENT_SUBTYPES = {
  latest_news: ['announcements', 'news'],
  coin_listings: ['spot', 'futures', 'margin', 'copy_trading'],
  product_updates: ['spot', 'futures', 'margin', 'copy_trading'],
  security: ['security_information'],
  api_trading: ['api_announcement'],
  maintenance_system_updates: [
    'asset_maintenance',
    'system_updates',
    'spot_maintenance',
    'futures_maintenance',
  ],
  symbol_delisting: ['trading_pair_delisting'],
} as const

export type AnnType = keyof typeof ANNOUNCEMENT_SUBTYPES
export const ANN_TYPES = Object.keys(ANNOUNCEMENT_SUBTYPES) as AnnType[]
export const ANN_LANGUAGES = ['en_US', 'zh_CN'] as const
export type AnnLanguage = (typeof ANN_LANGUAGES)[number]

export interface Announcement {
  annId: string
  annType: AnnType
  annSubType: string
  cTime: number
  title: Record<AnnLanguage, string>
  desc: Record<AnnLanguage, string>
}

type Template = [en: string, zh: string]

/** Title templates per "annType/annSubType"; {coin} and {date} are filled in when seeding. */
const TEMPLATES: Record<string, Template[]> = {
  'latest_news/announcements': [
    [
      'Bitget Will Adjust the Funding Rate Settlement Frequency of {coin}USDT Perpetual',
      'Bitget将调整{coin}USDT永续合约资金费率结算频率',
    ],
    [
      'Bitget Monthly Proof of Reserves Report Published ({date})',
      'Bitget月度储备金证明报告已发布（{date}）',
    ],
    ['Notice on Updating the Bitget User Agreement', '关于更新Bitget用户协议的公告'],
  ],
  'latest_news/news': [
    [
      'Bitget Launches {coin} Trading Competition with a 100,000 USDT Prize Pool',
      'Bitget上线{coin}交易大赛，奖池100,000 USDT',
    ],
    ['Bitget Expands Its Protection Fund to 600 Million USD', 'Bitget保护基金规模扩大至6亿美元'],
  ],
  'coin_listings/spot': [
    ['Bitget Will List {coin} in the Innovation Zone', 'Bitget将在创新区上线{coin}'],
    ['{coin} Is Now Available for Spot Trading on Bitget', '{coin}现已在Bitget开放现货交易'],
  ],
  'coin_listings/futures': [
    [
      'Bitget Will Launch {coin}USDT Perpetual Futures with Up to 50x Leverage',
      'Bitget将上线{coin}USDT永续合约，最高50倍杠杆',
    ],
  ],
  'coin_listings/margin': [
    ['Bitget Adds {coin}/USDT to Cross Margin Trading', 'Bitget杠杆全仓新增{coin}/USDT交易对'],
  ],
  'coin_listings/copy_trading': [
    ['{coin}USDT Is Now Open for Futures Copy Trading', '{coin}USDT现已开放合约跟单交易'],
  ],
  'product_updates/spot': [['Spot Grid Now Supports {coin}/USDT', '现货网格现已支持{coin}/USDT']],
  'product_updates/futures': [
    [
      'Adjustment of the Maximum Leverage of {coin}USDT Perpetual Futures',
      '关于调整{coin}USDT永续合约最大杠杆倍数的公告',
    ],
  ],
  'product_updates/margin': [
    ['Adjustment of Margin Borrowing Limits for {coin}', '关于调整{coin}杠杆借币限额的公告'],
  ],
  'product_updates/copy_trading': [
    [
      'Copy Trading Update: New Profit-Sharing Rules for Elite Traders',
      '跟单更新：精英交易员分润规则调整',
    ],
  ],
  'security/security_information': [
    ['Beware of Phishing Sites Impersonating Bitget', '谨防冒充Bitget的钓鱼网站'],
    [
      'Security Reminder: Enable Passkeys to Protect Your Account',
      '安全提醒：启用通行密钥保护您的账户',
    ],
  ],
  'api_trading/api_announcement': [
    [
      'API Update: New Fields in the Futures Pending Orders Endpoint',
      'API更新：合约当前委托接口新增字段',
    ],
    ['Rate Limit Adjustment for Spot Trading API Endpoints', '现货交易API接口限频调整公告'],
  ],
  'maintenance_system_updates/asset_maintenance': [
    [
      'Suspension of {coin} Deposits and Withdrawals for Network Upgrade',
      '{coin}网络升级期间暂停充提',
    ],
  ],
  'maintenance_system_updates/system_updates': [
    ['Bitget System Upgrade Scheduled for {date}', 'Bitget系统将于{date}进行升级'],
  ],
  'maintenance_system_updates/spot_maintenance': [
    ['Spot Trading Maintenance for {coin}/USDT', '{coin}/USDT现货交易维护公告'],
  ],
  'maintenance_system_updates/futures_maintenance': [
    [
      'Futures Maintenance: {coin}USDT Perpetual Temporarily Suspended',
      '合约维护：{coin}USDT永续合约暂停交易',
    ],
  ],
  'symbol_delisting/trading_pair_delisting': [
    ['Bitget Will Delist {coin}/USDT Spot Trading Pair', 'Bitget将下架{coin}/USDT现货交易对'],
  ],
}

const COINS = [
  'BTC',
  'ETH',
  'SOL',
  'XRP',
  'DOGE',
  'PEPE',
  'TON',
  'SUI',
  'ARB',
  'OP',
  'WIF',
  'ENA',
  'TIA',
  'JUP',
  'BGB',
]

const ALL_SUBTYPE_KEYS: readonly string[] = Object.keys(TEMPLATES)

const DAY_MS = 86_400_000
export const ANNOUNCEMENT_WINDOW_MS = 30 * DAY_MS

export function announcementUrl(annId: string, language: AnnLanguage): string {
  return language === 'zh_CN'
    ? `https://www.bitget.com/zh-CN/support/articles/${annId}`
    : `https://www.bitget.com/support/articles/${annId}`
}

/** One announcement of the given "annType/annSubType" key (or a random one), published at `cTime`. */
export function makeAnnouncement(
  rng: Rng,
  annId: string,
  cTime: number,
  subtypeKey?: string,
): Announcement {
  const key = subtypeKey ?? rng.pick(ALL_SUBTYPE_KEYS)
  if (!TEMPLATES[key]) throw new Error(`unknown announcement type ${key}`)
  const [annType, annSubType] = key.split('/') as [AnnType, string]
  const [en, zh] = rng.pick(TEMPLATES[key] ?? [])
  const coin = rng.pick(COINS)
  const date = new Date(cTime + 3 * DAY_MS).toISOString().slice(0, 10)
  const fill = (text: string) => text.replaceAll('{coin}', coin).replaceAll('{date}', date)
  return {
    annId,
    annType,
    annSubType,
    cTime,
    title: { en_US: fill(en), zh_CN: fill(zh) },
    desc: { en_US: fill(en), zh_CN: fill(zh) },
  }
}

const roundToSecond = (ms: number) => Math.floor(ms / 1000) * 1000

/** First announcement id; later ones count up so that newer announcements have larger ids. */
const FIRST_ANNOUNCEMENT_ID = 12560603790001

export const nextAnnouncementId = (announcements: readonly Announcement[]): string =>
  String(
    announcements.reduce((max, a) => Math.max(max, Number(a.annId)), FIRST_ANNOUNCEMENT_ID - 1) + 1,
  )

/** At least two announcements of every sub-type, spread over the last month, oldest first. */
export function seedAnnouncements(rng: Rng, now: number): Announcement[] {
  const keys = [...ALL_SUBTYPE_KEYS, ...ALL_SUBTYPE_KEYS, ...ALL_SUBTYPE_KEYS.slice(0, 8)]
  const times = keys
    .map(() => roundToSecond(now - rng.int(60_000, ANNOUNCEMENT_WINDOW_MS - DAY_MS)))
    .sort((a, b) => a - b)
  const shuffled = rng.shuffle(keys)
  return shuffled.map((key, i) =>
    makeAnnouncement(rng, String(FIRST_ANNOUNCEMENT_ID + i), times[i] ?? now, key),
  )
}
