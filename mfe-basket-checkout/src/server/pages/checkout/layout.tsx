import type { Locale } from '@sf/contracts';
import type { ReactElement, ReactNode } from 'react';
import { serverText } from '../../domain';

/** `t` of a page: the basket domain's messages in the page's locale. */
export type T = (id: string, values?: Record<string, string | number>) => string;
export const textsOf =
  (locale: Locale): T =>
  (id, values) =>
    serverText(locale, id, values);

/** Styles of every checkout step: targets of at least 44 px, visible focus, never under the sticky header. */
export const CHECKOUT_CSS = `.sf-checkout{display:grid;gap:1.25rem;padding:1.5rem 0;max-width:60rem}
.sf-checkout h1{margin:0;font-size:1.75rem}
.sf-checkout h2{margin:0;font-size:1.25rem}
.sf-checkout :where(a,button,input,select,summary):focus-visible{outline:3px solid var(--sf-focus,#1a1a1a);outline-offset:2px}
.sf-checkout :where(h1,h2,fieldset,input,select,button,[id]){scroll-margin-top:8rem;scroll-margin-bottom:6rem}
.sf-checkout__steps ol{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;list-style:none;margin:0;padding:0;counter-reset:step}
.sf-checkout__steps li{counter-increment:step}
.sf-checkout__steps li::before{content:counter(step) ". "}
.sf-checkout__steps [aria-current]{font-weight:700}
.sf-checkout__box{padding:1rem;border:1px solid var(--sf-divider,#d6d6d6);border-radius:4px;display:grid;gap:.75rem}
.sf-checkout__grid{display:grid;gap:1rem}
@media (min-width:900px){.sf-checkout__grid{grid-template-columns:repeat(3,1fr)}.sf-checkout__two{grid-template-columns:1fr 1fr}}
.sf-checkout fieldset{border:1px solid var(--sf-divider,#d6d6d6);border-radius:4px;padding:1rem;margin:0;display:grid;gap:.75rem}
.sf-checkout legend{font-weight:700;padding:0 .25rem}
.sf-checkout label{display:block;font-size:.875rem}
.sf-checkout input:not([type=radio]):not([type=checkbox]),.sf-checkout select{box-sizing:border-box;width:100%;max-width:28rem;min-height:2.75rem;font:inherit;padding:.25rem .5rem;border:1px solid var(--sf-border,#767676);border-radius:4px;background:var(--sf-bg,#fff);color:var(--sf-text,#1a1a1a)}
.sf-checkout__choice{display:flex;gap:.75rem;align-items:center;min-height:2.75rem}
.sf-checkout__choice input{width:1.5rem;height:1.5rem;margin:0;flex:none}
.sf-checkout__choice label{font-size:1rem}
.sf-checkout button,.sf-checkout__button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;min-width:2.75rem;font:inherit;padding:.25rem 1rem;border-radius:4px;border:1px solid var(--sf-primary,#057187);background:var(--sf-bg,#fff);color:var(--sf-primary,#057187);cursor:pointer;text-decoration:none;box-sizing:border-box}
.sf-checkout__primary{background:var(--sf-primary,#057187)!important;color:#fff!important}
.sf-checkout__hint{display:block;font-size:.875rem}
.sf-checkout__error{margin:.25rem 0 0;font-size:.875rem;color:var(--sf-error-fg,#b00020)}
.sf-checkout__notice{margin:0;padding:.75rem 1rem;border:1px solid var(--sf-border,#767676);border-radius:4px}
.sf-checkout__lines{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.sf-checkout__sum{display:flex;justify-content:space-between;gap:1rem;margin:0}
.sf-checkout__total{font-weight:700;font-size:1.125rem}
.sf-checkout address{font-style:normal}
.sf-checkout__actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.sf-checkout__default{position:absolute!important;width:1px!important;height:1px!important;min-height:0!important;min-width:0!important;padding:0!important;border:0!important;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sf-checkout__inline{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}`;

const STEPS = ['checkout-login', 'checkout-delivery', 'checkout-payment', 'checkout'] as const;

/** The step list (an ordered list; the current step marked with `aria-current="step"`). */
export function Steps({ current, t }: { current: (typeof STEPS)[number] | null; t: T }): ReactElement {
  const at = current ? STEPS.indexOf(current) : STEPS.length;
  return (
    <nav className="sf-checkout__steps" aria-label={t('checkout.steps.label')}>
      <ol>
        {STEPS.map((step, i) => (
          <li key={step} {...(i === at ? { 'aria-current': 'step' as const } : {})}>
            {t(`checkout.step.${step}`)}
            {i < at ? <span> ({t('checkout.step.done')})</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A notice after a form post: `alert` for what went wrong, `status` otherwise. */
export function Notice({ text, alert }: { text: string | null; alert: boolean }): ReactElement | null {
  if (!text) return null;
  return (
    <p className="sf-checkout__notice" role={alert ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/** The frame of a step: styles, the step list, the heading and the notice. */
export function CheckoutFrame(props: {
  id: string;
  title: string;
  step: (typeof STEPS)[number] | null;
  t: T;
  notice?: { text: string; alert: boolean } | null;
  children: ReactNode;
}): ReactElement {
  return (
    <section className="sf-checkout" aria-labelledby={props.id}>
      <style>{CHECKOUT_CSS}</style>
      <Steps current={props.step} t={props.t} />
      <h1 id={props.id}>{props.title}</h1>
      <Notice text={props.notice?.text ?? null} alert={props.notice?.alert ?? false} />
      {props.children}
    </section>
  );
}

/** The hidden locale field every form carries (the 303 goes back to the page in the same language). */
export const LocaleField = ({ locale }: { locale: Locale }): ReactElement => (
  <input type="hidden" name="locale" value={locale} />
);
