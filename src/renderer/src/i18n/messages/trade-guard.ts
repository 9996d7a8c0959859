import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    tradeGuard: {
      title: 'Fat-finger guard',
      intro: 'Checks each order of the profile “{profile}” before it is sent.',
      noProfile: 'Add or choose an API key profile to set its guard.',
      deviation: 'Warn beyond this distance from the last price (%)',
      deviationHint:
        'The confirmation warns when a limit, execute or trigger price is further than this from the last price. Default: 5.',
      maxNotional: 'Maximum order value (quote coin)',
      maxNotionalHint:
        'Orders worth more than this in the market’s quote coin (USDT for BTCUSDT) are refused before they are sent. Market orders are valued at the last price. Leave empty for no maximum.',
      save: 'Save guard',
      saved: 'Guard saved.',
      rule: {
        format: 'Enter a plain number such as 5 or 2.5.',
        positive: 'Enter a number above 0.',
        decimals: 'Use at most {decimals} decimal places.',
        max: 'Enter at most {max}.',
      },
      state: {
        withMax:
          'Guard: warns beyond {percent} % from the last price · refuses orders above {maximum}',
        noMax: 'Guard: warns beyond {percent} % from the last price · no maximum order value',
      },
      warning: {
        title: 'Check the price before confirming',
        above:
          '{field} {price} is {percent} % above the last price {lastPrice} (the guard warns beyond {limit} %).',
        below:
          '{field} {price} is {percent} % below the last price {lastPrice} (the guard warns beyond {limit} %).',
        unchecked: 'No last price is known yet, so the price could not be compared with it.',
      },
      blocked: {
        above:
          'This order is worth {value} {coin}, above this profile’s maximum of {maximum} {coin}. Make it smaller, or raise the maximum in Settings.',
        unpriced:
          'No last price is known to value this market order against the maximum of {maximum} {coin}. Wait for the price, or use a limit order.',
      },
    },
  },
  'zh-CN': {
    tradeGuard: {
      title: '防误操作保护',
      intro: '在发送前检查配置“{profile}”的每笔订单。',
      noProfile: '请先添加或选择 API 密钥配置，再设置其保护。',
      deviation: '价格偏离最新价超过此比例时警告（%）',
      deviationHint:
        '当限价、执行价或触发价偏离最新价超过此比例时，确认对话框会发出警告。默认：5。',
      maxNotional: '最大订单价值（计价币）',
      maxNotionalHint:
        '以市场计价币（如 BTCUSDT 的 USDT）计，价值超过此数的订单会在发送前被拒绝。市价单按最新价估值。留空表示不设上限。',
      save: '保存保护设置',
      saved: '保护设置已保存。',
      rule: {
        format: '请输入普通数字，例如 5 或 2.5。',
        positive: '请输入大于 0 的数。',
        decimals: '最多 {decimals} 位小数。',
        max: '最大为 {max}。',
      },
      state: {
        withMax: '保护：偏离最新价超过 {percent}% 时警告 · 拒绝价值超过 {maximum} 的订单',
        noMax: '保护：偏离最新价超过 {percent}% 时警告 · 不限订单价值',
      },
      warning: {
        title: '确认前请检查价格',
        above: '{field} {price} 比最新价 {lastPrice} 高 {percent}%（保护在超过 {limit}% 时警告）。',
        below: '{field} {price} 比最新价 {lastPrice} 低 {percent}%（保护在超过 {limit}% 时警告）。',
        unchecked: '尚无最新价，因此无法将价格与其比较。',
      },
      blocked: {
        above:
          '此订单价值 {value} {coin}，超过此配置的最大订单价值 {maximum} {coin}。请减小订单，或在设置中调高上限。',
        unpriced:
          '尚无最新价，无法按最大订单价值 {maximum} {coin} 评估这笔市价单。请等待价格加载，或改用限价单。',
      },
    },
  },
})
