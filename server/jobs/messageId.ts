/** Message-IDs for mail sent by a job: the same for every attempt of one job, so a resend after a crash is one message. */
import type { Job } from 'graphile-worker';
import type { AppServices } from '../services/context.ts';

/** `<task.jobId.created@host>`: the job's creation time keeps ids unique across databases that reuse job ids. */
export function messageIdFor(services: Pick<AppServices, 'config'>, job: Pick<Job, 'id' | 'task_identifier' | 'created_at'>): string {
  let host = 'localhost';
  try {
    host = new URL(services.config.publicUrl).hostname || host;
  } catch {
    /* keep localhost */
  }
  return `<${job.task_identifier}.${job.id}.${new Date(job.created_at).getTime().toString(36)}@${host}>`;
}
