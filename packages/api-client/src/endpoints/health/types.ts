// Types of GET /health (apps/api/src/modules/health), written by hand to match the server's zod schema.

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
  /** ISO instant of the server's clock. */
  time: string;
}
