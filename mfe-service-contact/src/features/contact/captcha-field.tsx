import { useEffect, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { CAPTCHA_CHALLENGE_URL, CAPTCHA_FIELD } from '../../shared/constants';
import { useHydrated } from '../../shared/use-hydrated';

/** The widget's box keeps its height before and after the widget loads (no layout shift). */
const Box = styled.div`
  min-height: 4.5rem;
`;

const Error = styled.p`
  margin: 0.25rem 0 0;
  color: #b00020;
`;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': {
        ref?: unknown;
        challenge?: string;
        name?: string;
        language?: string;
        auto?: string;
        id?: string;
        'aria-describedby'?: string;
      };
    }
  }
}

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  readonly label: string;
  readonly noscript: string;
  readonly language: 'de' | 'fr' | 'nl';
  readonly error?: string | undefined;
  /** Called with the widget's payload once solved, and with '' when it expires. */
  readonly onPayload: (payload: string) => void;
}

/**
 * The self-hosted ALTCHA proof-of-work captcha: the widget (web component of `altcha`) loads with
 * the hydrated form, fetches a challenge from our server and solves it in the browser; the payload
 * is posted with the form. Without JavaScript a notice says so (the server still requires it).
 */
export function CaptchaField({
  label,
  noscript,
  language,
  error,
  onPayload,
}: CaptchaFieldProps): ReactElement {
  const hydrated = useHydrated();
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    const i18n =
      language === 'fr'
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
  }, [hydrated, language]);
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
      {hydrated && ready ? (
        <altcha-widget
          ref={ref}
          challenge={CAPTCHA_CHALLENGE_URL}
          name={CAPTCHA_FIELD}
          language={language === 'fr' ? 'fr-fr' : language}
          {...(error ? { 'aria-describedby': 'contact-captcha-error' } : {})}
        />
      ) : (
        <noscript>
          <p>{noscript}</p>
        </noscript>
      )}
      {error && (
        <Error id="contact-captcha-error" role="alert">
          {error}
        </Error>
      )}
    </Box>
  );
}
