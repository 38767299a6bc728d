import { useHydrated } from '@sf/ui';
import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import styled from 'styled-components';
import { CAPTCHA_CHALLENGE_URL, CAPTCHA_FIELD } from '../../shared/constants';

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

/** How near (below the viewport) the captcha's box starts loading the widget. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * True once the hydrated form is being filled in (an `input` or `change` in it) or the box is within
 * {@link NEAR_VIEWPORT} of the viewport; at once where IntersectionObserver is missing.
 */
function useWanted(hydrated: boolean, box: RefObject<HTMLDivElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!hydrated || wanted || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) want();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(el);
    const form = el.closest('form');
    form?.addEventListener('input', want);
    form?.addEventListener('change', want);
    return () => {
      observer.disconnect();
      form?.removeEventListener('input', want);
      form?.removeEventListener('change', want);
    };
  }, [hydrated, wanted, box]);
  return wanted;
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
 * The self-hosted ALTCHA proof-of-work captcha: the widget (web component of `altcha`, ≈ 33 KB
 * compressed) loads once the hydrated form is being filled in or its box nears the viewport (not with
 * the first intent, decision 0215), fetches a challenge from our server and solves it in the browser;
 * the payload is posted with the form. Without JavaScript a notice says so (the server still requires it).
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
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const wanted = useWanted(hydrated, box);
  useEffect(() => {
    if (!wanted) return;
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
  }, [wanted, language]);
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
    <Box ref={box} role="group" aria-label={label}>
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
