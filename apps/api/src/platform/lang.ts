import type { FastifyRequest } from 'fastify';

export type Lang = 'vi' | 'en';

/** `?lang=` wins, then Accept-Language; Vietnamese is the default. */
export function requestLang(req: Pick<FastifyRequest, 'query' | 'headers'>): Lang {
  const query = req.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lang === 'string' ? query.lang : req.headers['accept-language'];
  return typeof asked === 'string' && asked.trim().toLowerCase().startsWith('en') ? 'en' : 'vi';
}
