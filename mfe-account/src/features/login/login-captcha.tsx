import { CaptchaWidget, captchaLanguageOf } from '@sf/captcha';
import type { ReactElement } from 'react';
import styled from 'styled-components';

/** The widget's box keeps its height before and after the widget loads (no layout shift). */
const Box = styled.div`
  min-height: 4.5rem;
  margin-bottom: 1rem;
`;

/** Where the widget fetches its challenge (decision 0114) and the field its payload is posted as. */
export const LOGIN_CAPTCHA_URL = '/api/customer/captcha';
export const LOGIN_CAPTCHA_FIELD = 'altcha';

export interface LoginCaptchaProps {
  readonly label: string;
  readonly locale: string;
  /** Called with the widget's payload once solved, and with '' when it expires. */
  readonly onPayload: (payload: string) => void;
}

/**
 * The login's captcha step (decision 0114): the shop's ALTCHA widget (`@sf/captcha`), shown only when
 * the server asks for it; it fetches a challenge from the account server and starts solving at once.
 */
export function LoginCaptcha({ label, locale, onPayload }: LoginCaptchaProps): ReactElement {
  return (
    <Box role="group" aria-label={label}>
      <CaptchaWidget
        challengeUrl={LOGIN_CAPTCHA_URL}
        fieldName={LOGIN_CAPTCHA_FIELD}
        language={captchaLanguageOf(locale)}
        load
        solveAtOnce
        onPayload={onPayload}
      />
    </Box>
  );
}
