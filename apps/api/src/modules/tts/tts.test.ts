import { spawnSync } from 'node:child_process';
import { AppointmentStatus, errors, instantOfLocal, localDate } from '@clinic/domain';
import { callPhrase } from '@clinic/i18n/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, queueCalls } from '../../db/schema/index.js';
import { createTestApp, fillClinic, pairDevice, signUpClinic, type TestApp } from '../../testing/harness.js';
import { espeakProvider } from './espeak.js';
import { type GoogleSynthesizeRequest, googleProvider, googleProviderFromCredentials } from './google.js';
import type { SpeechProvider, SpeechRequest } from './providers.js';
import { createSpeech } from './speech.service.js';
import { TTS_LIMIT } from './tts.routes.js';

// espeak-ng is installed by .ci/run; on a developer's machine without it, its two tests are skipped rather than
// failed (under CI they always run, so a missing binary there fails loudly).
const espeakHere = spawnSync('espeak-ng', ['--version']).status === 0 || Boolean(process.env.CI);

// The waiting-room TV asks the server to say 'Mời số 12 vào phòng khám 3' for a call. With Google credentials the
// clinic gets Google's voice; without them, espeak-ng's; with neither, a 503 the display answers with the browser's
// own voice. The same phrase is synthesised once. A display may only speak calls (never free text), a kiosk not at
// all, and nobody may speak another clinic's call.

const HCM = 'Asia/Ho_Chi_Minh';
const MP3 = Buffer.from([0xff, 0xfb, 0x90, 0x64, 1, 2, 3, 4]);

/** A stand-in for Google: records what it is asked, answers a few MP3 bytes, or fails when told. */
function fakeGoogle() {
  const asked: SpeechRequest[] = [];
  const state = { failing: false };
  const provider: SpeechProvider = {
    name: 'google',
    async synthesize(request) {
      asked.push(request);
      if (state.failing) throw new Error('quota exceeded');
      return { audio: MP3, contentType: 'audio/mpeg' };
    },
  };
  return { provider, asked, state };
}

function isWav(audio: Buffer) {
  expect(audio.toString('ascii', 0, 4)).toBe('RIFF');
  expect(audio.toString('ascii', 8, 12)).toBe('WAVE');
  expect(audio.length).toBeGreaterThan(1024);
  // The sizes are the real ones, not espeak-ng's streaming placeholders.
  expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
}

describe('the Google provider', () => {
  it('sends the text, the language code and voice, and asks for MP3', async () => {
    const sent: GoogleSynthesizeRequest[] = [];
    const timeouts: number[] = [];
    const provider = googleProvider(async () => ({
      async synthesizeSpeech(request, options) {
        sent.push(request);
        timeouts.push(options.timeout);
        return [{ audioContent: new Uint8Array(MP3) }];
      },
    }));
    const vi = await provider.synthesize({ text: 'Mời số 12 vào phòng khám 3', lang: 'vi' });
    expect(vi).toEqual({ audio: MP3, contentType: 'audio/mpeg' });
    await provider.synthesize({ text: 'Number 12, please go to room 3', lang: 'en' });
    await provider.synthesize({ text: 'Mời số 5', lang: 'vi', voice: 'vi-VN-Wavenet-B' });
    // A voice of another language is not sent with this one's code.
    await provider.synthesize({ text: 'Mời số 6', lang: 'vi', voice: 'en-US-Standard-C' });
    expect(sent).toEqual([
      {
        input: { text: 'Mời số 12 vào phòng khám 3' },
        voice: { languageCode: 'vi-VN', name: 'vi-VN-Standard-A' },
        audioConfig: { audioEncoding: 'MP3' },
      },
      {
        input: { text: 'Number 12, please go to room 3' },
        voice: { languageCode: 'en-US', name: 'en-US-Standard-C' },
        audioConfig: { audioEncoding: 'MP3' },
      },
      {
        input: { text: 'Mời số 5' },
        voice: { languageCode: 'vi-VN', name: 'vi-VN-Wavenet-B' },
        audioConfig: { audioEncoding: 'MP3' },
      },
      {
        input: { text: 'Mời số 6' },
        voice: { languageCode: 'vi-VN', name: 'vi-VN-Standard-A' },
        audioConfig: { audioEncoding: 'MP3' },
      },
    ]);
    // Each call bounded, so a stalled Google gives way to the next provider.
    expect(timeouts).toEqual([8000, 8000, 8000, 8000]);
  });

  it('reads base64 audio too, and fails (so the next provider is tried) on an empty answer', async () => {
    const b64 = googleProvider(async () => ({
      synthesizeSpeech: async () => [{ audioContent: MP3.toString('base64') }],
    }));
    expect((await b64.synthesize({ text: 'x', lang: 'en' })).audio).toEqual(MP3);
    const empty = googleProvider(async () => ({ synthesizeSpeech: async () => [{ audioContent: null }] }));
    await expect(empty.synthesize({ text: 'x', lang: 'en' })).rejects.toThrow();
  });
});

describe('a cache that fails', () => {
  it('costs a synthesis, never the call: the provider still answers, and the failure is reported', async () => {
    let calls = 0;
    const provider: SpeechProvider = {
      name: 'counting',
      async synthesize() {
        calls += 1;
        return { audio: MP3, contentType: 'audio/mpeg' };
      },
    };
    const broken = new Error('storage down');
    const reported: string[] = [];
    const speech = createSpeech(
      [provider],
      {
        get: () => Promise.reject(broken),
        set: () => Promise.reject(broken),
      },
      (name, error) => reported.push(`${name}: ${(error as Error).message}`),
    );
    expect(await speech.synthesize({ text: 'Mời số 7', lang: 'vi' })).toEqual({
      audio: MP3,
      contentType: 'audio/mpeg',
    });
    expect(calls).toBe(1);
    expect(reported).toEqual(['counting cache: storage down', 'counting cache: storage down']);
  });
});

describe('choosing the providers', () => {
  it('tries Google only when credentials are configured', () => {
    expect(googleProviderFromCredentials({})).toBeUndefined();
    expect(googleProviderFromCredentials({ file: '/etc/gcp/key.json' })?.name).toBe('google');
  });
});

describe('espeak-ng', () => {
  it.runIf(espeakHere)('speaks Vietnamese and English into real WAV', async () => {
    const espeak = espeakProvider();
    const vi = await espeak.synthesize({ text: 'Mời số 12 vào phòng khám 3', lang: 'vi' });
    expect(vi.contentType).toBe('audio/wav');
    isWav(vi.audio);
    const en = await espeak.synthesize({ text: '-v en Number 12', lang: 'en', voice: 'en-us' });
    isWav(en.audio);
  });

  it('steps aside when the binary is missing', async () => {
    const missing = espeakProvider('/nonexistent/espeak-ng');
    await expect(missing.synthesize({ text: 'x', lang: 'vi' })).rejects.toThrow();
    await expect(missing.synthesize({ text: 'x', lang: 'vi' })).rejects.toThrow(/not installed/);
  });
});

describe('POST /google-cloud/tts', () => {
  let t: TestApp;
  let bare: TestApp;
  let owner: Awaited<ReturnType<typeof signUpClinic>>;
  let other: Awaited<ReturnType<typeof signUpClinic>>;
  let display: { headers: Record<string, string> };
  let kiosk: { headers: Record<string, string> };
  let callId = 0;
  let otherCallId = 0;
  let pairTv: () => Promise<{ headers: Record<string, string> }>;
  const google = fakeGoogle();

  const speak = (payload: object, headers: Record<string, string> = owner.headers) =>
    t.app.inject({ method: 'POST', url: '/api/google-cloud/tts', headers, payload });

  /** A call row of number 12 in Phòng khám 3 for the clinic's first appointment. */
  async function callOf(clinicId: number, filled: Awaited<ReturnType<typeof fillClinic>>) {
    const today = localDate(new Date(), HCM);
    const [row] = await t.app.deps.db
      .insert(appointments)
      .values({
        clinicId,
        code: `LH-TTS-${clinicId}`,
        clinicPatientId: filled.patient.id,
        doctorId: filled.doctor.id,
        locationId: filled.location.id,
        startAt: instantOfLocal(today, '09:00', HCM),
        endAt: instantOfLocal(today, '09:15', HCM),
        status: AppointmentStatus.CheckedIn,
        orderNumber: 12,
        notReserved: true,
      })
      .returning();
    const [call] = await t.app.deps.db
      .insert(queueCalls)
      .values({
        clinicId,
        locationId: filled.location.id,
        appointmentId: row!.id,
        doctorId: filled.doctor.id,
        orderNumber: 12,
        room: 'Phòng khám 3',
        kind: 2,
      })
      .returning();
    return call!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({}, { speechProviders: [google.provider, espeakProvider()] });
    // The same clinic on an app with no speech provider at all.
    bare = await createTestApp(
      { jwtSecret: t.app.deps.config.jwtSecret },
      { database: t.database, speechProviders: [] },
    );
    owner = await signUpClinic(t.app, 'Tts');
    other = await signUpClinic(t.app, 'TtsOther');
    const filled = await fillClinic(t.app, owner.headers, 'T');
    const otherFilled = await fillClinic(t.app, other.headers, 'U');
    kiosk = await pairDevice(t.app, filled.device.pairingCode);
    let tvs = 0;
    pairTv = async () => {
      tvs += 1;
      const tv = await t.app.inject({
        method: 'POST',
        url: '/api/devices',
        headers: owner.headers,
        payload: { kind: 2, locationId: filled.location.id, name: `TV ${tvs}` },
      });
      return pairDevice(t.app, tv.json().data.pairingCode);
    };
    display = await pairTv();
    callId = await callOf(owner.user.clinicId, filled);
    otherCallId = await callOf(other.user.clinicId, otherFilled);
  });
  afterAll(async () => {
    await bare.close();
    await t.close();
  });

  it('speaks staff text with the first provider and caches it: the second request synthesises nothing', async () => {
    const first = await speak({ text: 'Xin mời bệnh nhân vào phòng', lang: 'vi' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    expect(first.rawPayload).toEqual(MP3);
    const second = await speak({ text: 'Xin mời bệnh nhân vào phòng', lang: 'vi' });
    expect(second.rawPayload).toEqual(MP3);
    expect(google.asked).toEqual([{ text: 'Xin mời bệnh nhân vào phòng', lang: 'vi' }]);
  });

  it("a display speaks a call by id: the server builds the sentence from the call's number and room", async () => {
    const res = await speak({ callId, lang: 'vi' }, display.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(google.asked.at(-1)).toEqual({ text: 'Mời số 12 vào phòng khám 3', lang: 'vi' });
    expect(google.asked.at(-1)!.text).toBe(callPhrase('vi', 12, 'Phòng khám 3'));
    const en = await speak({ callId, lang: 'en', voice: 'en-US-Neural2-C' }, display.headers);
    expect(en.statusCode, en.body).toBe(200);
    expect(google.asked.at(-1)).toEqual({
      text: 'Number 12, please go to room 3',
      lang: 'en',
      voice: 'en-US-Neural2-C',
    });
  });

  it('refuses free text from a display, anything from a kiosk, and another clinic’s call', async () => {
    const text = await speak({ text: 'Cửa hàng đóng cửa', lang: 'vi' }, display.headers);
    expect(text.statusCode).toBe(403);
    expect(text.json().code).toBe(errors.noPermission.code);
    const fromKiosk = await speak({ callId, lang: 'vi' }, kiosk.headers);
    expect(fromKiosk.statusCode).toBe(403);
    expect(fromKiosk.json().code).toBe(errors.noPermission.code);
    for (const headers of [display.headers, owner.headers]) {
      const foreign = await speak({ callId: otherCallId, lang: 'vi' }, headers);
      expect(foreign.statusCode, foreign.body).toBe(404);
    }
    const nobody = await speak({ callId, lang: 'vi' }, {});
    expect(nobody.statusCode).toBe(401);
  });

  it('wants text (at most 300 characters) or a call id, one of them', async () => {
    for (const payload of [
      { lang: 'vi' },
      { text: 'a', callId, lang: 'vi' },
      { text: 'a'.repeat(301), lang: 'vi' },
      { text: 'a', lang: 'fr' },
      { text: 'a', lang: 'vi', voice: 'vi; rm -rf /' },
    ]) {
      const res = await speak(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it.runIf(espeakHere)('falls back to espeak-ng (WAV) when Google fails', async () => {
    google.state.failing = true;
    try {
      const res = await speak({ text: 'Mời số 31 vào phòng khám 2', lang: 'vi' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      isWav(res.rawPayload);
    } finally {
      google.state.failing = false;
    }
  });

  it('answers 503 ttsUnavailable when no provider is there', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/google-cloud/tts',
      headers: owner.headers,
      payload: { callId, lang: 'vi' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe(errors.ttsUnavailable.code);
  });

  it(`limits each caller to ${TTS_LIMIT.limit} a minute`, async () => {
    // A new TV in the hall: its whole minute goes through (from the cache), then it is 429.
    const hall = await pairTv();
    const asked = google.asked.length;
    for (let i = 0; i < TTS_LIMIT.limit; i += 1) {
      const res = await speak({ callId, lang: 'vi' }, hall.headers);
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    expect(google.asked.length).toBe(asked);
    const over = await speak({ callId, lang: 'vi' }, hall.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(errors.tooManyAttempts.code);
    // Staff are counted apart.
    expect((await speak({ callId, lang: 'vi' })).statusCode).toBe(200);
  });
});
