import { stateSelector } from '@sf/contracts';

/**
 * Parses the remote's initial state from `<script type="application/json" data-sf-state="<name>">`
 * (written by the fragment server next to the slot). `null` when the script is missing or its JSON
 * is malformed (logged; the remote then renders without server data).
 * @example const state = readInitialState('mfe-newsletter');
 */
export function readInitialState(name: string, root: ParentNode = document): unknown {
  const script = root.querySelector(stateSelector(name));
  const text = script?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.error(`[${name}] the initial state script is not valid JSON`, error);
    return null;
  }
}

/** Key under which a fragment server puts its urql SSR data (`serializeSsr`) in the initial state. */
export const GATEWAY_STATE_KEY = 'gateway';

/** The urql SSR data of an initial state (`initialState.gateway`), or undefined. */
export function gatewayStateOf(initialState: unknown): unknown {
  if (typeof initialState !== 'object' || initialState === null) return undefined;
  return (initialState as Record<string, unknown>)[GATEWAY_STATE_KEY];
}
