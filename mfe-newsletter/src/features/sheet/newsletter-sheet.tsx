import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { Sheet } from '@sf/ui';
import { themeOf } from '@sf/tokens';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { voucherValues } from '../../shared/format';
import type { NewsletterSheetContent } from './sheet-content';

export type { NewsletterSheetContent } from './sheet-content';

/** Props of {@link NewsletterSheet}. */
export interface NewsletterSheetProps {
  readonly locale: Locale;
  readonly content?: NewsletterSheetContent | undefined;
  /** Start open (e.g. a host that opens it on a trigger of its own). */
  readonly defaultOpen?: boolean | undefined;
}

const Opener = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => themeOf(p).touchTarget.comfortable};
  padding: ${(p) => themeOf(p).spacing(1, 3)};
  border-radius: ${(p) => themeOf(p).radii.md};
  background-color: ${(p) => themeOf(p).palette.primary.main};
  color: ${(p) => themeOf(p).palette.primary.contrastText};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: ${(p) => themeOf(p).focusRing.width} solid ${(p) => themeOf(p).palette.focusRing};
    outline-offset: ${(p) => themeOf(p).focusRing.offset};
  }
`;

const Cta = styled(Opener)``;

const Legal = styled.p`
  font-size: ${(p) => themeOf(p).typography.small.fontSize};
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2)};
  p {
    margin: 0;
  }
`;

/**
 * The slide-in newsletter sheet: a button opens an accessible sheet dialog (title, text, a link to
 * the sign-up page). The opener is a link to the sign-up page (so it works without JavaScript) with
 * the role of a button that opens the sheet once the widget is live (a press before is held, decision 0130).
 */
export function NewsletterSheet({
  locale,
  content = {},
  defaultOpen = false,
}: NewsletterSheetProps): ReactElement {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const signupPath = localizedPath('newsletter-signup', locale);
  const buttonLabel = content.buttonLabel ?? intl.formatMessage({ id: 'newsletter.sheet.open' });
  return (
    <>
      {/* one element before and after hydration: a press before the remote is live is held by the
          page's first script (a link with aria-haspopup) and given to this same node once it is */}
      <Opener
        href={signupPath}
        role="button"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {buttonLabel}
      </Opener>
      <Sheet
        open={open}
        side="right"
        onClose={() => setOpen(false)}
        title={content.headline ?? intl.formatMessage({ id: 'newsletter.sheet.title' })}
        closeLabel={content.dismiss ?? intl.formatMessage({ id: 'newsletter.sheet.close' })}
      >
        <Body>
          <p>{content.text ?? intl.formatMessage({ id: 'newsletter.sheet.text' }, voucherValues(intl))}</p>
          <p>
            <Cta href={signupPath}>
              {content.cta?.label ?? intl.formatMessage({ id: 'newsletter.sheet.cta' })}
            </Cta>
          </p>
          {content.legal && <Legal>{content.legal}</Legal>}
        </Body>
      </Sheet>
    </>
  );
}
