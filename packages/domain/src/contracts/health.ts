import { z } from 'zod';
import { endpoint } from './endpoint';

// /health: liveness for monitors and the apps' offline banner, no sign-in needed.

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** ISO instant of the server's clock. */
  time: z.string(),
});

export const healthContract = {
  check: endpoint({ method: 'GET', url: '/health', response: health }),
};
