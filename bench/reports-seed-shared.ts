// What the parts of the reports bench's seed share (bench/reports-seed.ts): the targets, today, the context.
import { sql } from '../apps/api/src/testing/bench-sql.js';

export const TARGETS = {
  locations: 3,
  doctors: 20,
  clinic_patients: 30_000,
  services: 60,
  medicines: 300,
  medicine_lots: 3_000,
  packages: 10,
  appointments: 80_000,
  invoices: 75_000,
  invoice_items: 250_000,
  stock_sheets: 8_000,
} as const;

export const ZONE = 'Asia/Ho_Chi_Minh';
/** A clinic day 'YYYY-MM-DD' in the clinic's zone, `days` from today. */
export const clinicDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * 86_400_000);

/** What every part of the seed needs: the transaction, the clinic, its owner and today. */
export interface SeedContext {
  run: (statement: ReturnType<typeof sql>) => Promise<unknown>;
  c: number;
  owner: number;
  today: string;
}

/** abs(hashint4(expr)) % n: a well-spread deterministic pick in 0..n-1 (`expr` is SQL text). */
export const hash = (expr: string, n: number) => sql.raw(`(abs(hashint4((${expr})::int)) % ${n})`);
