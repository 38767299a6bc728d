import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreFooter, type LoadMoreFooterProps } from './product-list';
import { renderUi } from './test-utils';

const PROPS: LoadMoreFooterProps = {
  shownText: '24 von 60 Artikeln',
  nextHref: '/damenmode?page=2',
  moreLabel: 'Mehr Artikel anzeigen',
  busyLabel: 'Artikel werden geladen …',
  busy: false,
  onMore: () => undefined,
};

describe('LoadMoreFooter', () => {
  it('is a link to the next page that loads in place once hydrated', async () => {
    const user = userEvent.setup();
    const onMore = jest.fn();
    renderUi(<LoadMoreFooter {...PROPS} onMore={onMore} />);
    expect(screen.getByText('24 von 60 Artikeln')).toHaveAttribute('aria-live', 'polite');
    const more = screen.getByRole('link', { name: 'Mehr Artikel anzeigen' });
    expect(more).toHaveAttribute('href', '/damenmode?page=2');
    await user.click(more);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while a load runs and says so', async () => {
    const user = userEvent.setup();
    const onMore = jest.fn();
    renderUi(<LoadMoreFooter {...PROPS} busy onMore={onMore} />);
    const more = screen.getByRole('link', { name: 'Artikel werden geladen …' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect(onMore).not.toHaveBeenCalled();
  });

  it('shows a failed load as an alert and no link when everything is shown', () => {
    renderUi(
      <LoadMoreFooter {...PROPS} nextHref={null} errorText="Weitere Artikel konnten nicht geladen werden." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Weitere Artikel konnten nicht geladen werden.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
