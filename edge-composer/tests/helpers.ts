/** Shared helpers of the runtime suite. */
import { BOOT_PAYLOAD_ID, isBootPayload, type BootPayload } from '@sf/contracts';

/** How the suite talks to a running composer. */
export interface ComposerTarget {
  readonly runtime: 'node' | 'workerd';
  /** Sends a request for `path` to the composer as if addressed to `host` (default de.localhost). */
  fetch(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** The page origin a browser would send in `Origin` for that host. */
  origin(host: string): string;
  /**
   * The same composer as deployed: without SF_DEV_FEATURES, `shop.example` allowed by
   * SF_ALLOWED_HOSTS. (The main target runs with development features, like `npm start`.)
   */
  production(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
}

/** The boot payload of a page, parsed (throws when missing). */
export function bootOf(html: string): BootPayload {
  const m = new RegExp(`<script type="application/json" id="${BOOT_PAYLOAD_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  if (!m?.[1]) throw new Error('no boot payload');
  const value: unknown = JSON.parse(m[1]);
  if (!isBootPayload(value)) throw new Error(`malformed boot payload: ${m[1]}`);
  return value;
}

/** Every `<script …>` start tag of a page. */
export function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}

/** Reads a response body to the end, noting when the first chunk arrived. */
export async function readTimed(
  res: Response,
): Promise<{ text: string; firstChunk: string; firstAt: number; doneAt: number }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstChunk = '';
  let firstAt = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = decoder.decode(value, { stream: true });
    if (!firstAt) {
      firstAt = Date.now();
      firstChunk = chunk;
    }
    text += chunk;
  }
  return { text, firstChunk, firstAt, doneAt: Date.now() };
}
