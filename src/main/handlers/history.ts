import type { Platform } from '../platform/platform'
import type { HistoryService } from '../services/history/history-service'
import type { LoadJobs } from '../services/history/load-jobs'
import type { Handlers } from './dispatcher'

export function historyHandlers(
  service: HistoryService,
  jobs: LoadJobs,
  platform: Platform,
): Pick<
  Handlers,
  | 'history:spotFills'
  | 'history:spotBills'
  | 'history:spotDeposits'
  | 'history:spotOrders'
  | 'history:futuresOrders'
  | 'history:futuresFills'
  | 'history:cancelLoad'
  | 'history:saveCsv'
> {
  return {
    'history:spotFills': (input) => service.spotFills(input),
    'history:spotBills': (input) => service.spotBills(input),
    'history:spotDeposits': (input) => service.spotDeposits(input),
    'history:spotOrders': (input) => service.spotOrders(input),
    'history:futuresOrders': (input) => service.futuresOrders(input),
    'history:futuresFills': (input) => service.futuresFills(input),
    'history:cancelLoad': async ({ jobId }) => ({ cancelled: jobs.cancel(jobId) }),
    'history:saveCsv': ({ fileName, content }) => platform.saveFile(fileName, content),
  }
}
