import { type Language, resolveLanguage } from '@clinic/domain';
import type { FastifyRequest } from 'fastify';

export type Lang = Language;

/** `?lang=` wins, then Accept-Language; Vietnamese is the default. */
export function requestLang(req: Pick<FastifyRequest, 'query' | 'headers'>): Lang {
  const query = req.query as Record<string, unknown> | undefined;
  return resolveLanguage(typeof query?.lang === 'string' ? query.lang : null, req.headers['accept-language']);
}
