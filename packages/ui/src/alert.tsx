import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf, type Severity } from '@sf/tokens';
import { SeverityIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

/** How an Alert is announced: `assertive` = role alert, `polite` = role status, `off` = static content. */
export type AlertLive = 'assertive' | 'polite' | 'off';

/** Props of `Alert`. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'title'> {
  readonly severity: Severity;
  /** Bold first line. */
  readonly title?: ReactNode;
  /** Default: `assertive` for errors, `polite` otherwise. Use `off` for messages present on page load. */
  readonly live?: AlertLive | undefined;
  /** Screen-reader prefix naming the severity (e.g. "Fehler"). */
  readonly severityLabel?: string | undefined;
}

const Box = styled.div<{ $severity: Severity }>`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  padding: ${(p) => themeOf(p).spacing(1.5, 2)};
  border: 1px solid ${(p) => themeOf(p).palette.feedback[p.$severity].border};
  border-left-width: 4px;
  border-radius: ${(p) => themeOf(p).radii.md};
  background-color: ${(p) => themeOf(p).palette.feedback[p.$severity].bg};
  color: ${(p) => themeOf(p).palette.feedback[p.$severity].fg};
  > svg {
    flex: none;
    margin-top: 0.125em;
  }
  a {
    color: inherit;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0 0 ${(p) => themeOf(p).spacing(0.5)};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
`;

/**
 * An inline message box (form result, fallback text, notice) with a severity icon and colours.
 * @example <Alert severity="error" severityLabel={t('error')}>{t('generalError')}</Alert>
 */
export function Alert({ severity, title, live, severityLabel, children, ...rest }: AlertProps): ReactElement {
  const mode = live ?? (severity === 'error' ? 'assertive' : 'polite');
  const role = mode === 'assertive' ? 'alert' : mode === 'polite' ? 'status' : undefined;
  return (
    <Box {...rest} role={role} $severity={severity} data-severity={severity}>
      <SeverityIcon severity={severity} />
      <Content>
        {severityLabel && <VisuallyHidden>{severityLabel} </VisuallyHidden>}
        {title !== undefined && <Title>{title}</Title>}
        {children}
      </Content>
    </Box>
  );
}
