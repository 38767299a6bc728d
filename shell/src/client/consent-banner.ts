import { CONSENT_GROUPS, type ConsentGroup, type EventBus } from '@sf/contracts';
import { ALL_GROUPS, NECESSARY_ONLY, consentCookie, readConsent, type ConsentGroups } from './consent-cookie';
import { keepFocusAboveBanner } from './consent-focus';

/** Options of {@link enhanceConsentBanner}. */
export interface ConsentBannerOptions {
  readonly doc: Document;
  readonly bus: EventBus;
  readonly now?: () => Date;
  /** `document.cookie` as the light entry read it before writing any cookie; default: read now (decision 0297). */
  readonly cookies?: string;
}

/**
 * Brings the server-rendered consent banner (`[data-sf-consent]`, hidden in the HTML) to life:
 * shows it when no consent is stored, stores the choice (accept all, only necessary, or the
 * groups ticked under "Einstellungen") in the consent cookie, emits `consent:changed`, and lets
 * the footer's `[data-sf-consent-open]` button reopen it (focus moves to the banner's heading
 * and back to the button after a choice). It is a labelled region, not a modal: the page stays
 * usable while it is open, nothing focused hides under it ({@link keepFocusAboveBanner}), and Escape
 * closes it for this page without storing a choice (asked again on the next page). Returns `null`
 * when the page has no banner.
 */
export function enhanceConsentBanner(options: ConsentBannerOptions): { open(): void } | null {
  const { doc, bus } = options;
  const now = options.now ?? (() => new Date());
  const secure = doc.location.protocol === 'https:';
  const banner = doc.querySelector<HTMLElement>('[data-sf-consent]');
  if (!banner) return null;
  const heading = banner.querySelector<HTMLElement>('[data-sf-consent-title]');
  const boxes = (): HTMLInputElement[] => [
    ...banner.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name^="C000"]'),
  ];
  let returnFocus: HTMLElement | null = null;
  const focusRoom = keepFocusAboveBanner(doc, banner);
  const show = (visible: boolean) => {
    banner.hidden = !visible;
    focusRoom.update();
  };

  const reflect = (groups: ConsentGroups) => {
    for (const box of boxes())
      box.checked = box.name === 'C0001' || groups[box.name as ConsentGroup] === true;
  };

  const choose = (groups: ConsentGroups) => {
    doc.cookie = consentCookie(groups, { secure, now: now() });
    bus.emit({ type: 'consent:changed', v: 1, groups });
    show(false);
    returnFocus?.focus();
    returnFocus = null;
  };

  const selected = (): ConsentGroups => {
    const ticked = new Set(
      boxes()
        .filter((b) => b.checked)
        .map((b) => b.name),
    );
    return Object.fromEntries(CONSENT_GROUPS.map((g) => [g, g === 'C0001' || ticked.has(g)])) as Record<
      ConsentGroup,
      boolean
    >;
  };

  const act = (action: string | null | undefined) => {
    if (action === 'all') choose(ALL_GROUPS);
    else if (action === 'necessary') choose(NECESSARY_ONLY);
    else if (action === 'save') choose(selected());
  };
  banner.addEventListener('click', (event) => {
    act(
      (event.target as Element | null)?.closest<HTMLElement>('[data-sf-consent-action]')?.dataset
        .sfConsentAction,
    );
  });
  // a choice clicked before this script ran (noted by the header's inline script) is carried out now
  const early = banner.getAttribute('data-sf-consent-early');
  banner.removeAttribute('data-sf-consent-early');

  const open = () => {
    reflect(readConsent(doc.cookie, { secure }) ?? NECESSARY_ONLY);
    show(true);
    heading?.focus();
  };

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || banner.hidden || event.defaultPrevented) return;
    const inside = banner.contains(doc.activeElement);
    show(false);
    if (returnFocus) returnFocus.focus();
    else if (inside) (doc.activeElement as HTMLElement | null)?.blur();
    returnFocus = null;
  });

  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-sf-consent-open]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      returnFocus = button;
      open();
    });
  }

  const stored = readConsent(options.cookies ?? doc.cookie, { secure });
  if (stored) reflect(stored);
  show(!stored); // first visit: ask, without taking the focus away from the page
  if (early) act(early);
  return { open };
}
