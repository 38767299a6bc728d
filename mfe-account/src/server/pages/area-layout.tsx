import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement, ReactNode } from 'react';
import type { AccountMessageId } from '../domain/intl';
import type { AreaErrors, MessageId } from '../domain/area-validation';
import { CSS, Field, type T } from './account-page';
import type { AreaNotice } from './area-notice';
import { AREA_NAV, areaT, LogoutForm, type AT, type RouteId } from './area-nav';

export { AREA_NAV, AreaLinks, areaT, type AT, type RouteId } from './area-nav';

export const AREA_CSS = `${CSS}
.sf-area{display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:900px){.sf-area{grid-template-columns:16rem minmax(0,1fr);align-items:start}}
.sf-area__nav ul{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.sf-area__nav a{display:block;padding:.5rem .75rem;min-height:1.5rem;color:var(--sf-link,#035a6b);border-radius:4px}
.sf-area__logout{margin:.75rem 0 0}
.sf-area__nav a[aria-current=page]{font-weight:700;background:var(--sf-surface,#eef6f8);color:var(--sf-text,#1a1a1a)}
.sf-area__main{display:grid;gap:1.25rem;min-width:0;grid-template-columns:minmax(0,1fr)}
.sf-area table{border-collapse:collapse;width:100%}
.sf-area th,.sf-area td{text-align:left;padding:.5rem;border-bottom:1px solid var(--sf-divider,#d6d6d6);vertical-align:top}
.sf-area td.sf-num,.sf-area th.sf-num{text-align:right}
.sf-area td.sf-num{white-space:nowrap}
.sf-area__scroll{overflow-x:auto}
.sf-area__cards{display:grid;gap:1rem}
@media (min-width:600px){.sf-area__cards{grid-template-columns:1fr 1fr}}
.sf-area dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
.sf-area dd{margin:0}
.sf-area ul.sf-area__list{margin:0;padding-left:1.25rem}
.sf-area .sf-area__secondary{background:var(--sf-bg,#fff);color:var(--sf-primary-dark,#035a6b)}
.sf-area__actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.sf-area__actions form{display:inline}
.sf-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

/**
 * A table that scrolls sideways inside its box on a narrow screen, instead of widening the page (a
 * page wider than a phone's screen is zoomed out and shifted: CLS 0.54 on the overview). Focusable and
 * named, so keyboard users can scroll it (WCAG 2.1.1, 1.4.10 allows it for data tables).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    // a scrollable region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="sf-area__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The base texts' `T` (the shared form fields) over the area's texts. */
export const baseT =
  (t: AT): T =>
  (id, values) =>
    t(id, values);

export { day, money } from '../../shared/format';

export function AreaNoticeView({ notice, t }: { notice: AreaNotice | null; t: AT }): ReactElement | null {
  return notice ? (
    <p className="sf-account__notice" role={notice.kind}>
      {t(notice.message)}
    </p>
  ) : null;
}

/** A form field whose error may be one of the area's messages. */
export function AreaField(
  props: Omit<Parameters<typeof Field>[0], 'error' | 't'> & { errors: AreaErrors; t: AT },
): ReactElement {
  const { errors, t, ...rest } = props;
  return <Field {...rest} t={baseT(t)} error={errors[props.name] as AccountMessageId | undefined} />;
}

/** Every sub-page: its title (h1), the account navigation with the current page marked, the content. */
export function AreaLayout(props: {
  locale: Locale;
  current: RouteId;
  title: string;
  notice: AreaNotice | null;
  children: ReactNode;
}): ReactElement {
  const t = areaT(props.locale);
  return (
    <section className="sf-account" aria-labelledby="sf-area-title">
      <style>{AREA_CSS}</style>
      <h1 id="sf-area-title">{props.title}</h1>
      <div className="sf-area">
        <nav className="sf-area__nav" aria-labelledby="sf-area-nav">
          <h2 id="sf-area-nav">{t('area.nav.label')}</h2>
          <ul>
            {AREA_NAV.map((item) => (
              <li key={item.route}>
                <a
                  href={localizedPath(item.route, props.locale)}
                  {...(item.route === props.current ? { 'aria-current': 'page' as const } : {})}
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
          <LogoutForm locale={props.locale} />
        </nav>
        <div className="sf-area__main">
          <AreaNoticeView notice={props.notice} t={t} />
          {props.children}
        </div>
      </div>
    </section>
  );
}

/** A visitor: the way to the login (back here afterwards). */
export function LoginPrompt({ locale, path }: { locale: Locale; path: string }): ReactElement {
  const t = areaT(locale);
  return (
    <div className="sf-account__box">
      <p>{t('area.loginPrompt')}</p>
      <p>
        <a href={`${localizedPath('account', locale)}?returnTo=${encodeURIComponent(path)}`}>
          {t('area.loginLink')}
        </a>
      </p>
    </div>
  );
}

/** A soft-logged-in customer on a page with personal data: the password again (upgrades the session). */
export function ReauthForm({
  locale,
  path,
  errors,
}: {
  locale: Locale;
  path: string;
  errors: AreaErrors;
}): ReactElement {
  const t = areaT(locale);
  return (
    <div className="sf-account__box">
      <h2 id="sf-area-reauth">{t('area.reauth.title')}</h2>
      <p>{t('area.reauth.text')}</p>
      <form method="post" action="/api/customer/form/area/reauth" noValidate aria-labelledby="sf-area-reauth">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="returnTo" value={path} />
        <AreaField
          id="sf-area-reauth-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('account.field.password')}
          errors={errors}
          t={t}
        />
        <button type="submit">{t('area.reauth.submit')}</button>
      </form>
    </div>
  );
}

/** Account data could not be read: the spec's message and a way to try again. */
export function DataError({
  locale,
  path,
  message = 'account.data.error',
}: {
  locale: Locale;
  path: string;
  message?: MessageId;
}): ReactElement {
  const t = areaT(locale);
  return (
    <div className="sf-account__box" role="alert">
      <p>{t(message)}</p>
      <p>
        <a href={path.split('?')[0]}>{t('area.reload')}</a>
      </p>
    </div>
  );
}
