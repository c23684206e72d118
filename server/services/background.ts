/**
 * Work that runs after the answer, so the answer and its time cannot depend on it (whether an address has an
 * account, how slow the mail server is). Each task is a standalone `(services, payload)` function with a
 * JSON-serialisable payload, so it can become a job-queue task unchanged once the outbox lands.
 */
import type { AppServices } from './context.ts';

/** A task run after the answer: only the shared services and its JSON payload, nothing of the request. */
export type AfterAnswerTask<P> = (services: AppServices, payload: P) => Promise<void>;

/**
 * Schedules `task` to start once the current request has answered. The payload goes through JSON, as it will in a
 * job queue, so a task can never come to rely on something that does not survive the trip.
 */
export function runAfterAnswer<P>(services: AppServices, label: string, task: AfterAnswerTask<P>, payload: P): void {
  const json = JSON.parse(JSON.stringify(payload)) as P;
  services.mailer.runInBackground(label, () => task(services, json));
}
