/**
 * The product's one way to send e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise each message is
 * written as an .eml file to DATA_DIR/outbox and the log names the file. Only the job queue's mail tasks call it
 * (server/jobs): a request never sends mail itself, it enqueues a job in its transaction.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (no-reply): the site's support address, or the customer. */
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when the outbox is used instead of SMTP. */
  file?: string;
}

export interface SendOptions {
  /**
   * The Message-ID header, e.g. `<mail.welcome.42.lx3k@shop.example>`. A job sets it from its own id, so a message
   * sent again after a crash carries the same id and mail programs show it once.
   */
  messageId?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it (the job is then retried). */
  send(message: MailMessage, opts?: SendOptions): Promise<SentMail>;
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
    ? // Bounded waits: a mail server that hangs fails the attempt (retried later) instead of holding a worker for minutes.
      nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  let outboxClosed = false;
  async function send(message: MailMessage, sendOpts: SendOptions = {}): Promise<SentMail> {
    const info = await transport.sendMail({ from: opts.from, ...message, ...(sendOpts.messageId ? { messageId: sendOpts.messageId } : {}) });
    if (opts.smtpUrl) {
      opts.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-post sendt');
      return { messageId: info.messageId };
    }
    // Only the app's own user may read it: the files hold reset links and customers' details (a walk read them as
    // another local user while they were world-readable).
    await fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
    // An outbox an older version made readable to all is closed too, once per process.
    if (!outboxClosed) {
      outboxClosed = true;
      // A folder of another owner that we may still write to: the mail is kept all the same, and the log says why.
      await fs.chmod(opts.outboxDir, 0o700).catch((err: unknown) => opts.log.warn({ dir: opts.outboxDir, err }, 'kunne ikkje stengje utboksmappa for andre brukarar'));
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    // Time first (files sort by when they were written), then random: message ids of one task share a long prefix.
    const file = path.join(opts.outboxDir, `${stamp}-${crypto.randomBytes(6).toString('hex')}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    opts.log.info({ to: message.to, subject: message.subject, file }, `e-post lagra i ${file}`);
    return { messageId: info.messageId, file };
  }

  return {
    send,
    close() {
      transport.close();
    },
  };
}
