/**
 * The headers of a mail that a recipient can leave with one click (RFC 2369 + RFC 8058):
 * `List-Unsubscribe: <https one-click URL>[, <mailto:…>]` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The URL must carry its own authority (a
 * signed token): mail clients POST to it without cookies or `Origin`.
 */
export function listUnsubscribeHeaders(oneClickUrl: string, mailto?: string): Record<string, string> {
  const url = new URL(oneClickUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('List-Unsubscribe needs an http(s) URL');
  const targets = [`<${url.toString()}>`];
  if (mailto) targets.push(`<mailto:${mailto}>`);
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
