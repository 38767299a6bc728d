import type { RemoteAppProps } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { isHelperState } from '../../shared/helper-state';
import { AppBanner } from './app-banner';
import { CountrySwitch } from './country-switch';
import { PreviewBanner } from './preview-banner';
import { PromoBanner } from './promo-banner';
import { Survey } from './survey';

/** Root of every page-helper widget but the chat bot: which one comes from the server's state. */
export function HelperApp({ props, initialState }: RemoteAppProps): ReactElement | null {
  if (!isHelperState(initialState)) return null;
  const { locale } = props;
  const s = initialState;
  switch (s.page) {
    case 'country-switch':
      return <CountrySwitch locale={locale} back={s.back} choices={s.choices} />;
    case 'app-banner':
      return <AppBanner locale={locale} back={s.back} platform={s.platform} storeUrl={s.storeUrl} />;
    case 'survey':
      return <Survey locale={locale} back={s.back} texts={s.texts} />;
    case 'promo-banner':
      return <PromoBanner locale={locale} promotion={s.promotion} />;
    case 'preview-banner':
      return <PreviewBanner locale={locale} back={s.back} expiresAt={s.expiresAt} />;
  }
}
