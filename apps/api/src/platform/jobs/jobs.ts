/**
 * Background jobs, rows of the `jobs` table (docs/operations.md#background-work-one-runner-one-table): what a caller
 * hands the runner, and the runner's face in AppDeps. runner.ts implements it (claims with FOR UPDATE SKIP LOCKED, a
 * lease, retries); buildApp starts and stops it.
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
