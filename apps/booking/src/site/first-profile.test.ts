import type { PublicBookingApi, PublicClinic } from '@clinic/api-client/public';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS, loadFirstProfile, slugOf, takeFirstProfile } from './first-profile';

const clinic = { name: 'Phòng khám An Tâm' } as PublicClinic;

/** A booking API whose profile answers with `answer`, recording the slugs asked for. */
function apiAnswering(answer: () => Promise<PublicClinic>) {
  const asked: string[] = [];
  const api = (slug: string) => {
    asked.push(slug);
    return { profile: answer } as unknown as PublicBookingApi;
  };
  return { api, asked };
}

afterEach(() => {
  vi.useRealTimers();
  takeFirstProfile('an-tam');
});

describe('the first profile', () => {
  it('is the clinic the address names, with or without a page after it', () => {
    expect(slugOf('/booking/an-tam')).toBe('an-tam');
    expect(slugOf('/booking/an-tam/my-booking')).toBe('an-tam');
    expect(slugOf('/booking/')).toBeUndefined();
    expect(slugOf('/booking/%E0%A4%A')).toBeUndefined();
  });

  it('asks nothing where the address names no clinic', async () => {
    const { api, asked } = apiAnswering(async () => clinic);
    await loadFirstProfile('/booking/', api);
    expect(asked).toEqual([]);
  });

  it('is taken once, answered, by the clinic it was asked for', async () => {
    const { api, asked } = apiAnswering(async () => clinic);
    await loadFirstProfile('/booking/an-tam', api);
    expect(asked).toEqual(['an-tam']);
    expect(takeFirstProfile('binh-an')).toBeUndefined();
    const taken = takeFirstProfile('an-tam');
    expect(taken?.data).toBe(clinic);
    await expect(taken?.answer).resolves.toBe(clinic);
    expect(takeFirstProfile('an-tam')).toBeUndefined();
  });

  it('settles on a refusal, which the page then shows from the request itself', async () => {
    const { api } = apiAnswering(() => Promise.reject(new Error('404')));
    await loadFirstProfile('/booking/an-tam', api);
    const taken = takeFirstProfile('an-tam');
    expect(taken?.data).toBeUndefined();
    await expect(taken?.answer).rejects.toThrow('404');
  });

  it('waits at most FIRST_PAINT_WAIT_MS, then hands over the request still on its way', async () => {
    vi.useFakeTimers();
    let answer: (value: PublicClinic) => void = () => {};
    const { api } = apiAnswering(() => new Promise((resolve) => (answer = resolve)));
    let settled = false;
    loadFirstProfile('/booking/an-tam', api).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    const taken = takeFirstProfile('an-tam');
    expect(taken?.data).toBeUndefined();
    answer(clinic);
    await expect(taken?.answer).resolves.toBe(clinic);
  });
});
