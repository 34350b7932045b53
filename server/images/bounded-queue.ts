/** Thrown by `BoundedQueue.run` when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super('The queue is full');
  }
}

export type BoundedQueue = {
  /** Runs `task` once a slot is free; rejects at once with QueueFullError when too many are already waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/**
 * At most `concurrency` tasks at a time and `maxWaiting` more in line: memory-hungry work (decoding photos)
 * stays bounded however many requests arrive together, and the rest are refused rather than piled up.
 */
export function createBoundedQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const line: Array<() => void> = [];

  const queue: BoundedQueue = {
    async run(task) {
      if (running >= concurrency) {
        if (line.length >= maxWaiting) throw new QueueFullError();
        // The finishing task hands its slot over, so `running` stays counted.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
  return queue;
}
