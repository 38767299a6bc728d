import type { RemoteAppProps } from '@sf/remote-kit';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { CategoryPage } from '../features/category/category-page';
import { ProductPage } from '../features/product/product-page';
import { isCatalogState } from '../shared/state';
import { Heading, Muted, PageRoot, TextLink } from '../shared/ui';

/**
 * The catalog remote's root: the category page, the product page or the not-found page, from the
 * fragment server's state. The same component renders on the server and hydrates in the browser.
 */
export function CatalogApp({ props, initialState }: RemoteAppProps): ReactElement {
  const intl = useIntl();
  const state = isCatalogState(initialState) ? initialState : null;
  if (state?.page === 'category')
    return (
      <PageRoot>
        <CategoryPage state={state} locale={props.locale} />
      </PageRoot>
    );
  if (state?.page === 'product')
    return (
      <PageRoot>
        <ProductPage state={state} locale={props.locale} />
      </PageRoot>
    );
  return (
    <PageRoot>
      <Heading>{intl.formatMessage({ id: 'catalog.notFound.title' })}</Heading>
      <Muted>{intl.formatMessage({ id: 'catalog.notFound.text' })}</Muted>
      <TextLink href={state?.page === 'not-found' ? state.homeUrl : '/'}>
        {intl.formatMessage({ id: 'catalog.notFound.home' })}
      </TextLink>
    </PageRoot>
  );
}
