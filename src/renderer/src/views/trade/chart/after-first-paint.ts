/**
 * Runs `task` in a task of its own after the next frame is painted (a frame callback, then a
 * timeout from it); answers a function that cancels it.
 */
export function afterFirstPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
