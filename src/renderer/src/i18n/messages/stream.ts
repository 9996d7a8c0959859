import { defineMessages } from '../define-messages'

export default defineMessages({
  'en-US': {
    stream: {
      label: 'Updates',
      mode: {
        live: 'Live',
        polling: 'Polling',
        offline: 'Offline',
      },
      since: 'Since {time}',
      why: {
        live: 'Changes are pushed by the exchange as they happen; REST checks them now and then.',
        offline:
          'The exchange cannot be reached: the last data is shown with its age and is checked again when it is back.',
        waiting: 'Waiting for the stream to report; meanwhile the exchange is polled.',
        refused:
          'The exchange refused the stream login: check the API key and this computer’s clock. Meanwhile the exchange is polled.',
        reconnecting: 'The stream is reconnecting; meanwhile the exchange is polled.',
        unavailable:
          'This exchange offers no stream (or there is nothing to stream): the exchange is polled.',
      },
      public: 'Market data',
      private: 'Account and orders',
      link: {
        connecting: 'connecting',
        live: 'live',
        down: 'down, reconnecting',
        refused: 'login refused',
        unavailable: 'not available',
      },
      detail: 'Details: {reason}',
      liveCheck: {
        label: 'REST check while live (s)',
        save: 'Save',
        invalid: 'Enter whole seconds from {min} to {max}.',
        help: 'While updates are pushed, orders, positions and balances are still fetched over REST this often, to catch a push the exchange lost. Without the stream, the polling interval applies.',
      },
    },
  },
  'zh-CN': {
    stream: {
      label: '更新方式',
      mode: {
        live: '实时',
        polling: '轮询',
        offline: '离线',
      },
      since: '自 {time} 起',
      why: {
        live: '交易所实时推送变化；并定期通过 REST 核对。',
        offline: '无法连接交易所：显示最近的数据及其时间，恢复后会重新核对。',
        waiting: '正在等待推送连接的状态；在此期间通过轮询获取数据。',
        refused: '交易所拒绝了推送登录：请检查 API 密钥和本机时钟。在此期间通过轮询获取数据。',
        reconnecting: '推送连接正在重连；在此期间通过轮询获取数据。',
        unavailable: '该交易所不提供推送（或暂无需要推送的内容）：通过轮询获取数据。',
      },
      public: '行情数据',
      private: '账户与订单',
      link: {
        connecting: '连接中',
        live: '已连接',
        down: '已断开，正在重连',
        refused: '登录被拒绝',
        unavailable: '不可用',
      },
      detail: '详情：{reason}',
      liveCheck: {
        label: '实时模式下的 REST 核对间隔（秒）',
        save: '保存',
        invalid: '请输入 {min} 到 {max} 之间的整数秒。',
        help: '在实时推送期间，仍按此间隔通过 REST 获取订单、持仓和余额，以发现交易所丢失的推送。没有推送时，使用轮询间隔。',
      },
    },
  },
})
