/**
 * The product's one way to send e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise each message is
 * written as an .eml file to DATA_DIR/outbox and the log names the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when the outbox is used instead of SMTP. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /** Sends without making the caller wait (its time must not reveal anything); failures are logged. */
  sendInBackground(message: MailMessage): void;
  /**
   * Runs work after the answer (it starts once the current request has answered); failures are logged, and `idle()`
   * waits for it. Until the job queue lands this is how address-dependent work leaves the request.
   */
  runInBackground(label: string, task: () => Promise<unknown>): void;
  /** Resolves when every background send has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: Logger;
}

/** Creates the mailer for the configured delivery. */
export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<unknown>>();

  async function send(message: MailMessage): Promise<SentMail> {
    const info = await transport.sendMail({ from: opts.from, ...message });
    if (opts.smtpUrl) {
      opts.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-post sendt');
      return { messageId: info.messageId };
    }
    await fs.mkdir(opts.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(opts.outboxDir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    opts.log.info({ to: message.to, subject: message.subject, file }, `e-post lagra i ${file}`);
    return { messageId: info.messageId, file };
  }

  function runInBackground(task: () => Promise<unknown>, onError: (err: unknown) => void) {
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch(onError)
      .finally(() => pending.delete(p));
    pending.add(p);
  }

  return {
    send,
    sendInBackground(message) {
      runInBackground(() => send(message), (err) => opts.log.error({ err, to: message.to, subject: message.subject }, 'e-post kunne ikkje sendast'));
    },
    runInBackground(label, task) {
      runInBackground(task, (err) => opts.log.error({ err, task: label }, 'bakgrunnsarbeid feila'));
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}
