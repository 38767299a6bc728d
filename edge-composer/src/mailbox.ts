import type { Registry } from '@sf/contracts';
import { escapeHtml } from './html';
import type { FetchLike } from './types';

/** One mail of a domain server's outbox (`GET <server>/dev/mailbox`). */
export interface DevMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly createdAt: string;
  /** The remote whose outbox holds the mail. */
  readonly source: string;
  /** Delivery state of the outbox worker (`@sf/mail`): pending, sent or dead; absent from older servers. */
  readonly state?: string;
  readonly sentAt?: string | null;
  readonly deadAt?: string | null;
  readonly attempts?: number;
  readonly lastError?: string | null;
}

/** The merged mailbox plus the servers that did not answer. */
export interface Mailbox {
  readonly mails: DevMail[];
  readonly unreachable: string[];
}

const MAILBOX_TIMEOUT_MS = 3000;

function isMail(v: unknown): v is Omit<DevMail, 'source'> {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return (
    ['id', 'to', 'subject', 'createdAt'].every((k) => typeof m[k] === 'string') &&
    (typeof m.text === 'string' || typeof m.html === 'string')
  );
}

/** Reads every deployed server's outbox (each server once) and merges them, newest first. */
export async function collectMailbox(registry: Registry, fetcher: FetchLike): Promise<Mailbox> {
  const servers = new Map<string, string>();
  for (const remotes of Object.values(registry.tenants)) {
    for (const [name, entry] of Object.entries(remotes ?? {})) {
      for (const v of [entry, ...(entry.canary ? [entry.canary.version] : [])]) {
        if (!servers.has(v.server)) servers.set(v.server, name);
      }
    }
  }
  const unreachable: string[] = [];
  const lists = await Promise.all(
    [...servers.entries()].map(async ([server, name]) => {
      try {
        const res = await fetcher(`${server.replace(/\/+$/, '')}/dev/mailbox`, {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(MAILBOX_TIMEOUT_MS),
        });
        if (res.status === 404) {
          await res.body?.cancel();
          return [];
        }
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as { mails?: unknown };
        const mails = Array.isArray(body.mails) ? body.mails.filter(isMail) : [];
        return mails.map((m): DevMail => ({ ...m, text: m.text ?? '', html: m.html ?? '', source: name }));
      } catch {
        unreachable.push(name);
        return [];
      }
    }),
  );
  const mails = lists.flat().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { mails, unreachable };
}

const URL_IN_TEXT = /(https?:\/\/[^\s<>"']+)/g;

/** Text with every URL as a real link (escaped; only http/https). */
function linkify(text: string): string {
  return text
    .split(URL_IN_TEXT)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/** Links (`href`) of an HTML mail body, http(s) only, deduplicated. */
export function linksOfHtml(html: string): string[] {
  const links = new Set<string>();
  for (const m of html.matchAll(/href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const href = (m[2] ?? m[3] ?? '').replace(/&amp;/g, '&');
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  return [...links];
}

/** The delivery line of a mail: sent (when), pending (attempts so far), or dead (with its last error). */
export function deliveryText(mail: DevMail): string {
  const attempts = typeof mail.attempts === 'number' ? mail.attempts : 0;
  switch (mail.state) {
    case 'sent':
      return `sent${mail.sentAt ? ` ${mail.sentAt}` : ''}`;
    case 'dead':
      return `dead after ${attempts} attempts${mail.lastError ? `: ${mail.lastError}` : ''}`;
    case 'pending':
      return attempts > 0
        ? `pending, ${attempts} failed attempts${mail.lastError ? `: ${mail.lastError}` : ''}`
        : 'pending';
    default:
      return mail.sentAt ? `sent ${mail.sentAt}` : 'not sent';
  }
}

function renderMail(mail: DevMail, index: number): string {
  const id = `mail-${index}`;
  const when = Number.isNaN(Date.parse(mail.createdAt))
    ? mail.createdAt
    : new Date(mail.createdAt).toISOString();
  const links = mail.html ? linksOfHtml(mail.html) : [];
  const linkList = links.length
    ? `<h3>Links</h3><ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>`
    : '';
  const body = mail.text
    ? mail.text
    : mail.html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
  return (
    `<li><article aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(mail.subject)}</h2>` +
    `<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Date</dt><dd><time datetime="${escapeHtml(when)}">${escapeHtml(when)}</time></dd>` +
    `<dt>From outbox</dt><dd>${escapeHtml(mail.source)}</dd>` +
    `<dt>Delivery</dt><dd class="state-${escapeHtml(mail.state ?? 'unknown')}">${escapeHtml(deliveryText(mail))}</dd></dl>` +
    `<div class="body">${linkify(body)}</div>${linkList}</article></li>`
  );
}

/** The accessible HTML page of the dev mailbox (no scripts). */
export function renderMailbox(mailbox: Mailbox): string {
  const notice = mailbox.unreachable.length
    ? `<p role="status">Not reachable: ${mailbox.unreachable.map(escapeHtml).join(', ')}</p>`
    : '';
  const list = mailbox.mails.length
    ? `<ol class="mails">${mailbox.mails.map(renderMail).join('')}</ol>`
    : '<p>No mails yet.</p>';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Dev mailbox</title>' +
    '<style>body{font-family:Arial,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}.mails{list-style:none;padding:0}' +
    'article{border:1px solid #767676;border-radius:.5rem;padding:1rem;margin:0 0 1rem}dt{font-weight:bold}.body{white-space:pre-wrap}</style>' +
    `</head><body><main><h1>Dev mailbox</h1><p>${mailbox.mails.length} mails, newest first. <a href="/dev/mailbox.json">JSON</a></p>${notice}${list}</main></body></html>`
  );
}
