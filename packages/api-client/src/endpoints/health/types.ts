// The types of /health come from its contract (@clinic/domain/contracts).
export type { Health } from '@clinic/domain/contracts';
