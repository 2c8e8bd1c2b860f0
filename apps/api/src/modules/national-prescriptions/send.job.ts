import { NATIONAL_SEND_ATTEMPTS, NationalReason, NationalStatus } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { prescriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { NationalUnavailable } from '../../platform/national-prescription/gateway.js';
import { nationalAccountOf } from '../clinics/national-account.js';
import { nationalPayload } from './payload.js';
import type { NationalSendPayload } from './queue.service.js';
import { loadSendData } from './send-data.js';

type Settled = Partial<typeof prescriptions.$inferInsert>;

/**
 * The send job, a background job (docs/operations.md#background-work-one-runner-one-table): maps the prescription and
 * sends it through the gateway. A refusal (by the national system, or here for what it would refuse: settings, codes,
 * birth date) is final until staff fix it and send again; a national system out of reach is retried by the runner with
 * backoff (30 s, 1, 2, 4 min) and marked failed after the last try. Runs outside any request: the doctor and the
 * cashier never wait for it.
 */
export async function sendNationalPrescription(
  deps: AppDeps,
  clinicId: number,
  job: NationalSendPayload,
  attempt: number,
): Promise<void> {
  const where = and(
    eq(prescriptions.clinicId, clinicId),
    eq(prescriptions.id, job.prescriptionId),
    // Only this queueing's row: a later "send again" (or an edit) queued another job, which owns the state now.
    eq(prescriptions.nationalSendSeq, job.seq),
    eq(prescriptions.nationalStatus, NationalStatus.Pending),
  );
  const [current] = await deps.db.select({ id: prescriptions.id }).from(prescriptions).where(where);
  if (!current) return;
  const settle = (changes: Settled) =>
    deps.db
      .update(prescriptions)
      .set({ nationalAttempts: attempt, ...changes })
      .where(where);
  const refuse = (errors: { field?: string; message: string }[]) =>
    settle({ nationalStatus: NationalStatus.Rejected, nationalErrors: errors });

  const clinic = await nationalAccountOf(deps.db, clinicId, deps.nationalPasswords);
  const data = clinic && (await loadSendData(deps.db, clinicId, job.prescriptionId, clinic.facilityCode));
  if (!clinic || !data) return void (await refuse([{ message: NationalReason.NotConfigured }]));
  const built = nationalPayload(data);
  if (built.missing.length || !('payload' in built)) return void (await refuse(built.missing));

  try {
    const outcome = await deps.nationalPrescription.send(clinic.account, built.payload);
    if (outcome.kind === 'rejected') return void (await refuse(outcome.errors));
    await settle({
      nationalStatus: NationalStatus.Sent,
      nationalId: outcome.nationalId,
      nationalErrors: null,
      nationalSentAt: deps.clock(),
    });
  } catch (error) {
    if (!(error instanceof NationalUnavailable)) throw error;
    const last = attempt >= NATIONAL_SEND_ATTEMPTS;
    await settle({
      nationalStatus: last ? NationalStatus.Failed : NationalStatus.Pending,
      nationalErrors: [{ message: last ? NationalReason.Unreachable : error.message }],
    });
    // Thrown, the runner tries again later; after the last try the job ends here, marked failed.
    if (!last) throw error;
  }
}
