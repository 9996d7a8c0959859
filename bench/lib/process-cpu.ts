import { readFile } from 'node:fs/promises'

/** User plus system CPU time of a process (or one of its threads), ms, in 10 ms ticks. */
export async function cpuMs(pid: number, tid?: number): Promise<number> {
  const path = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`
  const fields = (await readFile(path, 'utf8')).split(') ')[1]!.split(' ')
  // utime and stime are fields 14 and 15 of stat; Linux counts 100 ticks a second.
  return (Number(fields[11]) + Number(fields[12])) * 10
}
