import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    errors: {
      VALIDATION: 'Some input is not valid: {detail}',
      UNTRUSTED_SENDER: 'The request was refused because it did not come from the app window.',
      UNKNOWN_CHANNEL:
        'The app asked for something its background process does not offer. Update the app.',
      EXCHANGE: 'The exchange refused the request: {detail}',
      SCHEMA:
        'The exchange’s answer lacks data the app relies on, so it was not used (the request itself may have taken effect): {detail}',
      NETWORK:
        'The exchange could not be reached. Check your connection; the app retries on its own.',
      TIMEOUT: 'The exchange did not answer in time. Try again in a moment.',
      RATE_LIMITED:
        'Too many requests: the app is waiting for the exchange’s rate limit. Try again shortly.',
      CLOCK: 'Your computer’s clock differs from the exchange’s. Sync your system clock.',
      OFFLINE: 'You are offline. This shows the last data the app saw.',
      NO_PROFILE: 'No API key profile is selected. Add or choose one in Settings.',
      KEYCHAIN_UNAVAILABLE: 'The system keychain is not available: {detail}',
      NOT_FOUND: 'Not found: {detail}',
      ORDER_UNKNOWN: 'The order’s outcome is not known yet; the app is checking with the exchange.',
      ABOVE_MAX_NOTIONAL:
        'Not sent: the order is worth {value} {coin}, above this profile’s maximum of {maximum} {coin}. Make it smaller, or raise the maximum in Settings.',
      UNPRICED_NOTIONAL:
        'Not sent: no last price is known to value this market order against this profile’s maximum of {maximum} {coin}. Use a limit order, or try again once the price loads.',
      HOTKEY_CONFLICT: 'The hotkeys were not saved: {detail}',
      DISCONNECTED: 'The app’s background process is not reachable. Restart the app.',
      INTERNAL: 'Something went wrong inside the app. Try again; if it persists, check the log.',
    },
  },
  'zh-CN': {
    errors: {
      VALIDATION: '输入有误：{detail}',
      UNTRUSTED_SENDER: '请求并非来自应用窗口，已被拒绝。',
      UNKNOWN_CHANNEL: '应用请求了后台不提供的功能，请更新应用。',
      EXCHANGE: '交易所拒绝了请求：{detail}',
      SCHEMA: '交易所的响应缺少应用所依赖的数据，因此未被采用（请求本身可能已生效）：{detail}',
      NETWORK: '无法连接交易所。请检查网络，应用会自动重试。',
      TIMEOUT: '交易所未及时响应，请稍后再试。',
      RATE_LIMITED: '请求过于频繁，应用正在等待交易所的频率限制解除，请稍后再试。',
      CLOCK: '电脑时间与交易所时间不一致，请同步系统时钟。',
      OFFLINE: '当前离线，显示的是应用最后获取的数据。',
      NO_PROFILE: '尚未选择 API 密钥配置，请在设置中添加或选择。',
      KEYCHAIN_UNAVAILABLE: '系统钥匙串不可用：{detail}',
      NOT_FOUND: '未找到：{detail}',
      ORDER_UNKNOWN: '订单结果暂不确定，应用正在向交易所核实。',
      ABOVE_MAX_NOTIONAL:
        '未发送：订单价值 {value} {coin}，超过此配置的最大订单价值 {maximum} {coin}。请减小订单，或在设置中调高上限。',
      UNPRICED_NOTIONAL:
        '未发送：尚无最新价，无法按此配置的最大订单价值 {maximum} {coin} 评估这笔市价单。请改用限价单，或待价格加载后重试。',
      HOTKEY_CONFLICT: '快捷键未保存：{detail}',
      DISCONNECTED: '无法连接应用后台进程，请重启应用。',
      INTERNAL: '应用内部出错。请重试；如仍出现，请查看日志。',
    },
  },
})
