import { useHydrated } from '@sf/ui';
import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { CaptchaWidget, type CaptchaLanguage } from '@sf/captcha';
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
  readonly language: CaptchaLanguage;
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
  const box = useRef<HTMLDivElement>(null);
  const wanted = useWanted(hydrated, box);
  return (
    <Box ref={box} role="group" aria-label={label}>
      <CaptchaWidget
        challengeUrl={CAPTCHA_CHALLENGE_URL}
        fieldName={CAPTCHA_FIELD}
        language={language}
        load={hydrated && wanted}
        describedBy={error ? 'contact-captcha-error' : undefined}
        onPayload={onPayload}
        fallback={
          <noscript>
            <p>{noscript}</p>
          </noscript>
        }
      />
      {error && (
        <Error id="contact-captcha-error" role="alert">
          {error}
        </Error>
      )}
    </Box>
  );
}
