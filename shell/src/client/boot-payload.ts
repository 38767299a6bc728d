import { BOOT_PAYLOAD_ID, isBootPayload, type BootPayload } from '@sf/contracts';

/**
 * Reads the boot payload the composer wrote into the page (`<script type="application/json"
 * id="sf-boot">`). `null` (logged) when it is missing or malformed: the page then stays the
 * server HTML it is, without remotes.
 */
export function readBootPayload(doc: Document): BootPayload | null {
  const text = doc.getElementById(BOOT_PAYLOAD_ID)?.textContent;
  if (!text) {
    console.error('[shell] the boot payload is missing; remotes are not started');
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (isBootPayload(value)) return value;
    console.error('[shell] the boot payload is malformed; remotes are not started');
  } catch (error) {
    console.error('[shell] the boot payload is not valid JSON; remotes are not started', error);
  }
  return null;
}
