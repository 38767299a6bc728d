// the basket's credit widget as the shopper's browser gets it: the fragment's markup in the basket's
// slot of a jsdom page, its inline script run there, the calculator modal loaded from the credit API
// (fetch answered by the real dialog renderer). A JSDOM of its own: the server code needs Node's globals.
import '@testing-library/jest-dom';
import { fireEvent, within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { conditionsOf } from '../domain/conditions';
import { computeInstalments } from '../domain/formulas';
import { formatMoney } from '../../shared/format';
import { renderCalculatorDialog } from './calculator-dialog';
import { creditWidget } from './widgets';

const asked: string[] = [];
/** Money as the page shows it, with the whitespace the queries normalise (no-break spaces to spaces). */
const euros = (cents: number) => formatMoney(cents, 'EUR', 'de-DE').replace(/\s/g, ' ');

/** The basket page's summary with the slot the composer filled (basket-page.tsx), its script run as the page would. */
function basketWith(widgetHtml: string): { main: HTMLElement; body: HTMLElement } {
  const dom = new JSDOM(
    `<!doctype html><html lang="de"><body><main><h1>Warenkorb</h1><section class="sf-basket__summary"><h2>Zusammenfassung</h2><div class="sf-basket__credit" data-sf-widget-slot="mfe-credit-instalments">${widgetHtml}</div></section></main></body></html>`,
    { url: 'http://shop.test/warenkorb', runScripts: 'outside-only', pretendToBeVisual: true },
  );
  const win = dom.window;
  // jsdom has <dialog> without its methods: what the browser does, minus the top layer
  win.HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  win.HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new win.Event('close'));
  };
  (win as unknown as { fetch: unknown }).fetch = async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    asked.push(`${url.pathname}${url.search}`);
    const html = await renderCalculatorDialog({
      tenant: 'DE',
      locale: 'de-DE',
      query: Object.fromEntries(url.searchParams),
    });
    return new Response(html, { headers: { 'content-type': 'text/html' } });
  };
  for (const script of Array.from(win.document.querySelectorAll('script')))
    win.eval(script.textContent ?? '');
  return { main: win.document.querySelector('main')!, body: win.document.body };
}

/** Waits (at most 2 s) until `check` stops throwing; its value. */
async function until<T>(check: () => T): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return check();
    } catch (error) {
      if (i > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

beforeEach(() => {
  asked.length = 0;
});

describe('the basket’s credit widget (jsdom)', () => {
  it('shows the monthly figure of the basket total and opens the calculator modal, which changes term and closes back to the link', async () => {
    const c = conditionsOf('DE');
    const longest = c.terms[c.terms.length - 1]!;
    const monthly = euros(computeInstalments(99900, longest, false, c)!.monthlyInstallment);
    const { main, body } = basketWith(creditWidget('DE', 'de-DE', { price: 99900 }, 'n0nce'));
    expect(within(main).getByText(`ab ${monthly} mtl.`)).toBeVisible();
    const link = within(main).getByRole('link', { name: 'Ratenrechner öffnen' });
    // without JavaScript the link is the calculator page with the basket's total
    expect(link).toHaveAttribute('href', '/service-hilfe/ratenrechner?price=99900');

    fireEvent.click(link);
    const dialog = await until(() => within(body).getByRole('dialog', { name: 'Ratenrechner' }));
    expect(asked).toEqual(['/api/credit/dialog?price=99900&locale=de-DE']);
    for (const label of ['Monatliche Rate', 'Gesamtbetrag', 'Aufschlag Zahlpause'])
      expect(within(dialog).getByText(label)).toBeVisible();

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Laufzeit' }), { target: { value: '12' } });
    await until(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toContain('term=12');
    const twelve = euros(computeInstalments(99900, 12, false, c)!.monthlyInstallment);
    // the monthly figure of the figures list (term and description list: the value follows its label)
    await until(() =>
      expect(within(dialog).getByText('Monatliche Rate').nextElementSibling).toHaveTextContent(twelve),
    );
    // the changed field keeps the focus
    await until(() => expect(within(dialog).getByRole('combobox', { name: 'Laufzeit' })).toHaveFocus());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(within(body).queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('shows the fallback text when the basket total cannot be computed, with nothing to open', () => {
    const { main } = basketWith(creditWidget('DE', 'de-DE', null, 'n0nce'));
    expect(
      within(main).getByText(
        'Die Ratenberechnung ist zurzeit nicht möglich. Bitte versuchen Sie es später erneut.',
      ),
    ).toBeVisible();
    expect(within(main).queryByRole('link')).not.toBeInTheDocument();
  });
});
