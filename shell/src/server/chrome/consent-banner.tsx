import { CONSENT_GROUPS } from '@sf/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { V } from './scheme-vars';
import type { Translate } from './translate';

const Region = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1300;
  max-height: 80vh;
  overflow: auto;
  padding: 1rem;
  color: ${V.text};
  background: ${V.bg};
  border-top: 4px solid ${V.brand};
  box-shadow: 0 -8px 24px rgba(0, 0, 0, 0.2);
  &[hidden] {
    display: none;
  }
  > div {
    max-width: 60rem;
    margin: 0 auto;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.313rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  details {
    margin: 0 0 0.75rem;
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: 0.5rem 0;
  }
  fieldset {
    margin: 0.5rem 0;
    padding: 0.5rem 1rem;
    border: 1px solid ${V.divider};
  }
  label {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 700;
    min-height: 2rem;
  }
  label + p {
    margin: 0 0 0.5rem 1.75rem;
    font-size: 0.875rem;
    color: ${V.textSecondary};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
  .sf-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button {
    min-height: 2.75rem;
    padding: 0.5rem 1.25rem;
    font: inherit;
    font-weight: 700;
    border-radius: 4px;
    cursor: pointer;
    color: ${V.primary};
    background: ${V.bg};
    border: 2px solid ${V.primary};
  }
  button[data-sf-consent-action='all'] {
    color: ${V.onPrimary};
    background: ${V.primary};
  }
`;

/**
 * Shows the banner in the first paint when no consent cookie is stored: an inline script right
 * after the banner (`previousElementSibling`), so the banner is not a late, large paint (it was the
 * page's LCP element, painted only after the shell's bundle ran). A fixed overlay: it moves nothing.
 * A choice clicked before the shell's script runs hides the banner at once and is noted on it
 * (`data-sf-consent-early="<action>"`); the shell stores it when it starts. Should the shell never
 * start, nothing is stored: the shopper has consented to nothing beyond the necessary, and is
 * asked again on the next page. Over TLS the cookie is `__Host-sf_consent`.
 */
export const CONSENT_SHOW_SCRIPT =
  '(function(b){if(!b||/(?:^|;\\s*)(?:__Host-)?sf_consent=/.test(document.cookie))return;b.hidden=false;' +
  "b.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('[data-sf-consent-action]');" +
  "if(a){b.setAttribute('data-sf-consent-early',a.getAttribute('data-sf-consent-action'));b.hidden=true}})})" +
  '(document.currentScript&&document.currentScript.previousElementSibling)';

/**
 * The cookie consent banner: a labelled region (not a modal; the page stays usable) with "accept
 * all", "only necessary" and the groups C0001–C0006 under "settings". Hidden in the HTML; with a
 * `nonce` an inline script shows it before the first paint when no consent is stored
 * ({@link CONSENT_SHOW_SCRIPT}); the shell script shows it otherwise and stores the choice (`sf_consent`).
 */
export function ConsentBanner({
  t,
  nonce,
}: {
  readonly t: Translate;
  readonly nonce?: string | null | undefined;
}): ReactNode {
  return (
    <>
      <Region data-sf-consent="" aria-labelledby="sf-consent-title" hidden>
        <div>
          <h2 id="sf-consent-title" tabIndex={-1} data-sf-consent-title="">
            {t('sf.consent.title')}
          </h2>
          <p>{t('sf.consent.text')}</p>
          <details>
            <summary>{t('sf.consent.settings')}</summary>
            <fieldset>
              <legend>{t('shell.consent.categories')}</legend>
              {CONSENT_GROUPS.map((group) => (
                <div key={group}>
                  <label>
                    <input
                      type="checkbox"
                      name={group}
                      defaultChecked={group === 'C0001'}
                      disabled={group === 'C0001'}
                      aria-describedby={`sf-consent-${group}`}
                    />
                    {t(`shell.consent.${group}`)}
                  </label>
                  <p id={`sf-consent-${group}`}>{t(`shell.consent.${group}.text`)}</p>
                </div>
              ))}
            </fieldset>
            <button type="button" data-sf-consent-action="save">
              {t('shell.consent.save')}
            </button>
          </details>
          <div className="sf-actions">
            <button type="button" data-sf-consent-action="necessary">
              {t('sf.consent.onlyNecessary')}
            </button>
            <button type="button" data-sf-consent-action="all">
              {t('sf.consent.acceptAll')}
            </button>
          </div>
        </div>
      </Region>
      {nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_SHOW_SCRIPT }} /> : null}
    </>
  );
}
