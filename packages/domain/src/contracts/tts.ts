import { z } from 'zod';
import { ref } from '../refs';
import { bytesResponse, endpoint } from './endpoint';

// /google-cloud/tts: the server's voice, for staff and the waiting-room display.

export const ttsInput = z
  .object({
    text: z.string().trim().min(1).max(300).optional(),
    callId: ref('call').optional(),
    lang: z.enum(['vi', 'en']),
    // Voice names are letters, digits and dashes ('vi-VN-Wavenet-A', 'vi-vn-x-south'); nothing else is passed on.
    voice: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,60}$/)
      .optional(),
  })
  .refine((v) => (v.text === undefined) !== (v.callId === undefined), {
    message: 'text or callId, one of them',
    path: ['callId'],
  });

export const ttsContract = {
  /** A call's sentence (callId) or, for staff only, a short text, spoken: the audio itself, not JSON. */
  speak: endpoint({
    method: 'POST',
    url: '/google-cloud/tts',
    body: ttsInput,
    response: bytesResponse('audio/mpeg', 'audio/wav'),
  }),
};
