import { PostForm } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { AreaBox, AreaFrame } from '../../shared/area-frame';
import type { AreaPageMessageId } from '../../shared/area-messages';
import type { AddressBookState, AddressValues, AddressView } from '../../shared/area-page-states';
import { Cards } from '../../shared/area-parts';
import { AreaPostButton } from '../../shared/area-post-form';
import type { AreaNoticeState } from '../../shared/area-state';
import { AddressForm } from './address-form';

type T = (id: AreaPageMessageId) => string;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1)};
  align-items: center;
`;

const FORM = '/api/customer/form/area/addresses';

/** The address in one line: the card's and the confirmation's name for it. */
export const oneLine = (a: AddressValues): string =>
  `${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`;

const EMPTY = (country: string): AddressValues => ({
  salutation: 'notSpecified',
  firstName: '',
  lastName: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  country,
});

function AddressCard(props: { address: AddressView; locale: Locale; base: string; t: T }): ReactElement {
  const { address: a, locale, base, t } = props;
  const headingId = `sf-address-${a.id}`;
  return (
    <AreaBox as="article" aria-labelledby={headingId}>
      <h3 id={headingId}>{oneLine(a)}</h3>
      <address>
        {`${a.firstName} ${a.lastName}`}
        <br />
        {`${a.street} ${a.houseNumber}`}
        <br />
        {`${a.postalCode} ${a.city}`}
        <br />
        {t(`area.country.${a.country}` as AreaPageMessageId)}
      </address>
      {a.isDefault && (
        <p>
          <strong>{t('area.address.default')}</strong>
        </p>
      )}
      <Actions>
        <a href={`${base}?edit=${a.id}#sf-address-edit`}>{t('area.address.edit')}</a>
        {!a.isDefault && (
          <PostForm action={`${FORM}/${a.id}/default`} postKey={`default-${a.id}`}>
            <input type="hidden" name="locale" value={locale} />
            <AreaPostButton variant="secondary">{t('area.address.makeDefault')}</AreaPostButton>
          </PostForm>
        )}
        <a href={`${base}?delete=${a.id}#sf-address-delete`}>{t('area.address.delete')}</a>
      </Actions>
    </AreaBox>
  );
}

/**
 * `mein-adressbuch` (issue 27: a React page of the account remote): the addresses as cards (set the
 * default by a post), one edited (`?edit=<id>`) or deleted after a confirmation (`?delete=<id>`), a new
 * one added. Every change is a native form post (303 with `?notice=`), so the page works without
 * JavaScript; hydrated, the address forms check in the browser and a post goes once.
 */
export function AddressBookPage({
  state,
  locale,
}: {
  readonly state: AddressBookState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t: T = (id) => intl.formatMessage({ id });
  const [notice, setNotice] = useState<AreaNoticeState | null>(state.notice);
  const refused = () => setNotice({ message: 'account.errorSummary', kind: 'alert' });
  const base = localizedPath('account-address-book', locale);
  const editing = state.addresses.find((a) => a.id === state.editId) ?? null;
  const deleting = state.addresses.find((a) => a.id === state.deleteId) ?? null;
  return (
    <AreaFrame
      locale={locale}
      current="account-address-book"
      title={t('area.nav.addressBook')}
      notice={notice}
    >
      {deleting && (
        <AreaBox
          id="sf-address-delete"
          role="alertdialog"
          aria-labelledby="sf-address-delete-title"
          aria-describedby="sf-address-delete-text"
        >
          <h2 id="sf-address-delete-title">{t('area.address.delete')}</h2>
          <p id="sf-address-delete-text">{`${t('area.address.deleteConfirm')} ${oneLine(deleting)}`}</p>
          <Actions>
            <PostForm action={`${FORM}/${deleting.id}/delete`} postKey="delete">
              <input type="hidden" name="locale" value={locale} />
              <AreaPostButton>{t('area.address.deleteYes')}</AreaPostButton>
            </PostForm>
            <a href={base}>{t('area.address.cancel')}</a>
          </Actions>
        </AreaBox>
      )}
      {editing && (
        <AreaBox id="sf-address-edit" aria-labelledby="sf-address-edit-title">
          <h2 id="sf-address-edit-title">{t('area.address.edit')}</h2>
          <AddressForm
            action={`${FORM}/${editing.id}`}
            postKey="edit"
            prefix="sf-edit"
            values={editing}
            errors={state.errors}
            locale={locale}
            labelledBy="sf-address-edit-title"
            onRefused={refused}
          />
          <p>
            <a href={base}>{t('area.address.cancel')}</a>
          </p>
        </AreaBox>
      )}
      {state.addresses.length === 0 && <p>{t('area.address.empty')}</p>}
      <Cards>
        {state.addresses.map((a) => (
          <AddressCard key={a.id} address={a} locale={locale} base={base} t={t} />
        ))}
      </Cards>
      <AreaBox aria-labelledby="sf-address-new-title">
        <h2 id="sf-address-new-title">{t('area.address.new')}</h2>
        <AddressForm
          action={FORM}
          postKey="new"
          prefix="sf-new"
          values={EMPTY(state.shopCountry)}
          errors={editing ? {} : state.errors}
          locale={locale}
          labelledBy="sf-address-new-title"
          onRefused={refused}
        />
      </AreaBox>
    </AreaFrame>
  );
}
