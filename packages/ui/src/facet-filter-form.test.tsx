import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FacetFilterForm, type FacetFilterFormProps } from './facet-filter-form';
import { renderUi } from './test-utils';

const PROPS: FacetFilterFormProps = {
  action: '/damenmode/kleider',
  label: 'Filter',
  idPrefix: 'side-',
  sort: {
    label: 'Sortieren nach',
    value: 'price-asc',
    options: [
      { value: 'relevance', label: 'Relevanz' },
      { value: 'price-asc', label: 'Preis aufsteigend' },
    ],
  },
  price: { minLabel: 'Preis ab (EUR)', maxLabel: 'Preis bis (EUR)', min: '20', max: '' },
  facets: [
    {
      name: 'colour',
      legend: 'Farbe',
      options: [
        { value: 'rot', label: 'Rot (4)', checked: true, swatch: '#c00' },
        { value: 'blau', label: 'Blau (2)', checked: false },
      ],
    },
  ],
  applyLabel: 'Filter anwenden',
  reset: { href: '/damenmode/kleider', label: 'Filter zurücksetzen' },
};

/** The query the form sends, as a browser builds it (the form's successful controls). */
const queryOf = (form: HTMLFormElement) =>
  new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();

describe('FacetFilterForm', () => {
  it('is a named GET form to the list whose query is the state', () => {
    renderUi(<FacetFilterForm {...PROPS} />);
    const form = screen.getByRole('form', { name: 'Filter' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/damenmode/kleider');
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price-asc');
    expect(screen.getByRole('textbox', { name: 'Preis ab (EUR)' })).toHaveValue('20');
    const colours = screen.getByRole('group', { name: 'Farbe' });
    expect(within(colours).getByRole('checkbox', { name: 'Rot (4)' })).toBeChecked();
    expect(within(colours).getByRole('checkbox', { name: 'Blau (2)' })).not.toBeChecked();
    expect(queryOf(form)).toBe('sort=price-asc&min=20&max=&colour=rot');
    expect(screen.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveAttribute(
      'href',
      '/damenmode/kleider',
    );
    expect(screen.getByRole('button', { name: 'Filter anwenden' })).toHaveAttribute('type', 'submit');
  });

  it('sends the form when the sort changes only when asked to', async () => {
    const user = userEvent.setup();
    const sent = jest.fn((e: SubmitEvent) => e.preventDefault());
    const { unmount } = renderUi(<FacetFilterForm {...PROPS} reset={null} />);
    document.addEventListener('submit', sent);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), 'relevance');
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    renderUi(<FacetFilterForm {...PROPS} sort={{ ...PROPS.sort, submitOnChange: true }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), 'relevance');
    expect(sent).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', sent);
  });
});
