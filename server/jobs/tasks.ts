/**
 * The task registry: which function runs each task name of payloads.ts. A task takes the app's long-lived services
 * (database, config, mailer, log), its checked payload and the job (for a stable Message-ID). It must be safe to run
 * again: delivery is at least once (a process killed after sending and before marking the job done sends again).
 * A task that throws is retried with backoff.
 */
import type { Job, TaskList } from 'graphile-worker';
import { sendLoginEmailChangedMail, sendPasswordChangedMail, sendPasswordResetMail, sendWelcomeMail } from '../services/accountMail.ts';
import { processPasswordResetRequest } from '../services/auth.ts';
import { processRegistrationRequest } from '../services/registration.ts';
import { sendBookingConfirmation, sendBookingNotice, sendBookingStatusMail, sendRenderedMail } from '../services/bookingMail.ts';
import type { AppServices } from '../services/context.ts';
import { runHousekeeping } from '../services/housekeeping.ts';
import { deliverWebhook } from '../services/webhooks.ts';
import { payloadSchemas, type TaskName, type TaskPayload } from './payloads.ts';

export type TaskHandler<K extends TaskName> = (services: AppServices, payload: TaskPayload<K>, job: Job) => Promise<void>;

export const taskHandlers: { [K in TaskName]: TaskHandler<K> } = {
  'mail.bookingConfirmation': sendBookingConfirmation,
  'mail.bookingNotice': sendBookingNotice,
  'mail.bookingStatus': sendBookingStatusMail,
  'mail.message': sendRenderedMail,
  'mail.welcome': sendWelcomeMail,
  'mail.passwordReset': sendPasswordResetMail,
  'mail.passwordChanged': sendPasswordChangedMail,
  'mail.loginEmailChanged': sendLoginEmailChangedMail,
  'auth.registrationRequest': processRegistrationRequest,
  'auth.passwordResetRequest': processPasswordResetRequest,
  'webhook.deliver': deliverWebhook,
  'housekeeping.prune': (services) => runHousekeeping(services),
};

/** graphile-worker's task list over `services`: each payload is checked against its schema before the task runs. */
export function taskList(services: AppServices): TaskList {
  const list: TaskList = {};
  for (const name of Object.keys(taskHandlers) as TaskName[]) {
    const handler = taskHandlers[name] as TaskHandler<TaskName>;
    list[name] = async (payload, helpers) => {
      const checked = payloadSchemas[name].safeParse(payload);
      if (!checked.success) throw new Error(`ugyldig innhald i jobben ${name} #${helpers.job.id}: ${checked.error.message}`);
      await handler(services, checked.data as TaskPayload<TaskName>, helpers.job);
    };
  }
  return list;
}
