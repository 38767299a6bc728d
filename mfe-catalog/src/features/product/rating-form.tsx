import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Control, FieldLabel, Input, Notice, PrimaryButton } from '../../shared/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  max-width: 40rem;
  textarea {
    min-height: 8rem;
    font: inherit;
    padding: ${(p) => themeOf(p).spacing(1)};
    border: 1px solid ${(p) => themeOf(p).palette.border};
    border-radius: 4px;
    width: 100%;
  }
`;
const FieldError = styled.p`
  margin: 4px 0 0;
  color: ${(p) => themeOf(p).palette.feedback.error.fg};
`;

type Errors = Readonly<Record<string, string>>;

/**
 * Rating submission: a POST form to `/api/inform/rating/new/store` (works without JavaScript: the
 * server answers with a redirect back and the result); hydrated, it sends JSON and shows the
 * localized field errors the server returns, keeping what was entered.
 */
export function RatingForm({
  sku,
  initial,
}: {
  readonly sku: string;
  readonly initial: { values: Readonly<Record<string, string>>; errors: Errors } | null;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const id = useId();
  const [errors, setErrors] = useState<Errors>(initial?.errors ?? {});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const values = initial?.values ?? {};
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}${name}-error` } : {};
  const error = (name: string) =>
    errors[name] && <FieldError id={`${id}${name}-error`}>{errors[name]}</FieldError>;

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget).entries());
    try {
      const res = await fetch('/api/inform/rating/new/store', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      });
      const body = (await res.json()) as {
        message?: string;
        error?: { message?: string; fieldErrors?: Errors };
      };
      if (res.ok) {
        setErrors({});
        setResult({ kind: 'success', text: body.message ?? t('catalog.ratings.stored') });
        e.currentTarget?.reset();
      } else {
        setErrors(body.error?.fieldErrors ?? {});
        setResult({ kind: 'error', text: body.error?.message ?? t('catalog.ratings.error.form') });
      }
    } catch {
      setResult({ kind: 'error', text: t('catalog.error.generic') });
    }
  };

  return (
    <Form
      method="post"
      action="/api/inform/rating/new/store"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}title`}
    >
      <h3 id={`${id}title`}>{t('catalog.ratings.write')}</h3>
      <input type="hidden" name="sku" value={sku} />
      <div>
        <FieldLabel htmlFor={`${id}stars`}>{t('catalog.ratings.stars')}</FieldLabel>
        <Control id={`${id}stars`} name="stars" defaultValue={values['stars'] ?? '5'} {...described('stars')}>
          {[5, 4, 3, 2, 1].map((s) => (
            <option key={s} value={s}>
              {t('catalog.ratings.starsValue', { stars: s })}
            </option>
          ))}
        </Control>
        {error('stars')}
      </div>
      <div>
        <FieldLabel htmlFor={`${id}rtitle`}>{t('catalog.ratings.titleField')}</FieldLabel>
        <Input
          id={`${id}rtitle`}
          name="title"
          required
          maxLength={100}
          defaultValue={values['title'] ?? ''}
          {...described('title')}
        />
        {error('title')}
      </div>
      <div>
        <FieldLabel htmlFor={`${id}text`}>{t('catalog.ratings.textField')}</FieldLabel>
        <textarea
          id={`${id}text`}
          name="text"
          required
          maxLength={2000}
          defaultValue={values['text'] ?? ''}
          {...described('text')}
        />
        {error('text')}
      </div>
      <div>
        <FieldLabel htmlFor={`${id}author`}>{t('catalog.ratings.authorField')}</FieldLabel>
        <Input
          id={`${id}author`}
          name="author"
          required
          maxLength={50}
          autoComplete="given-name"
          defaultValue={values['author'] ?? ''}
          {...described('author')}
        />
        {error('author')}
      </div>
      <div>
        <PrimaryButton type="submit">{t('catalog.ratings.submit')}</PrimaryButton>
      </div>
      {result && (
        <Notice $kind={result.kind} role={result.kind === 'error' ? 'alert' : 'status'}>
          {result.text}
        </Notice>
      )}
    </Form>
  );
}
