import { useEffect, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

/** The widget's box keeps its height before and after the widget loads (no layout shift). */
const Box = styled.div`
  min-height: 4.5rem;
  margin-bottom: 1rem;
`;

/** Where the widget fetches its challenge (decision 0114) and the field its payload is posted as. */
export const LOGIN_CAPTCHA_URL = '/api/customer/captcha';
export const LOGIN_CAPTCHA_FIELD = 'altcha';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': { ref?: unknown; challenge?: string; name?: string; language?: string; auto?: string };
    }
  }
}

export interface LoginCaptchaProps {
  readonly label: string;
  readonly locale: string;
  /** Called with the widget's payload once solved, and with '' when it expires. */
  readonly onPayload: (payload: string) => void;
}

/**
 * The login's captcha step (decision 0114): the self-hosted ALTCHA widget, shown only when the
 * server asks for it; it fetches a challenge from the account server and solves it in a worker of
 * our own origin (as the contact form's, decision 0060). Starts solving at once (`auto="onload"`).
 */
export function LoginCaptcha({ label, locale, onPayload }: LoginCaptchaProps): ReactElement {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const language = locale.startsWith('fr') ? 'fr-fr' : locale.startsWith('nl') ? 'nl' : 'de';
  useEffect(() => {
    let live = true;
    const i18n =
      language === 'fr-fr'
        ? import('altcha/i18n/fr-fr')
        : language === 'nl'
          ? import('altcha/i18n/nl')
          : import('altcha/i18n/de');
    void Promise.all([import('altcha'), i18n]).then(() => {
      // workers from our own origin (CSP `worker-src 'self'`) instead of the widget's blob: workers
      const registry = (globalThis as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
      registry?.algorithms.set('SHA-256', () => new Worker(new URL('./captcha-worker.ts', import.meta.url)));
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [language]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onPayload(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready, onPayload]);
  return (
    <Box role="group" aria-label={label}>
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge={LOGIN_CAPTCHA_URL}
          name={LOGIN_CAPTCHA_FIELD}
          language={language}
          auto="onload"
        />
      ) : null}
    </Box>
  );
}
