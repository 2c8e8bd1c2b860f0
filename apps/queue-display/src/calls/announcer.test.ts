import { describe, expect, it, vi } from 'vitest';
import { fakeVoices } from '../testing';
import { announceCall } from './announcer';
import { fetchCallAudio } from './tts';

const call = { id: 42, orderNumber: 12, room: 'Phòng khám 3' };

describe('announcing a call', () => {
  it("chimes, then plays the server's voice for the call id", async () => {
    const voices = fakeVoices();
    await expect(announceCall(call, 'vi', voices)).resolves.toBe('server');
    expect(voices.said).toEqual(['chime', 'audio 42']);
    expect(voices.fetchAudio).toHaveBeenCalledWith(42, 'vi');
    expect(voices.speak).not.toHaveBeenCalled();
  });

  it("falls back to the browser's speech with the call phrase when the server answers 503", async () => {
    const fetch = vi.fn(async () => new Response('{"code":"PSYS_5030"}', { status: 503 }));
    const voices = {
      ...fakeVoices(),
      fetchAudio: (id: number) => fetchCallAudio(id, 'vi', 'dev_abc', fetch),
    };
    await expect(announceCall(call, 'vi', voices)).resolves.toBe('browser');
    expect(voices.said).toEqual(['chime', 'Mời số 12 vào phòng khám 3']);
    expect(fetch).toHaveBeenCalledWith('/api/google-cloud/tts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer dev_abc' },
      body: '{"callId":42,"lang":"vi"}',
    });
  });

  it('falls back too when the audio will not play, in the language on screen', async () => {
    const voices = fakeVoices();
    voices.play = vi.fn(async () => {
      throw new DOMException('no gesture', 'NotAllowedError');
    });
    await expect(announceCall(call, 'en', voices)).resolves.toBe('browser');
    expect(voices.said).toEqual(['chime', 'Number 12, please go to room 3']);
  });

  it('is the chime alone when neither the server nor the browser can speak', async () => {
    const voices = fakeVoices();
    voices.fetchAudio = vi.fn(async () => {
      throw new Error('offline');
    });
    voices.speak = undefined;
    await expect(announceCall(call, 'vi', voices)).resolves.toBe('chime');
    expect(voices.said).toEqual(['chime']);
  });
});
