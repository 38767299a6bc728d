import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';
import { useIntl } from './intl-context';

const Notice = styled.p`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 1px solid ${(p) => themeOf(p).palette.feedback.warning.border};
  background: ${(p) => themeOf(p).palette.feedback.warning.bg};
  color: ${(p) => themeOf(p).palette.feedback.warning.fg};
`;

/** The localized "this area cannot be shown" notice (`sf.fragment.fallback`), announced politely. */
export function FallbackNotice(): ReactNode {
  const intl = useIntl();
  return <Notice role="status">{intl.formatMessage({ id: 'sf.fragment.fallback' })}</Notice>;
}
