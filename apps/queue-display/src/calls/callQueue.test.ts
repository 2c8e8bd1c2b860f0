import { describe, expect, it } from 'vitest';
import { type Call, createCallQueue } from './callQueue';
import { spokenStore } from './spoken';

const call = (id: number): Call => ({ id, orderNumber: id, room: 'Phòng 3' });

/** An announcement the test finishes by hand, to see what starts while another one is still speaking. */
function recorder() {
  const events: string[] = [];
  let active = 0;
  let maxActive = 0;
  const finishers: (() => void)[] = [];
  return {
    events,
    maxActive: () => maxActive,
    finishNext: async () => {
      finishers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    announce: (c: Call) =>
      new Promise<void>((resolve) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        events.push(`start ${c.id}`);
        finishers.push(() => {
          active -= 1;
          events.push(`end ${c.id}`);
          resolve();
        });
      }),
  };
}

describe('the call queue', () => {
  it('speaks calls arriving together one after another, in arrival order, never overlapping', async () => {
    const r = recorder();
    const queue = createCallQueue({ spoken: spokenStore, announce: r.announce });
    queue.push(call(7));
    queue.push(call(8));
    queue.push(call(9));
    expect(r.events).toEqual(['start 7']);
    await r.finishNext();
    await r.finishNext();
    await r.finishNext();
    expect(r.events).toEqual(['start 7', 'end 7', 'start 8', 'end 8', 'start 9', 'end 9']);
    expect(r.maxActive()).toBe(1);
  });

  it('speaks an id once, even pushed again while waiting, after it was spoken, or by a new queue (a reload)', async () => {
    const r = recorder();
    const first = createCallQueue({ spoken: spokenStore, announce: r.announce });
    first.push(call(1));
    first.push(call(2));
    first.push(call(2));
    await r.finishNext();
    await r.finishNext();
    first.push(call(1));
    first.stop();
    const afterReload = createCallQueue({ spoken: spokenStore, announce: r.announce });
    afterReload.push(call(1));
    afterReload.push(call(2));
    expect(r.events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(JSON.parse(localStorage.getItem('displaySpokenCalls') ?? '')).toEqual([1, 2]);
  });

  it('keeps only the last 100 spoken ids', () => {
    for (let id = 1; id <= 120; id += 1) spokenStore.add(id);
    expect(spokenStore.has(20)).toBe(false);
    expect(spokenStore.has(21)).toBe(true);
    expect(spokenStore.last()).toBe(120);
  });

  it('goes on with the next call when one announcement fails', async () => {
    const said: number[] = [];
    const queue = createCallQueue({
      spoken: spokenStore,
      announce: async (c) => {
        said.push(c.id);
        if (c.id === 1) throw new Error('speaker unplugged');
      },
    });
    queue.push(call(1));
    queue.push(call(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(said).toEqual([1, 2]);
  });
});
