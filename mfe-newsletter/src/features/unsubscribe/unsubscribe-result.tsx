import { useIntl } from '@sf/remote-kit';
import { useEffect, useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { Notice } from '../../shared/layout';
import { isSuccessResult, unsubscribeResultText } from '../../shared/result-text';
import type { UnsubscribeResult as Result } from '../../shared/state';

const H2 = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

/** Props of {@link UnsubscribeResultNotice}. */
export interface UnsubscribeResultNoticeProps {
  readonly result: Result;
  /** Focus the result heading when shown (after a submit in the browser). */
  readonly focus: boolean;
}

/**
 * The outcome of the unsubscribe form: success per option, the spec's not-found text or the
 * generic error, under a heading that takes the focus after a submit.
 */
export function UnsubscribeResultNotice({ result, focus }: UnsubscribeResultNoticeProps): ReactElement {
  const intl = useIntl();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, result]);
  const success = isSuccessResult(result);
  return (
    <Notice $severity={success ? 'success' : 'error'} role="status">
      <H2 ref={ref} tabIndex={-1}>
        {intl.formatMessage({
          id: success
            ? 'newsletter.unsubscribe.resultTitle.success'
            : 'newsletter.unsubscribe.resultTitle.failure',
        })}
      </H2>
      <p>{unsubscribeResultText(intl, result)}</p>
    </Notice>
  );
}
