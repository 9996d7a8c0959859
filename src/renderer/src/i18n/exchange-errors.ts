/**
 * What the user reads when Bitget refuses a request, keyed by Bitget's code (facts §5), plus 429
 * and the two copy-API-key conditions that have a published message but no code. Merged into
 * vue-i18n by the renderer; the text avoids vue-i18n's special characters (braces, @, |).
 */
interface ExchangeErrorText {
  message: string
  hint: string
}

type ExchangeErrorTable = Record<string, ExchangeErrorText>

const enUS: ExchangeErrorTable = {
  '40001': {
    message: 'The request carried no API key.',
    hint: 'Open the profile and enter the API key again.',
  },
  '40002': {
    message: 'The request carried no signature.',
    hint: 'This is a fault in the app; please report it.',
  },
  '40003': {
    message: 'The request carried no signature.',
    hint: 'This is a fault in the app; please report it.',
  },
  '40011': {
    message: 'The request carried no passphrase.',
    hint: 'Open the profile and enter the passphrase again.',
  },
  '40005': {
    message: 'The request time was not valid.',
    hint: 'Check that the computer clock is set correctly, then try again.',
  },
  '40006': {
    message: 'Bitget does not recognise this API key.',
    hint: 'Check that the key was copied completely and has not been deleted on Bitget.',
  },
  '40007': {
    message: 'The request was sent in a format Bitget does not accept.',
    hint: 'This is a fault in the app; please report it.',
  },
  '40008': {
    message: 'The request time is too far from Bitget’s clock.',
    hint: 'The app has re-synchronised with Bitget’s clock. If this keeps happening, turn on automatic time setting in your system.',
  },
  '40009': {
    message: 'The request signature was rejected.',
    hint: 'The API secret is probably wrong: enter the key, secret and passphrase again.',
  },
  '40012': {
    message: 'The API key or passphrase is incorrect.',
    hint: 'The passphrase is the one you chose when creating the API key on Bitget, not your login password. Enter it again exactly.',
  },
  '40036': {
    message: 'The passphrase is incorrect.',
    hint: 'The passphrase is the one you chose when creating the API key on Bitget, not your login password.',
  },
  '40014': {
    message: 'This API key lacks the permission needed.',
    hint: 'Edit the key on Bitget and grant the trading or reading permission this action needs.',
  },
  '40037': {
    message: 'This API key does not exist.',
    hint: 'It may have been deleted on Bitget. Create a new key and replace it in the profile.',
  },
  '40099': {
    message: 'The key does not match the environment: demo and live keys are separate.',
    hint: 'A demo-trading key only works in a demo profile, and a live key only in a live profile. Check the profile’s environment.',
  },
  '40017': {
    message: 'A parameter of the request was not accepted.',
    hint: 'Check the values you entered and try again.',
  },
  '40019': {
    message: 'A required parameter is missing.',
    hint: 'Fill in every required field and try again.',
  },
  '40020': {
    message: 'A parameter has an invalid value.',
    hint: 'Check the values you entered and try again.',
  },
  '40034': {
    message: 'A parameter refers to something that does not exist.',
    hint: 'Check the symbol, coin or id you entered.',
  },
  '40808': {
    message: 'A value has too many decimal places or is out of range.',
    hint: 'Round the price and size to the precision shown for this symbol.',
  },
  '43011': {
    message: 'A parameter does not meet the rules for this order.',
    hint: 'For a limit plan order, check the execution price against the trigger price.',
  },
  '00001': {
    message: 'The time range is too long.',
    hint: 'Choose a range of at most 7 days, or let the app split it for you.',
  },
  '40705': {
    message: 'The time range is longer than 90 days.',
    hint: 'Choose a range of at most 90 days.',
  },
  '40704': {
    message: 'Only the last three months can be queried.',
    hint: 'Choose a start date within the last three months.',
  },
  '40707': { message: 'The start time is later than the end time.', hint: 'Swap the two dates.' },
  '40305': {
    message: 'The client order id is not valid.',
    hint: 'It may have at most 64 letters, digits, underscores or hyphens.',
  },
  '43118': {
    message: 'An order with this client order id already exists.',
    hint: 'The order was already placed; check your open orders before trying again.',
  },
  '45034': {
    message: 'An order with this client order id already exists.',
    hint: 'The order was already placed; check your open orders before trying again.',
  },
  '40786': {
    message: 'An order with this client order id already exists.',
    hint: 'The order was already placed; check your open orders before trying again.',
  },
  '40102': {
    message: 'This symbol does not exist.',
    hint: 'Pick the symbol from the list. Demo trading uses the live symbols such as BTCUSDT; the S-prefixed demo pairs (SBTCSUSDT) were delisted.',
  },
  '42016': {
    message: 'This symbol cannot be traded now.',
    hint: 'Check Bitget’s announcements for the symbol’s status.',
  },
  '40072': {
    message: 'This symbol cannot be traded now.',
    hint: 'Check Bitget’s announcements for the symbol’s status.',
  },
  '41114': {
    message: 'This trading pair is under maintenance.',
    hint: 'See the announcement for when trading reopens.',
  },
  '43012': {
    message: 'Insufficient balance.',
    hint: 'Reduce the size, or transfer funds into the spot account.',
  },
  '40754': {
    message: 'Insufficient futures balance.',
    hint: 'Reduce the size or the leverage, or transfer margin into the futures account.',
  },
  '40762': {
    message: 'The order is larger than you can open.',
    hint: 'Reduce the size or add margin.',
  },
  '43006': {
    message: 'The quantity is below the minimum.',
    hint: 'Increase the size to at least the minimum shown for this symbol.',
  },
  '43007': {
    message: 'The quantity is above the maximum.',
    hint: 'Reduce the size, or split it into several orders.',
  },
  '45110': {
    message: 'The order value is below the minimum.',
    hint: 'Increase the size so the value reaches the minimum, for example 5 USDT.',
  },
  '45111': {
    message: 'The quantity is below the minimum.',
    hint: 'Increase the size to at least the minimum shown for this contract.',
  },
  '45112': {
    message: 'The quantity is above the maximum.',
    hint: 'Reduce the size, or split it into several orders.',
  },
  '40774': {
    message: 'The order does not match the account’s position mode.',
    hint: 'In one-way mode an order has only buy or sell and no open/close. In hedge mode every order must say open or close. Switch the position mode in the order form to the one set on Bitget.',
  },
  '40757': {
    message: 'Not enough position is available to close.',
    hint: 'Part of the position is already held by open close orders. Cancel some of them or close a smaller amount.',
  },
  '22002': {
    message: 'There is no position to close.',
    hint: 'Refresh the positions; it may already have been closed.',
  },
  '40029': {
    message: 'This account is not a broker account.',
    hint: 'Sub-account transfer records are only for ND broker main accounts.',
  },
  '40048': {
    message: 'This needs the main account’s API key.',
    hint: 'Use an API key of the ND broker main account, not of a sub-account.',
  },
  '40061': { message: 'Sub-accounts cannot do this.', hint: 'Use the main account’s API key.' },
  '40070': {
    message: 'The passphrase must be 8 to 32 letters and digits.',
    hint: 'Use only English letters and digits, no spaces or symbols.',
  },
  '31001': {
    message: 'This account is not a copy-trading trader.',
    hint: 'Apply to become a trader on Bitget first.',
  },
  '40732': {
    message: 'This account is not a copy-trading trader.',
    hint: 'Apply to become a trader on Bitget first.',
  },
  '40081': {
    message: 'Demo spot accounts cannot use this function.',
    hint: 'Demo spot trading supports only placing orders and plan orders.',
  },
  '22030': {
    message: 'Demo trading does not offer this function.',
    hint: 'Use a live profile for it, or a shorter query that demo trading supports, such as recent fills.',
  },
  '40078': {
    message: 'The request arrived outside its validity window.',
    hint: 'Check the computer clock, or widen the receive window.',
  },
  '40079': {
    message: 'The receive window is longer than 60 seconds.',
    hint: 'Set a receive window of at most 60000 ms.',
  },
  '40404': {
    message: 'Bitget does not offer this function at this address.',
    hint: 'Check the profile’s server address.',
  },
  '429': {
    message: 'Too many requests.',
    hint: 'Bitget limits how often each function may be called (for example 10 orders per second, 1 for copy traders). The app slows down by itself; wait a moment and try again.',
  },
  '40768': {
    message: 'This order does not exist.',
    hint: 'It may already be filled or cancelled. Refresh the open orders.',
  },
  '43001': {
    message: 'This order does not exist.',
    hint: 'It may already be filled or cancelled. Refresh the open orders.',
  },
  '40109': {
    message: 'The order could not be found.',
    hint: 'It may already be finished, or it is a plan order: look for it among the plan orders.',
  },
  '22001': {
    message: 'There is no order to cancel.',
    hint: 'It may already be filled or cancelled. Refresh the open orders.',
  },
  '43004': {
    message: 'There is no order to cancel.',
    hint: 'It may already be filled or cancelled. Refresh the open orders.',
  },
  '43025': {
    message: 'This plan order does not exist.',
    hint: 'It may already have triggered or been cancelled. Refresh the plan orders.',
  },
  '43026': {
    message: 'This plan order is already closed.',
    hint: 'It has triggered or been cancelled. Refresh the plan orders.',
  },
  '45055': {
    message: 'The order can no longer be cancelled in its current state.',
    hint: 'Refresh the open orders to see its state.',
  },
  '40922': {
    message: 'Only an open order can be modified.',
    hint: 'The order is already filled, cancelled or being processed. Refresh the open orders.',
  },
  '40912': {
    message: 'At most 50 orders can be cancelled at once.',
    hint: 'Select fewer orders, or cancel them in several steps.',
  },
  '22003': {
    message: 'A new client order id is needed to change price and size.',
    hint: 'This is a fault in the app; please report it.',
  },
  '40925': {
    message: 'Price and size must be changed together.',
    hint: 'Enter both the new price and the new size.',
  },
  '40920': {
    message: 'The position mode cannot be switched while positions or orders exist.',
    hint: 'Close every position and cancel every order of this product type, then switch.',
  },
  '45117': {
    message: 'The margin mode cannot be changed while positions or orders exist.',
    hint: 'Close the position and cancel the orders of this symbol, then change it.',
  },
  '40716': {
    message: 'This symbol does not support cross margin.',
    hint: 'Use isolated margin for this symbol.',
  },
  '22005': {
    message: 'This symbol does not support cross margin.',
    hint: 'Use isolated margin for this symbol.',
  },
  '45044': {
    message: 'The leverage is out of the allowed range.',
    hint: 'Choose a leverage between 1 and the maximum shown for this contract.',
  },
  '45045': {
    message: 'The leverage is above the maximum.',
    hint: 'Choose a leverage no higher than the maximum shown for this contract.',
  },
  '40893': {
    message: 'There is not enough margin for this leverage.',
    hint: 'Add margin, or choose a higher leverage.',
  },
  '40730': {
    message: 'The leverage cannot be changed while orders are open.',
    hint: 'Cancel the open and plan orders of this symbol, then change it.',
  },
  '45097': {
    message: 'The leverage cannot be changed while orders are open.',
    hint: 'Cancel the open and plan orders of this symbol, then change it.',
  },
  'copy-old-model': {
    message: 'This function is only for traders on the new copy-trading model.',
    hint: 'Upgrade to the new copy-trading model on Bitget, then create the copy API key.',
  },
  'copy-key-exists': {
    message: 'A copy API key was already created.',
    hint: 'Each trader can have only one copy API key. Use the existing one, or delete it on Bitget first.',
  },
}

const zhCN: ExchangeErrorTable = {
  '40001': { message: '请求缺少 API Key。', hint: '请打开该账户配置，重新填写 API Key。' },
  '40002': { message: '请求缺少签名。', hint: '这是应用的问题，请反馈给我们。' },
  '40003': { message: '请求缺少签名。', hint: '这是应用的问题，请反馈给我们。' },
  '40011': {
    message: '请求缺少 API 密码。',
    hint: '请打开该账户配置，重新填写 API 密码（Passphrase）。',
  },
  '40005': { message: '请求时间戳无效。', hint: '请确认电脑时间设置正确后重试。' },
  '40006': {
    message: 'Bitget 无法识别此 API Key。',
    hint: '请确认 Key 已完整复制，且未在 Bitget 上删除。',
  },
  '40007': { message: '请求格式不被 Bitget 接受。', hint: '这是应用的问题，请反馈给我们。' },
  '40008': {
    message: '请求时间与 Bitget 服务器时间相差过大。',
    hint: '应用已重新与 Bitget 校准时间。如果反复出现，请在系统设置中开启自动设置时间。',
  },
  '40009': {
    message: '请求签名校验失败。',
    hint: 'API Secret 可能有误，请重新填写 Key、Secret 和密码。',
  },
  '40012': {
    message: 'API Key 或密码不正确。',
    hint: '这里的密码是在 Bitget 创建 API Key 时自己设置的 Passphrase，不是登录密码。请准确地重新输入。',
  },
  '40036': {
    message: 'API 密码不正确。',
    hint: '这里的密码是创建 API Key 时设置的 Passphrase，不是登录密码。',
  },
  '40014': {
    message: '此 API Key 没有所需的权限。',
    hint: '请在 Bitget 上编辑该 Key，开启此操作需要的交易或只读权限。',
  },
  '40037': {
    message: '此 API Key 不存在。',
    hint: '它可能已在 Bitget 上被删除。请新建一个 Key 并在账户配置中替换。',
  },
  '40099': {
    message: 'API Key 与交易环境不符：模拟盘和实盘的 Key 互不通用。',
    hint: '模拟盘 Key 只能用于模拟盘账户配置，实盘 Key 只能用于实盘账户配置。请检查该配置的环境。',
  },
  '40017': { message: '请求参数校验未通过。', hint: '请检查填写的内容后重试。' },
  '40019': { message: '缺少必填参数。', hint: '请填写所有必填项后重试。' },
  '40020': { message: '参数取值有误。', hint: '请检查填写的内容后重试。' },
  '40034': { message: '参数所指的对象不存在。', hint: '请检查填写的交易对、币种或编号。' },
  '40808': {
    message: '数值的小数位过多或超出范围。',
    hint: '请按该交易对规定的精度调整价格和数量。',
  },
  '43011': {
    message: '参数不符合该订单的规则。',
    hint: '限价计划委托请检查执行价格与触发价格是否合理。',
  },
  '00001': {
    message: '查询的时间范围过长。',
    hint: '请选择不超过 7 天的范围，或让应用自动分段查询。',
  },
  '40705': { message: '查询的时间范围超过 90 天。', hint: '请选择不超过 90 天的范围。' },
  '40704': { message: '只能查询最近三个月的数据。', hint: '请把开始日期设在最近三个月之内。' },
  '40707': { message: '开始时间晚于结束时间。', hint: '请对调两个日期。' },
  '40305': {
    message: '自定义订单号无效。',
    hint: '最多 64 个字符，只能包含字母、数字、下划线或连字符。',
  },
  '43118': {
    message: '该自定义订单号的订单已存在。',
    hint: '订单其实已经下达，请先查看当前委托，再决定是否重试。',
  },
  '45034': {
    message: '该自定义订单号的订单已存在。',
    hint: '订单其实已经下达，请先查看当前委托，再决定是否重试。',
  },
  '40786': {
    message: '该自定义订单号的订单已存在。',
    hint: '订单其实已经下达，请先查看当前委托，再决定是否重试。',
  },
  '40102': {
    message: '该交易对不存在。',
    hint: '请从列表中选择交易对。模拟盘使用与实盘相同的交易对，例如 BTCUSDT；以 S 开头的模拟交易对（SBTCSUSDT）已下线。',
  },
  '42016': { message: '该交易对当前不可交易。', hint: '请查看 Bitget 公告了解该交易对的状态。' },
  '40072': { message: '该交易对当前不可交易。', hint: '请查看 Bitget 公告了解该交易对的状态。' },
  '41114': { message: '该交易对正在维护。', hint: '恢复交易的时间请参见官方公告。' },
  '43012': { message: '余额不足。', hint: '请减少数量，或向现货账户划转资金。' },
  '40754': {
    message: '合约账户余额不足。',
    hint: '请减少数量或降低杠杆，或向合约账户划转保证金。',
  },
  '40762': { message: '下单数量超过可开数量。', hint: '请减少数量或追加保证金。' },
  '43006': { message: '数量低于最小下单量。', hint: '请把数量提高到该交易对的最小下单量以上。' },
  '43007': { message: '数量超过最大下单量。', hint: '请减少数量，或拆成多笔下单。' },
  '45110': {
    message: '订单金额低于最小值。',
    hint: '请提高数量，使订单金额达到最低要求（例如 5 USDT）。',
  },
  '45111': { message: '数量低于最小下单量。', hint: '请把数量提高到该合约的最小下单量以上。' },
  '45112': { message: '数量超过最大下单量。', hint: '请减少数量，或拆成多笔下单。' },
  '40774': {
    message: '订单与账户的持仓模式不一致。',
    hint: '单向持仓模式下只需选择买入或卖出，不能指定开仓或平仓；双向持仓模式下每笔订单都必须指定开仓或平仓。请在下单界面把持仓模式改成与 Bitget 上的设置一致。',
  },
  '40757': {
    message: '可平仓位不足。',
    hint: '部分仓位已被未成交的平仓委托占用。请撤销部分委托，或减少平仓数量。',
  },
  '22002': { message: '没有可平的仓位。', hint: '请刷新持仓，该仓位可能已经平掉。' },
  '40029': { message: '该账户不是经纪商账户。', hint: '子账户充提记录仅供 ND 经纪商主账户查询。' },
  '40048': {
    message: '此操作需要主账户的 API Key。',
    hint: '请使用 ND 经纪商主账户的 API Key，而不是子账户的。',
  },
  '40061': { message: '子账户无法执行此操作。', hint: '请使用主账户的 API Key。' },
  '40070': {
    message: '密码须为 8 到 32 位字母和数字。',
    hint: '只能使用英文字母和数字，不能包含空格或符号。',
  },
  '31001': { message: '该账户不是跟单交易员。', hint: '请先在 Bitget 上申请成为交易员。' },
  '40732': { message: '该账户不是跟单交易员。', hint: '请先在 Bitget 上申请成为交易员。' },
  '40081': {
    message: '现货模拟盘账户不支持此功能。',
    hint: '现货模拟盘只支持普通下单和计划委托。',
  },
  '22030': {
    message: '模拟盘不支持此功能。',
    hint: '请使用实盘账户配置，或改用模拟盘支持的查询，例如近期成交。',
  },
  '40078': {
    message: '请求超出了有效时间窗口。',
    hint: '请检查电脑时间，或适当放宽有效时间窗口。',
  },
  '40079': { message: '有效时间窗口超过 60 秒。', hint: '请把有效时间窗口设为不超过 60000 毫秒。' },
  '40404': { message: '该地址上没有此功能。', hint: '请检查账户配置中的服务器地址。' },
  '429': {
    message: '请求过于频繁。',
    hint: 'Bitget 对每个接口的调用频率有限制（例如下单每秒 10 次，跟单交易员每秒 1 次）。应用会自动放慢速度，请稍候再试。',
  },
  '40768': { message: '该订单不存在。', hint: '它可能已成交或已撤销，请刷新当前委托。' },
  '43001': { message: '该订单不存在。', hint: '它可能已成交或已撤销，请刷新当前委托。' },
  '40109': {
    message: '找不到该订单。',
    hint: '它可能已经结束；如果是计划委托，请在计划委托中查找。',
  },
  '22001': { message: '没有可撤销的订单。', hint: '它可能已成交或已撤销，请刷新当前委托。' },
  '43004': { message: '没有可撤销的订单。', hint: '它可能已成交或已撤销，请刷新当前委托。' },
  '43025': { message: '该计划委托不存在。', hint: '它可能已触发或已撤销，请刷新计划委托。' },
  '43026': { message: '该计划委托已结束。', hint: '它已触发或已撤销，请刷新计划委托。' },
  '45055': { message: '订单当前状态不可撤销。', hint: '请刷新当前委托查看其状态。' },
  '40922': {
    message: '只能修改未成交的委托。',
    hint: '该订单已成交、已撤销或正在处理中，请刷新当前委托。',
  },
  '40912': { message: '一次最多撤销 50 笔订单。', hint: '请少选一些订单，或分几次撤销。' },
  '22003': {
    message: '修改价格和数量需要新的自定义订单号。',
    hint: '这是应用的问题，请反馈给我们。',
  },
  '40925': { message: '价格和数量必须一起修改。', hint: '请同时填写新的价格和新的数量。' },
  '40920': {
    message: '存在持仓或委托时无法切换持仓模式。',
    hint: '请先平掉该产品类型的所有仓位并撤销所有委托，再切换。',
  },
  '45117': {
    message: '存在持仓或委托时无法调整保证金模式。',
    hint: '请先平掉该交易对的仓位并撤销委托，再调整。',
  },
  '40716': { message: '该交易对不支持全仓保证金。', hint: '请对该交易对使用逐仓保证金。' },
  '22005': { message: '该交易对不支持全仓保证金。', hint: '请对该交易对使用逐仓保证金。' },
  '45044': { message: '杠杆倍数超出允许范围。', hint: '请在 1 到该合约的最大杠杆之间选择。' },
  '45045': { message: '杠杆倍数超过最大值。', hint: '请选择不高于该合约最大杠杆的倍数。' },
  '40893': { message: '保证金不足以使用该杠杆倍数。', hint: '请追加保证金，或选择更高的杠杆。' },
  '40730': {
    message: '存在未成交委托时无法调整杠杆。',
    hint: '请先撤销该交易对的普通委托和计划委托，再调整。',
  },
  '45097': {
    message: '存在未成交委托时无法调整杠杆。',
    hint: '请先撤销该交易对的普通委托和计划委托，再调整。',
  },
  'copy-old-model': {
    message: '此功能仅适用于新版跟单模式的交易员。',
    hint: '请先在 Bitget 上升级到新版跟单模式，再创建跟单 API Key。',
  },
  'copy-key-exists': {
    message: '您已经创建过跟单 API Key。',
    hint: '每位交易员只能有一个跟单 API Key。请继续使用已有的 Key，或先在 Bitget 上删除它。',
  },
}

export const exchangeErrorMessages: { 'en-US': ExchangeErrorTable; 'zh-CN': ExchangeErrorTable } = {
  'en-US': enUS,
  'zh-CN': zhCN,
}
