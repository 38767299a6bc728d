// the ambient modules must come with this file into every app that compiles it (no types ship for them)
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./altcha-modules.d.ts" />
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

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
        'aria-describedby'?: string;
      };
    }
  }
}

/** The languages of the shop (de-DE, de-AT, de-CH → de; fr-CH → fr; nl-NL → nl). */
export type CaptchaLanguage = 'de' | 'fr' | 'nl';

/** The language of a locale's captcha texts. */
export function captchaLanguageOf(locale: string): CaptchaLanguage {
  return locale.startsWith('fr') ? 'fr' : locale.startsWith('nl') ? 'nl' : 'de';
}

/** Loads the widget (≈ 33 KB) and its texts once, with its worker from our origin. */
function loadAltcha(language: CaptchaLanguage): Promise<unknown> {
  const texts =
    language === 'fr'
      ? import('altcha/i18n/fr-fr')
      : language === 'nl'
        ? import('altcha/i18n/nl')
        : import('altcha/i18n/de');
  return Promise.all([import('altcha'), texts]).then(() => {
    // workers from our own origin (CSP `worker-src 'self'`) instead of the widget's blob: workers
    const registry = (globalThis as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
    registry?.algorithms.set('SHA-256', () => new Worker(new URL('./captcha-worker.ts', import.meta.url)));
  });
}

export interface CaptchaWidgetProps {
  /** Where the widget fetches its challenge, and the form field its payload is posted as. */
  readonly challengeUrl: string;
  readonly fieldName: string;
  readonly language: CaptchaLanguage;
  /** Load the widget now (false: not yet — the form is not being filled in). */
  readonly load: boolean;
  /** Start solving as soon as it is there (`auto="onload"`), rather than when the shopper ticks it. */
  readonly solveAtOnce?: boolean | undefined;
  /** The id of the field's error message, when one is shown. */
  readonly describedBy?: string | undefined;
  /** Called with the widget's payload once solved, and with '' when it expires. */
  readonly onPayload: (payload: string) => void;
  /** What shows until the widget is there (a `<noscript>` notice). */
  readonly fallback?: ReactNode;
}

/**
 * The self-hosted ALTCHA proof-of-work captcha (decisions 0060, 0114): the web component of `altcha`,
 * loaded once `load` says so, fetches a challenge from our server and solves it in a worker of our own
 * origin; its payload goes with the form (`fieldName`) and to `onPayload`. Put it in a box that keeps its
 * height (no layout shift) and names it.
 */
export function CaptchaWidget({
  challengeUrl,
  fieldName,
  language,
  load,
  solveAtOnce = false,
  describedBy,
  onPayload,
  fallback = null,
}: CaptchaWidgetProps): ReactElement {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void loadAltcha(language).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [load, language]);
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
  if (!ready) return <>{fallback}</>;
  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      name={fieldName}
      language={language === 'fr' ? 'fr-fr' : language}
      {...(solveAtOnce ? { auto: 'onload' } : {})}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
    />
  );
}
