import { useIntl } from '@sf/remote-kit';
import { useId, useState, type ReactElement } from 'react';
import { braSearchLink, braSize } from '../../shared/bra-size';
import { FieldLabel, Link, NativeInput, Notice, PrimaryButton, SubHeading } from '@sf/ui';

/**
 * The bra-size finder: two measurements → the size and the search link to bras in that size (cupSize
 * and size). Without JavaScript the form GETs the bra category, which answers with that search link
 * (decision 0190).
 */
export function BraFinder({
  searchPath,
  search,
}: {
  readonly searchPath: string;
  readonly search: { readonly path: string; readonly term: string };
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = useId();
  const [result, setResult] = useState<{ size: string; href: string } | 'invalid' | null>(null);
  return (
    <section aria-labelledby={`${id}h`}>
      <SubHeading id={`${id}h`}>{t('catalog.braFinder.title')}</SubHeading>
      <form
        method="get"
        action={searchPath}
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const size = braSize(Number(data.get('underbust')), Number(data.get('bust')));
          setResult(
            size ? { size: size.size, href: braSearchLink(search.path, search.term, size) } : 'invalid',
          );
        }}
      >
        <FieldLabel htmlFor={`${id}u`}>{t('catalog.braFinder.underbust')}</FieldLabel>
        <NativeInput id={`${id}u`} name="underbust" inputMode="numeric" size={4} />
        <FieldLabel htmlFor={`${id}b`}>{t('catalog.braFinder.bust')}</FieldLabel>
        <NativeInput id={`${id}b`} name="bust" inputMode="numeric" size={4} />
        <p>
          <PrimaryButton type="submit">{t('catalog.braFinder.submit')}</PrimaryButton>
        </p>
      </form>
      <div aria-live="polite">
        {result === 'invalid' && <Notice $kind="error">{t('catalog.braFinder.invalid')}</Notice>}
        {result && result !== 'invalid' && (
          <p>
            {t('catalog.braFinder.result', { size: result.size })}{' '}
            <Link href={result.href}>{t('catalog.braFinder.search', { size: result.size })}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
