import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useId, useState, type ReactElement } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import styled from 'styled-components';
import { FieldLabel, NativeInput, NativeSelect, Notice, PrimaryButton } from '@sf/ui';

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

/** The rating's fields as react-final-form holds them (what the form posts without JavaScript). */
export interface RatingValues {
  readonly stars: string;
  readonly title: string;
  readonly text: string;
  readonly author: string;
}

const FIELDS = ['stars', 'title', 'text', 'author'] as const;
const EMPTY: RatingValues = { stars: '5', title: '', text: '', author: '' };

/** What the rating API answered to a JSON post. */
type Answer = { kind: 'stored'; text: string } | { kind: 'refused'; text: string; fieldErrors: Errors };

async function postRating(values: RatingValues & { sku: string }, fallback: string): Promise<Answer> {
  const res = await fetch('/api/inform/rating/new/store', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(values),
  });
  const body = (await res.json().catch(() => ({}))) as {
    message?: string;
    error?: { message?: string; fieldErrors?: Errors };
  };
  return res.ok
    ? { kind: 'stored', text: body.message ?? '' }
    : { kind: 'refused', text: body.error?.message ?? fallback, fieldErrors: body.error?.fieldErrors ?? {} };
}

/**
 * Rating submission, held by react-final-form: a POST form to `/api/inform/rating/new/store` (works
 * without JavaScript: the server answers with a redirect back and the result, whose values and
 * field errors come back as `initial`); hydrated, it sends JSON and shows the localized field errors
 * the server returns at their fields until the field changes, keeping what was entered. The server
 * checks everything (lengths, markup); nothing is validated only here.
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
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [initialValues] = useState<RatingValues>(() => ({
    ...EMPTY,
    ...Object.fromEntries(FIELDS.flatMap((f) => (initial?.values[f] ? [[f, initial.values[f]]] : []))),
  }));
  const initialErrors = initial?.errors ?? {};

  const submit = async (values: RatingValues, form: FormApi<RatingValues>) => {
    try {
      const answer = await postRating({ ...values, sku }, t('catalog.ratings.error.form'));
      if (answer.kind === 'stored') {
        setResult({ kind: 'success', text: answer.text || t('catalog.ratings.stored') });
        setTimeout(() => form.reset(EMPTY));
        return undefined;
      }
      setResult({ kind: 'error', text: answer.text });
      return { ...answer.fieldErrors, [FORM_ERROR]: answer.text };
    } catch {
      setResult({ kind: 'error', text: t('catalog.error.generic') });
      return { [FORM_ERROR]: t('catalog.error.generic') };
    }
  };

  return (
    <FinalForm<RatingValues>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <Form
          method="post"
          action="/api/inform/rating/new/store"
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby={`${id}title`}
        >
          <h3 id={`${id}title`}>{t('catalog.ratings.write')}</h3>
          <input type="hidden" name="sku" value={sku} />
          {FIELDS.map((name) => (
            <Field<string>
              key={name}
              name={name}
              subscription={{ value: true, submitError: true, dirtySinceLastSubmit: true, modified: true }}
            >
              {({ input, meta }) => {
                const error =
                  typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit
                    ? meta.submitError
                    : !meta.modified
                      ? initialErrors[name]
                      : undefined;
                const control = {
                  ...input,
                  id: `${id}f-${name}`,
                  ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}${name}-error` } : {}),
                };
                return (
                  <div>
                    <FieldLabel htmlFor={`${id}f-${name}`}>{t(LABELS[name])}</FieldLabel>
                    {name === 'stars' ? (
                      <NativeSelect {...control}>
                        {[5, 4, 3, 2, 1].map((s) => (
                          <option key={s} value={s}>
                            {t('catalog.ratings.starsValue', { stars: s })}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : name === 'text' ? (
                      <textarea {...control} required maxLength={2000} />
                    ) : (
                      <NativeInput
                        {...control}
                        required
                        maxLength={name === 'title' ? 100 : 50}
                        {...(name === 'author' ? { autoComplete: 'given-name' } : {})}
                      />
                    )}
                    {error && <FieldError id={`${id}${name}-error`}>{error}</FieldError>}
                  </div>
                );
              }}
            </Field>
          ))}
          <div>
            <PrimaryButton type="submit">{t('catalog.ratings.submit')}</PrimaryButton>
          </div>
          {result && (
            <Notice $kind={result.kind} role={result.kind === 'error' ? 'alert' : 'status'}>
              {result.text}
            </Notice>
          )}
        </Form>
      )}
    />
  );
}

const LABELS: Record<(typeof FIELDS)[number], string> = {
  stars: 'catalog.ratings.stars',
  title: 'catalog.ratings.titleField',
  text: 'catalog.ratings.textField',
  author: 'catalog.ratings.authorField',
};
