import { describe, expect, it, vi } from 'vitest'
import { pendingHandlers } from '../../../../src/main/handlers/pending'
import { unpackSnapshot } from '../../../../src/shared/channels/pending-wire'
import { pendingOrder, pendingSync } from '../../../fixtures/pending-order'

const cached = {
  sync: pendingSync({ count: 2, source: 'cache' }),
  orders: [pendingOrder('1'), pendingOrder('2')],
}
const polled = { sync: pendingSync({ count: 1, revision: 2 }), orders: [pendingOrder('3')] }

function service() {
  return {
    snapshot: vi.fn(async () => cached),
    refresh: vi.fn(async () => polled),
    settingsView: vi.fn(),
    updateSettings: vi.fn(),
  }
}

describe('the pending handlers', () => {
  it('answer the snapshot with its orders packed as rows, none lost', async () => {
    const answer = await pendingHandlers(service())['pending:snapshot']({})
    expect(answer.rows).toHaveLength(2)
    expect(answer.rows[0]).toBeInstanceOf(Array)
    expect(unpackSnapshot(answer)).toStrictEqual(cached)
  })

  it('answer a refresh packed likewise', async () => {
    const pending = service()
    const answer = await pendingHandlers(pending)['pending:refresh']({})
    expect(pending.refresh).toHaveBeenCalledOnce()
    expect(unpackSnapshot(answer)).toStrictEqual(polled)
  })
})
