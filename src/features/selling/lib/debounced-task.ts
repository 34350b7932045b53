/**
 * Runs the latest scheduled task once no other was scheduled for `delayMs`. `flush` runs a waiting task at once
 * (the page is being hidden or closed); `cancel` drops it.
 */
export function createDebouncedTask(delayMs: number) {
  let waiting: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = null;
  };

  const flush = () => {
    const task = waiting;
    cancel();
    task?.();
  };

  const schedule = (task: () => void) => {
    clearTimeout(timer);
    waiting = task;
    timer = setTimeout(flush, delayMs);
  };

  return { schedule, flush, cancel, isWaiting: () => waiting !== null };
}

export type DebouncedTask = ReturnType<typeof createDebouncedTask>;
