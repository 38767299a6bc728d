import type { ReactNode } from 'react';
import styled from 'styled-components';
import { V } from './scheme-vars';
import type { Translate } from './translate';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  /* space kept while hidden: showing it after the script runs must not move the page (CLS) */
  &[hidden] {
    visibility: hidden;
  }
  select {
    min-height: 2.75rem;
    padding: 0.25rem 0.5rem;
    font: inherit;
    color: ${V.text};
    background: ${V.bg};
    border: 1px solid ${V.border};
    border-radius: 4px;
  }
`;

/**
 * The colour-mode choice (light, dark, system). Hidden in the HTML (its space reserved, so that
 * showing it moves nothing): without JavaScript the page follows the system setting; the shell
 * script shows it and stores the choice (`mui-mode`).
 */
export function ColorModeField({ t }: { readonly t: Translate }): ReactNode {
  return (
    <Field data-sf-color-mode-field="" hidden>
      <label htmlFor="sf-color-mode">{t('sf.colorMode.label')}</label>
      <select id="sf-color-mode" data-sf-color-mode="" defaultValue="system">
        <option value="system">{t('sf.colorMode.system')}</option>
        <option value="light">{t('sf.colorMode.light')}</option>
        <option value="dark">{t('sf.colorMode.dark')}</option>
      </select>
    </Field>
  );
}
