import { screen, within } from '@testing-library/react';
import { Alert } from './alert';
import { renderUi, stylesOf } from './test-utils';

describe('Alert', () => {
  it('announces errors assertively as role alert, with a severity prefix', () => {
    renderUi(
      <Alert severity="error" severityLabel="Fehler" title="Anmeldung fehlgeschlagen">
        Wir konnten Ihre Anfrage leider nicht bearbeiten.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Fehler Anmeldung fehlgeschlagen/);
    expect(within(alert).getByText('Anmeldung fehlgeschlagen').tagName).toBe('P');
    expect(alert).toHaveTextContent(/Wir konnten Ihre Anfrage leider nicht bearbeiten\.$/);
  });

  it('uses role status for other severities and no role when live is off', () => {
    renderUi(
      <>
        <Alert severity="success">Newsletter bestellt</Alert>
        <Alert severity="info" live="off">
          Versandkostenfrei ab 75 €
        </Alert>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Newsletter bestellt');
    expect(screen.getByText('Versandkostenfrei ab 75 €').closest('[data-severity]')).not.toHaveAttribute(
      'role',
    );
  });

  it('passes native props and shows the severity by icon and colour', () => {
    renderUi(
      <Alert severity="warning" id="hint" className="extra">
        Achtung
      </Alert>,
    );
    const box = screen.getByRole('status');
    expect(box).toHaveAttribute('id', 'hint');
    expect(box).toHaveClass('extra');
    expect(box.querySelector('svg[data-severity-icon="warning"]')).toHaveAttribute('aria-hidden', 'true');
    expect(stylesOf(box)).toContain('background-color: #fff4e5');
  });
});
