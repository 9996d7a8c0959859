import type { LoadProgress } from '@shared/channels/history'

/** The running "load all" jobs of every dataset view, so the renderer can follow and cancel them. */
export class LoadJobs {
  private readonly running = new Map<string, AbortController>()

  constructor(private readonly onProgress: (progress: LoadProgress) => void) {}

  /** Runs `work` under `jobId` (a new one replaces a job of the same id). */
  async run<T>(
    jobId: string | undefined,
    work: (
      signal: AbortSignal,
      report: (progress: Omit<LoadProgress, 'jobId'>) => void,
    ) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController()
    if (jobId) {
      this.running.get(jobId)?.abort()
      this.running.set(jobId, controller)
    }
    const report = (progress: Omit<LoadProgress, 'jobId'>) => {
      if (jobId) this.onProgress({ jobId, ...progress })
    }
    try {
      return await work(controller.signal, report)
    } finally {
      if (jobId && this.running.get(jobId) === controller) this.running.delete(jobId)
    }
  }

  cancel(jobId: string): boolean {
    const controller = this.running.get(jobId)
    controller?.abort()
    return controller !== undefined
  }
}
