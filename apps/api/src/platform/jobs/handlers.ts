import { maintainEmbedded } from '../../db/maintenance.js';
import type { AppDeps } from '../../deps.js';
import { issueEInvoiceJob } from '../../modules/e-invoices/e-invoice-issue.job.js';
import {
  EINVOICE_ISSUE_JOB,
  type EInvoiceIssuePayload,
} from '../../modules/e-invoices/e-invoice-queue.service.js';
import { removeStaleUploads } from '../../modules/files/files.service.js';
import {
  NATIONAL_SEND_JOB,
  type NationalSendPayload,
} from '../../modules/national-prescriptions/queue.service.js';
import { sendNationalPrescription } from '../../modules/national-prescriptions/send.job.js';
import {
  PUSH_NOTIFICATION_JOB,
  pushNotification,
} from '../../modules/notifications/notifications.service.js';
import { runStockAlerts } from '../../modules/notifications/stock-alerts.job.js';
import { NOTIFY_EVENT_JOB, notifyOfEvent } from '../../modules/notifications/subscriber.job.js';
import { sendReminder } from '../../modules/reminders/reminders-send.job.js';
import type { ReminderPayload } from '../../modules/reminders/reminders-sweep.job.js';
import { sweepReminders } from '../../modules/reminders/reminders-sweep.job.js';
import { evictSpeechCache } from '../../modules/tts/speech-cache-eviction.job.js';
import type { DomainEvent } from '../events.js';
import { MAIL_SEND_JOB } from '../mail/mailer.js';
import type { ClaimedJob, JobHandler } from './runner.js';
import { JobKind, prune, runTick } from './tick.js';

/** What the job needs that only the job row knows; a job without it is a bug, not a retry. */
function clinicOf(job: ClaimedJob): number {
  if (job.clinicId === null) throw new Error(`job ${job.key} has no clinic`);
  return job.clinicId;
}

/** Every job kind the API runs, by kind. */
export function jobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return {
    [JobKind.Tick]: async () => {
      await runTick(deps);
    },
    [JobKind.Prune]: () => prune(deps.db, deps.clock),
    [JobKind.UploadsSweep]: async () => {
      await removeStaleUploads(deps, deps.clock());
    },
    [JobKind.SpeechCacheEvict]: async () => {
      await evictSpeechCache(deps);
    },
    [JobKind.EmbeddedMaintenance]: async () => {
      await maintainEmbedded(deps.database);
    },
    [JobKind.StockAlerts]: (job) => runStockAlerts(deps, clinicOf(job), String(job.payload.day)),
    [JobKind.RemindersSweep]: async (job) => {
      await sweepReminders(deps, clinicOf(job), String(job.payload.day));
    },
    [JobKind.ReminderSend]: (job) => sendReminder(deps, clinicOf(job), job.payload as ReminderPayload),
    [NOTIFY_EVENT_JOB]: (job) => notifyOfEvent(deps, job.payload.event as DomainEvent),
    [PUSH_NOTIFICATION_JOB]: (job) =>
      pushNotification(deps, clinicOf(job), Number(job.payload.notificationId)),
    [MAIL_SEND_JOB]: (job) => deps.mailer.deliver(job.payload),
    [NATIONAL_SEND_JOB]: (job) =>
      sendNationalPrescription(
        deps,
        clinicOf(job),
        job.payload as unknown as NationalSendPayload,
        job.attempts,
      ),
    [EINVOICE_ISSUE_JOB]: (job) =>
      issueEInvoiceJob(deps, clinicOf(job), job.payload as unknown as EInvoiceIssuePayload, job.attempts),
  };
}
