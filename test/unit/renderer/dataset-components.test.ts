import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { NDatePicker } from 'naive-ui'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dateWindows } from '../../../src/shared/channels/history'
import { parseCsv } from '../../../src/shared/csv/csv'
import { spotBillColumns } from '../../../src/shared/csv/dataset-columns'
import CsvExportButton from '../../../src/renderer/src/components/CsvExportButton.vue'
import DatasetAge from '../../../src/renderer/src/components/DatasetAge.vue'
import DateRangeField, {
  type DateRange,
} from '../../../src/renderer/src/components/DateRangeField.vue'
import LoadAllProgress from '../../../src/renderer/src/components/LoadAllProgress.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { installFakeBridge } from './fake-bridge'

const day = 86_400_000
const global = () => ({ plugins: [createAppI18n('en-US')] })

beforeEach(() => setActivePinia(createPinia()))
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('DateRangeField', () => {
  it('explains a range the operation refuses and reports it invalid; a preset is valid', async () => {
    const wrapper = mount(DateRangeField, {
      props: {
        label: 'Period',
        window: dateWindows.spotFills,
        presets: [7, 90],
        modelValue: null,
        valid: true,
      },
      global: global(),
    })
    expect(wrapper.find('[role="group"]').attributes('aria-labelledby')).toBeTruthy()
    const now = Date.now()
    wrapper.findComponent(NDatePicker).vm.$emit('update:value', [now - 120 * day, now - 100 * day])
    await wrapper.setProps({
      modelValue: wrapper.emitted<[DateRange | null]>('update:modelValue')!.at(-1)![0],
    })
    expect(wrapper.find('[role="alert"]').text()).toBe(
      'Only the last 90 days can be queried: choose a later start.',
    )
    expect(wrapper.emitted('update:valid')!.at(-1)).toEqual([false])

    const preset = wrapper.findAll('button').find((button) => button.text() === 'Last 7 days')!
    await preset.trigger('click')
    const chosen = wrapper.emitted('update:modelValue')!.at(-1)![0] as {
      startTime: number
      endTime: number
    }
    expect(chosen.endTime - chosen.startTime).toBe(7 * day)
    await wrapper.setProps({ modelValue: chosen })
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
    expect(wrapper.emitted('update:valid')!.at(-1)).toEqual([true])
  })

  it('asks for a period when one is required', () => {
    const wrapper = mount(DateRangeField, {
      props: {
        label: 'Period',
        window: dateWindows.brokerRecords,
        presets: [],
        modelValue: null,
        required: true,
      },
      global: global(),
    })
    expect(wrapper.find('[role="alert"]').text()).toBe('Choose a period.')
  })
})

describe('CsvExportButton', () => {
  const bills = [
    {
      billId: '2',
      cTime: '1700000000000',
      coin: 'USDT',
      groupType: 'deposit',
      businessType: 'deduction of handling fee',
      size: '-0.10',
      balance: '9.90',
      fees: '0',
    },
  ]

  const status = (host: 'electron' | 'browser') => () => ({
    ok: true as const,
    data: { host, net: { state: 'online' as const, since: 0 } },
  })

  it('downloads the CSV in browser mode, exactly the given rows, without sending them over the bridge', async () => {
    const { calls } = installFakeBridge({ 'app:status': status('browser') })
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:export'
    })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    const wrapper = mount(CsvExportButton, {
      props: { rows: bills, columns: spotBillColumns as never, fileName: 'spot-bills' },
      global: global(),
    })
    expect(wrapper.text()).toBe('Export CSV (1 row)')
    await wrapper.find('button').trigger('click')
    await flushPromises()
    expect(calls.map((call) => call.channel)).toEqual(['app:status'])
    expect(parseCsv(await blobs[0]!.text())).toEqual([
      [
        'cTime',
        'cTimeIso',
        'billId',
        'coin',
        'groupType',
        'businessType',
        'size',
        'balance',
        'fees',
      ],
      [
        '1700000000000',
        '2023-11-14T22:13:20.000Z',
        '2',
        'USDT',
        'deposit',
        'deduction of handling fee',
        '-0.10',
        '9.90',
        '0',
      ],
    ])
    expect(clicked).toEqual(['spot-bills.csv'])
    expect(wrapper.emitted('saved')).toEqual([['spot-bills.csv']])
  })

  it('lets the save dialog of the desktop app write it, and is disabled without rows', async () => {
    const { calls } = installFakeBridge({
      'app:status': status('electron'),
      'history:saveCsv': () => ({
        ok: true,
        data: { status: 'saved', path: '/home/me/spot-bills.csv' },
      }),
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click')
    const wrapper = mount(CsvExportButton, {
      props: { rows: bills, columns: spotBillColumns as never, fileName: 'spot-bills' },
      global: global(),
    })
    await wrapper.find('button').trigger('click')
    await flushPromises()
    expect(click).not.toHaveBeenCalled()
    expect(wrapper.emitted('saved')).toEqual([['/home/me/spot-bills.csv']])
    const input = calls.find((call) => call.channel === 'history:saveCsv')!.input as {
      fileName: string
      content: string
    }
    expect(input.fileName).toBe('spot-bills.csv')
    expect(parseCsv(input.content)[1]).toContain('deduction of handling fee')
    await wrapper.setProps({ rows: [] })
    expect(wrapper.find('button').attributes('disabled')).toBeDefined()
  })

  it('reports a failed save, says nothing of a cancelled one, and asks main where it runs once', async () => {
    const answers = [
      { ok: false, error: { code: 'INTERNAL', message: 'disk full' } },
      { ok: true, data: { status: 'cancelled' } },
    ] as const
    let saves = 0
    const { calls } = installFakeBridge({
      'app:status': status('electron'),
      'history:saveCsv': () => answers[Math.min(saves++, 1)]!,
    })
    const wrapper = mount(CsvExportButton, {
      props: { rows: bills, columns: spotBillColumns as never, fileName: 'spot-bills' },
      global: global(),
    })
    await wrapper.find('button').trigger('click')
    await flushPromises()
    expect(wrapper.emitted('failed')).toEqual([[{ code: 'INTERNAL', message: 'disk full' }]])
    await wrapper.find('button').trigger('click')
    await flushPromises()
    expect(wrapper.emitted('failed')).toHaveLength(1)
    expect(wrapper.emitted('saved')).toBeUndefined()
    expect(calls.map((call) => call.channel)).toEqual([
      'app:status',
      'history:saveCsv',
      'history:saveCsv',
    ])
  })
})

describe('DatasetAge and LoadAllProgress', () => {
  it('says how old the data is, and when it is the offline copy', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 1, 12, 10, 0) })
    const savedAt = new Date(2026, 0, 1, 12, 0, 5).getTime()
    const live = mount(DatasetAge, { props: { savedAt, source: 'live' }, global: global() })
    expect(live.text()).toBe('as of 12:00:05 (9 min ago)')
    const cached = mount(DatasetAge, { props: { savedAt, source: 'cache' }, global: global() })
    expect(cached.text()).toBe('Offline: saved copy · as of 12:00:05 (9 min ago)')
  })

  it('shows rows, requests and weekly ranges, and asks to cancel', async () => {
    const wrapper = mount(LoadAllProgress, {
      props: { progress: { jobId: 'j', pages: 4, items: 312, windowsDone: 2, windowsTotal: 13 } },
      global: global(),
    })
    expect(wrapper.text()).toContain('312 rows from 4 requests · 2 of 13 weekly ranges')
    await wrapper.find('button').trigger('click')
    expect(wrapper.emitted('cancel')).toHaveLength(1)
  })
})

describe('DatasetAge for an old copy', () => {
  it('gives the date and counts hours or days', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 5, 12, 0, 0) })
    const hours = mount(DatasetAge, {
      props: { savedAt: new Date(2026, 0, 5, 7, 30, 0).getTime(), source: 'cache' },
      global: global(),
    })
    expect(hours.text()).toBe('Offline: saved copy · as of 07:30:00 (4 h ago)')
    const days = mount(DatasetAge, {
      props: { savedAt: new Date(2026, 0, 1, 8, 0, 0).getTime(), source: 'cache' },
      global: global(),
    })
    expect(days.text()).toMatch(/as of 01\/01\/2026,? 08:00:00 \(4 days ago\)/)
  })
})
