/**
 * Background jobs (DESIGN §11 Jobs, table `jobs`). FOUNDATION STUB of the interface; the jobs helper implements the
 * runner (claims with FOR UPDATE SKIP LOCKED, a lease, retries) and wires it into AppDeps and buildApp.
 */
export interface JobToEnqueue {
  kind: string;
  /** Unique across all jobs: enqueueing the same key twice makes one job. */
  key: string;
  clinicId?: number | null;
  payload?: Record<string, unknown>;
  /** Not before; default now. */
  runAt?: Date;
}

export interface JobRunner {
  /** Adds a job unless one with its key exists; answers whether it was added. */
  enqueue(job: JobToEnqueue): Promise<boolean>;
  /** Runs every due job now, in this instance (tests and the poll loop): answers how many ran. */
  runDue(): Promise<number>;
  /** Polls at once (a job was just queued for now) when the poll loop runs; else nothing. */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}
