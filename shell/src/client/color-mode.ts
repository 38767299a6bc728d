import { readHostCookie, serializeHostCookie } from '@sf/session';

/*
 * The colour-mode contract of @sf/tokens (storage key, change event, the three modes), restated
 * here on purpose: importing @sf/tokens, a shared federation module, would load its whole index
 * (the React provider and styled-components, ≈ 20 KB gzip) with the shell's first chunk, for three
 * constants. `color-mode.test.ts` checks that they stay equal to @sf/tokens' (decision 0015).
 */
/** A colour mode: a fixed scheme or follow the system (`ColorMode` of @sf/tokens). */
export type ColorMode = 'light' | 'dark' | 'system';
/** `COLOR_MODE_STORAGE_KEY` of @sf/tokens (spec section 9). */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';
/** `COLOR_MODE_CHANGE_EVENT` of @sf/tokens: every React root's `ColorModeProvider` listens to it. */
export const COLOR_MODE_CHANGE_EVENT = 'sf:color-mode';
/**
 * Base name of the cookie that repeats a fixed mode (`__Host-sf_mode` over TLS) for the page's inline
 * script, which applies it before the first paint without opening `localStorage` in the parser's task
 * (decision 0296). `localStorage` stays where the mode is kept (spec section 9); no cookie = system.
 */
export const COLOR_MODE_COOKIE = 'sf_mode';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

/**
 * Applies the stored colour mode before the first paint (an explicit light/dark choice; `system`
 * needs no script). Inline, so it carries the page's CSP nonce. It reads the cookie the shell keeps
 * equal to the stored mode ({@link COLOR_MODE_COOKIE}), not `localStorage`: opening the storage in
 * the parser's task cost 3–10 ms of every page's parse (decision 0296).
 */
export const COLOR_MODE_SCRIPT =
  "(function(m){if(m)document.documentElement.setAttribute('data-color-scheme',m[1])})(/(?:^|;\\s*)(?:__Host-)?sf_mode=(dark|light)(?:;|$)/.exec(document.cookie))";

/** The mode the cookie repeats: `light`, `dark`, or null (none: system). */
export function cookieMode(cookieHeader: string, secure: boolean): 'light' | 'dark' | null {
  const value = readHostCookie(cookieHeader, COLOR_MODE_COOKIE, secure);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The `document.cookie` assignment that repeats `mode` (system: removes the cookie). */
export function colorModeCookie(mode: ColorMode, secure: boolean): string {
  return serializeHostCookie(COLOR_MODE_COOKIE, mode === 'system' ? '' : mode, {
    secure,
    maxAge: mode === 'system' ? 0 : COOKIE_MAX_AGE_S,
    httpOnly: false,
  });
}

/** Where the mode is kept: `localStorage` under `mui-mode` (spec section 9), shared with every React root. */
export interface ModeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored mode, `system` when none (or storage refuses). */
export function storedMode(storage: ModeStorage | null): ColorMode {
  try {
    const value = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Applies a mode to the static chrome: `data-color-scheme="light|dark"` on `<html>` selects the
 * chrome's CSS custom properties; `system` removes it and the `prefers-color-scheme` media query
 * decides (so system dark needs no script at all).
 */
export function applyColorMode(doc: Document, mode: ColorMode): void {
  if (mode === 'system') doc.documentElement.removeAttribute('data-color-scheme');
  else doc.documentElement.setAttribute('data-color-scheme', mode);
}

/** Options of {@link enhanceColorModeSwitch}. */
export interface ColorModeSwitchOptions {
  /**
   * Opens where the mode is kept, at most once and only when needed: the first access to
   * `localStorage` is a synchronous call into the browser (decision 0297).
   */
  readonly storage: () => ModeStorage | null;
  /** `document.cookie` as the light entry read it before writing any cookie; default: read now. */
  readonly cookies?: string;
  /** Runs the check of the stored mode against the cookie; default: a task later. */
  readonly whenIdle?: (then: () => void) => void;
}

/**
 * The header's colour-mode select (`[data-sf-color-mode]`, hidden without JavaScript): shows the
 * mode, stores a new choice and tells every React root (`sf:color-mode` event, the one
 * `ColorModeProvider` listens to); follows changes made elsewhere (a remote, another tab).
 *
 * At load it shows the mode the cookie repeats, as the head's script applied it, and touches
 * neither `localStorage` nor `document.cookie` (decision 0297): both are synchronous calls into the
 * browser, which waits for them longest while the page loads. The stored mode is compared with
 * the cookie when the browser is idle (`whenIdle`), so a mode stored before the cookie existed, or
 * by a React root, is applied and repeated then.
 */
export function enhanceColorModeSwitch(doc: Document, options: ColorModeSwitchOptions): void {
  const win = doc.defaultView;
  const secure = win?.location.protocol === 'https:';
  let opened: { readonly storage: ModeStorage | null } | null = null;
  const storage = () => (opened ??= { storage: options.storage() }).storage;
  // the cookie follows the stored mode, whoever stored it (this select, a remote, another tab, or
  // before the cookie existed)
  const repeat = (mode: ColorMode) => {
    if (cookieMode(doc.cookie, secure) !== (mode === 'system' ? null : mode))
      doc.cookie = colorModeCookie(mode, secure);
  };
  const select = doc.querySelector<HTMLSelectElement>('[data-sf-color-mode]');
  const sync = () => {
    const mode = storedMode(storage());
    applyColorMode(doc, mode);
    repeat(mode);
    if (select) select.value = mode;
  };
  const atLoad = cookieMode(options.cookies ?? doc.cookie, secure) ?? 'system';
  applyColorMode(doc, atLoad);
  win?.addEventListener(COLOR_MODE_CHANGE_EVENT, sync);
  if (select) {
    select.value = atLoad;
    select.closest<HTMLElement>('[data-sf-color-mode-field]')?.removeAttribute('hidden');
    select.addEventListener('change', () => {
      const mode = select.value;
      if (!isColorMode(mode)) return;
      try {
        storage()?.setItem(COLOR_MODE_STORAGE_KEY, mode);
      } catch {
        // storage refused (private mode, policy): the choice lasts for this page only
      }
      applyColorMode(doc, mode);
      repeat(mode);
      win?.dispatchEvent(new Event(COLOR_MODE_CHANGE_EVENT));
    });
  }
  (options.whenIdle ?? ((then) => win?.setTimeout(then, 0)))(() => {
    sync();
    // a `storage` listener opens the storage too (Chromium starts its storage events then): added
    // here, after the check, which saw whatever another tab stored before
    win?.addEventListener('storage', (e) => {
      if (e.key === null || e.key === COLOR_MODE_STORAGE_KEY) sync();
    });
  });
}
