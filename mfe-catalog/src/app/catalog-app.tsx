import type { RemoteAppProps } from '@sf/remote-kit';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { CategoryPage } from '../features/category/category-page';
import { ProductPage } from '../features/product/product-page';
import { isCatalogState } from '../shared/state';
import { Link, Muted, PageColumn, PageHeading } from '@sf/ui';

/**
 * The catalog remote's root: the category page, the product page or the not-found page, from the
 * fragment server's state. The same component renders on the server and hydrates in the browser.
 */
export function CatalogApp({ props, initialState }: RemoteAppProps): ReactElement {
  const intl = useIntl();
  const state = isCatalogState(initialState) ? initialState : null;
  if (state?.page === 'category')
    return (
      <PageColumn>
        <CategoryPage state={state} locale={props.locale} />
      </PageColumn>
    );
  if (state?.page === 'product')
    return (
      <PageColumn>
        <ProductPage state={state} locale={props.locale} />
      </PageColumn>
    );
  return (
    <PageColumn>
      <PageHeading>{intl.formatMessage({ id: 'catalog.notFound.title' })}</PageHeading>
      <Muted>{intl.formatMessage({ id: 'catalog.notFound.text' })}</Muted>
      <Link href={state?.page === 'not-found' ? state.homeUrl : '/'}>
        {intl.formatMessage({ id: 'catalog.notFound.home' })}
      </Link>
    </PageColumn>
  );
}
