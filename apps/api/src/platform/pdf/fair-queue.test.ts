import { describe, expect, it } from 'vitest';
import { fairQueue } from './fair-queue.js';

// The clinics' turns at the converter, with tasks the test finishes by hand: which starts next is the whole point.

/** A queue whose tasks wait for the test; `started` lists them in the order they began. */
function handQueue(maxPerKey = 5) {
  const queue = fairQueue({ maxPerKey, full: () => new Error('full') });
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const add = (key: number, name: string) =>
    queue.run(
      key,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finish.set(name, () => resolve(name));
        }),
    );
  const done = async (name: string) => {
    finish.get(name)!();
    // The next task starts once this one's settling has run through.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, started, add, done };
}

describe('fairQueue', () => {
  it('takes the owners in turn, one arriving late going before the others’ next tasks', async () => {
    const { started, add, done } = handQueue();
    const all = [add(1, 'A1'), add(1, 'A2'), add(1, 'A3'), add(2, 'B1'), add(2, 'B2'), add(3, 'C1')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['A1']);
    await done('A1');
    // A fourth clinic, while B1 runs: after C1 and A2 (queued before it), before B2 and A3.
    all.push(add(4, 'D1'));
    for (const name of ['B1', 'C1', 'A2', 'D1', 'B2', 'A3']) await done(name);
    expect(started).toEqual(['A1', 'B1', 'C1', 'A2', 'D1', 'B2', 'A3']);
    expect(await Promise.all(all)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'D1']);
  });

  it('refuses an owner past its limit, running and waiting counted, and accepts it again once one settled', async () => {
    const { queue, add, done } = handQueue(2);
    const first = add(1, 'A1');
    add(1, 'A2');
    expect(queue.full(1)).toBe(true);
    await expect(add(1, 'A3')).rejects.toThrow('full');
    expect(queue.full(2)).toBe(false);
    await done('A1');
    await first;
    expect(queue.full(1)).toBe(false);
    add(1, 'A3');
    await done('A2');
    await done('A3');
    await queue.drained();
  });

  it('goes on after a task that failed, and drains once every task settled', async () => {
    const queue = fairQueue({ maxPerKey: 5, full: () => new Error('full') });
    const failed = queue.run(1, () => Promise.reject(new Error('broken')));
    const thrown = queue.run(1, () => {
      throw new Error('thrown');
    });
    const next = queue.run(2, async () => 'after');
    await expect(failed).rejects.toThrow('broken');
    await expect(thrown).rejects.toThrow('thrown');
    expect(await next).toBe('after');
    await queue.drained();
  });
});
