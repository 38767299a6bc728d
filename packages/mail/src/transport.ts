import nodemailer from 'nodemailer';
import type { OutboxMessage } from './outbox-store';

/** Where the worker delivers: an SMTP server, or the local mailbox (the outbox row itself). */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  /** Delivers one mail (with its attachments' bytes); rejects when the server refuses it or cannot be reached. */
  send(mail: OutboxMessage, files?: readonly AttachedFile[]): Promise<void>;
  /** Closes connections (idempotent). */
  close(): void;
}

/** An attachment with its bytes, as the worker hands it to the transport. */
export interface AttachedFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** Options of {@link createMailTransport}. */
export interface MailTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (env `SMTP_URL`); absent → the local mailbox. */
  readonly smtpUrl?: string | undefined;
  /** Sender address (`Newsletter <newsletter@example.de>`). */
  readonly from: string;
  /** Connection, greeting and socket timeout of SMTP (default 10 s), so a hanging server fails an attempt. */
  readonly timeoutMs?: number;
  /** Insist on STARTTLS (default: {@link requiresTls} of the URL). */
  readonly requireTls?: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether mail to this relay must be encrypted: always, except to a relay on this machine
 * (loopback: a local MTA or a test server, where nothing crosses a network). `smtps://` is
 * encrypted from the first byte; `smtp://` to any other host must upgrade with STARTTLS, and a
 * relay that does not offer it fails the attempt instead of receiving the mail in clear text.
 * Certificates are verified (nodemailer's default); nothing here turns that off.
 */
export function requiresTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  if (url.protocol === 'smtps:') return false; // implicit TLS: nothing to require
  return !LOOPBACK.has(url.hostname.toLowerCase());
}

/**
 * The transport of the outbox worker, built on nodemailer: SMTP when `smtpUrl` is set; otherwise
 * nodemailer's JSON transport, which composes the message (so a mail that could not be encoded
 * fails here as it would over SMTP) and keeps it nowhere but in the outbox row — the local mailbox
 * that `/dev/mailbox` shows.
 */
export function createMailTransport(opts: MailTransportOptions): MailTransport {
  const timeout = opts.timeoutMs ?? 10_000;
  // a `url` plus options: the URL's settings win, the timeouts apply where it sets none
  const transporter = opts.smtpUrl
    ? nodemailer.createTransport(
        {
          url: opts.smtpUrl,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
          requireTLS: opts.requireTls ?? requiresTls(opts.smtpUrl),
        },
        { from: opts.from },
      )
    : nodemailer.createTransport({ jsonTransport: true }, { from: opts.from });
  return {
    kind: opts.smtpUrl ? 'smtp' : 'mailbox',
    async send(mail, files = []) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...(mail.headers ?? {}) },
        ...(files.length
          ? {
              attachments: files.map((f) => ({
                filename: f.filename,
                contentType: f.contentType,
                content: Buffer.from(f.content.buffer, f.content.byteOffset, f.content.byteLength),
                contentDisposition: 'attachment' as const,
              })),
            }
          : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
