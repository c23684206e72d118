/** A real SMTP server on loopback for tests: every message it receives lands in `inbox`, quoted-printable decoded. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and =XX escapes decoded. */
  raw: string;
}

export interface SmtpServerOptions {
  /** Refuse this many messages first with a temporary error (451), as a struggling mail server does. */
  failFirst?: number;
  /** Wait this long before accepting each message (a slow server: a queue of mail builds up). */
  delayMs?: number;
}

/** Quoted-printable soft breaks and =XX escapes undone. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));

/**
 * Starts the server (closed after the file's tests); `url` is what SMTP_URL takes. `refused` lists the recipients
 * of the messages it turned away; `failNext(n)` refuses the next `n` messages (451) from now on.
 */
export async function startSmtpServer(
  opts: SmtpServerOptions = {},
): Promise<{ url: string; inbox: ReceivedMail[]; refused: string[][]; refusedMail: ReceivedMail[]; failNext(n: number): void }> {
  const inbox: ReceivedMail[] = [];
  const refused: string[][] = [];
  /** The messages it turned away, as received (a retry must carry the same Message-ID). */
  const refusedMail: ReceivedMail[] = [];
  let failures = opts.failFirst ?? 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          refused.push(session.envelope.rcptTo.map((r) => r.address));
          refusedMail.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decode(Buffer.concat(chunks).toString('utf8')) });
          callback(Object.assign(new Error('Prøv igjen seinare'), { responseCode: 451 }));
          return;
        }
        const raw = decode(Buffer.concat(chunks).toString('utf8'));
        const accept = () => {
          // Delivered once accepted (250), as a real server: a sender cut off before this may send it again.
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        };
        if (opts.delayMs) setTimeout(accept, opts.delayMs);
        else accept();
      });
    },
  });
  // A sender that dies mid-conversation (the crash test kills the app with kill -9) resets its connection; that is
  // the sender's story, told by the test, not an error of this server.
  smtp.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    refused,
    refusedMail,
    failNext: (n: number) => {
      failures += n;
    },
  };
}
