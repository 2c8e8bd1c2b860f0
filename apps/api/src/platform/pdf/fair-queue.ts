// One task at a time, taken from the owners' queues in turn (round-robin), so one owner's long queue delays
// another owner's task by at most the task already running. An owner runs at most one task at a time and is put
// back at the end of the turn only once its task settled: an owner who arrives while it runs goes before its next.

export type QueueKey = string | number;

export interface FairQueue {
  /** Runs `task` in its owner's turn; rejects at once with `full()` when the owner already has `maxPerKey` tasks. */
  run<T>(key: QueueKey, task: () => Promise<T>): Promise<T>;
  /** Whether the owner has `maxPerKey` tasks under way: run() would refuse another. */
  full(key: QueueKey): boolean;
  /** Settles once every task given so far has settled. */
  drained(): Promise<void>;
}

export function fairQueue(options: { maxPerKey: number; full: () => Error }): FairQueue {
  /** Each owner's tasks not yet started, oldest first. */
  const waiting = new Map<QueueKey, (() => Promise<void>)[]>();
  /** Each owner's tasks not yet settled (waiting and running). */
  const pending = new Map<QueueKey, number>();
  /** Owners with a task waiting, in turn order; the running task's owner is not among them. */
  const turns: QueueKey[] = [];
  let running: QueueKey | undefined;
  let idle: Promise<void> = Promise.resolve();
  let wake: (() => void) | undefined;

  const next = () => {
    if (running !== undefined) return;
    const key = turns.shift();
    if (key === undefined) {
      wake?.();
      wake = undefined;
      return;
    }
    const queue = waiting.get(key)!;
    const start = queue.shift()!;
    if (!queue.length) waiting.delete(key);
    running = key;
    void start().finally(() => {
      running = undefined;
      if (waiting.has(key)) turns.push(key);
      next();
    });
  };

  return {
    run<T>(key: QueueKey, task: () => Promise<T>) {
      const count = pending.get(key) ?? 0;
      if (count >= options.maxPerKey) return Promise.reject(options.full());
      pending.set(key, count + 1);
      if (running === undefined && !turns.length)
        idle = new Promise((resolve) => {
          wake = resolve;
        });
      return new Promise<T>((resolve, reject) => {
        const start = () =>
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              const left = pending.get(key)! - 1;
              if (left) pending.set(key, left);
              else pending.delete(key);
            });
        const queue = waiting.get(key);
        if (queue) queue.push(start);
        else {
          waiting.set(key, [start]);
          if (running !== key) turns.push(key);
        }
        next();
      });
    },
    full: (key) => (pending.get(key) ?? 0) >= options.maxPerKey,
    drained: () => idle,
  };
}
