import { AppError, DeviceKind, type Language } from '@clinic/domain';
import { ttsContract as contract } from '@clinic/domain/contracts';
import { callPhrase } from '@clinic/i18n/calls';
import { and, eq } from 'drizzle-orm';
import { queueCalls } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineStaffOrDeviceRoute, type RouteDef } from '../../platform/route.js';

/** Per caller (a staff member or a display): a display speaks a few calls a minute, a person types fewer. */
export const TTS_LIMIT = { limit: 120, windowMs: 60_000 } as const;

export function ttsRoutes(deps: AppDeps): RouteDef[] {
  /** The sentence of one call of the caller's clinic (the route's ref('call') answered 404 to another's). */
  async function phraseOfCall(clinicId: number, callId: number, lang: Language) {
    const [call] = await deps.db
      .select({ orderNumber: queueCalls.orderNumber, room: queueCalls.room })
      .from(queueCalls)
      .where(and(eq(queueCalls.clinicId, clinicId), eq(queueCalls.id, callId)));
    // A call is a moment of an appointment: no separate 'call not found' in the catalogue.
    if (!call) throw new AppError('appointmentNotFound');
    return callPhrase(lang, call.orderNumber, call.room);
  }

  return [
    defineStaffOrDeviceRoute({
      ...contract.speak,
      summary:
        'Speak a call (callId) or, for staff, a short text: answers the audio itself (audio/mpeg or audio/wav), not JSON',
      tags: ['Text to speech'],
      deviceKinds: [DeviceKind.Display],
      handler: async ({ auth, device, body, reply }) => {
        // A display speaks only what the clinic called: free text from a device token could say anything.
        if (device && body.text !== undefined) throw new AppError('noPermission');
        const clinicId = (auth?.clinicId ?? device?.clinicId)!;
        const caller = auth ? `user:${auth.userId}` : `dev:${device!.deviceId}`;
        const { count, retryAfterMs } = await deps.limiter.hit(`tts:${caller}`, TTS_LIMIT.windowMs);
        if (count > TTS_LIMIT.limit)
          throw new AppError('tooManyAttempts', { params: { seconds: Math.ceil(retryAfterMs / 1000) } });
        const text =
          body.callId !== undefined ? await phraseOfCall(clinicId, body.callId, body.lang) : body.text!;
        const { audio, contentType } = await deps.speech.synthesize({
          text,
          lang: body.lang,
          voice: body.voice,
        });
        return reply
          .type(contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('content-length', String(audio.length))
          .send(audio) as never;
      },
    }),
  ];
}
