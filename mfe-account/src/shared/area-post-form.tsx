import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import {
  isFilled,
  shownError,
  useFormValidation,
  useHydrated,
  useSubmitFocus,
  PostButton,
  usePosting,
  type PostButtonProps,
} from '@sf/ui';
import { themeOf } from '@sf/tokens';
import type { ReactElement, ReactNode } from 'react';
import type { FormApi } from 'final-form';
import { Form, type FieldMetaState } from 'react-final-form';
import styled from 'styled-components';

/** A form's fields one under another, its buttons as wide as their text. */
export const FormStack = styled.form`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2)};
  justify-items: start;
  > * {
    width: 100%;
  }
  > button {
    width: auto;
  }
`;

type Values = Record<string, string>;

/**
 * Takes what the fields show into the form's state before it is checked and posted: a value typed
 * before hydration may still be on its way back from the input keeper (decision 0125), and the post
 * sends what the fields show.
 */
function syncFromDom<V extends Values>(form: FormApi<V>, element: HTMLFormElement | null): void {
  if (!element) return;
  for (const name of form.getRegisteredFields()) {
    const control = element.elements.namedItem(name) as { value?: unknown } | null;
    const value = control?.value;
    if (typeof value === 'string' && value !== form.getState().values[name])
      form.change(name, value as V[string]);
  }
}

/**
 * A react-final-form form of the account area that posts natively (issue 27): the same `method="post"`
 * and `action` as without JavaScript, so it works before hydration (the shell holds and replays the
 * click, decision 0125) and the server answers 303 with its notice. Hydrated, its submit stays
 * disabled until the `required` fields are filled, the browser's checks show at the fields (the first
 * invalid one gets focus), and a valid form posts once: its button shows it is sending and the
 * page's other posts are stopped (`PostingScope` of @sf/ui).
 */
export function AreaPostForm<V extends Values>(props: {
  readonly postKey: string;
  readonly action: string;
  readonly locale: Locale;
  readonly initialValues: V;
  readonly validate: (values: V) => Partial<Record<keyof V, string>>;
  readonly required: readonly (keyof V & string)[];
  readonly submitLabel: string;
  readonly labelledBy?: string;
  /** The form's fields (react-final-form `Field`s) and hidden inputs. */
  readonly children: ReactNode;
  /** A submit the browser's checks refused (the page's summary). */
  readonly onRefused?: () => void;
}): ReactElement {
  const intl = useIntl();
  const hydrated = useHydrated();
  const posting = usePosting();
  const { formRef, submitWith } = useSubmitFocus();
  const validation = useFormValidation(props.validate);
  // valid: the browser posts the form as it would without JavaScript (no second submit event)
  const post = () => {
    if (posting.start(props.postKey)) formRef.current?.submit();
  };
  return (
    <Form<V>
      {...validation}
      onSubmit={post}
      initialValues={props.initialValues}
      render={({ handleSubmit, values, form, pristine }) => (
        <FormStack
          ref={formRef}
          method="post"
          action={props.action}
          noValidate
          {...(props.labelledBy ? { 'aria-labelledby': props.labelledBy } : {})}
          onSubmit={submitWith((event) => {
            syncFromDom(form, formRef.current);
            const result = handleSubmit(event);
            if (form.getState().hasValidationErrors) props.onRefused?.();
            return result;
          })}
        >
          <input type="hidden" name="locale" value={props.locale} />
          {props.children}
          <PostButton
            postKey={props.postKey}
            // untouched since hydration it stays as the server rendered it: the page's first script marks
            // it `aria-disabled` while a required field is empty (decision 0130), and a press while the
            // input keeper gives back what was typed before hydration still posts (decision 0230)
            disabled={hydrated && !pristine && !isFilled(values, props.required)}
            loadingLabel={intl.formatMessage({ id: 'area.sending' })}
          >
            {props.submitLabel}
          </PostButton>
        </FormStack>
      )}
    />
  );
}

/** The submit button of a plain `PostForm` of the area: "Wird gesendet …" while its form posts. */
export function AreaPostButton(props: Omit<PostButtonProps, 'loadingLabel'>): ReactElement {
  const intl = useIntl();
  return <PostButton {...props} loadingLabel={intl.formatMessage({ id: 'area.sending' })} />;
}

/**
 * The message a field of an account form shows: `shownError` of @sf/ui, but the browser's check only
 * after a submit, not already when the field is left — a message inserted on blur moves the submit
 * button under a pointer pressed on it, and the click is lost (decision 0230).
 */
export function fieldError(meta: FieldMetaState<unknown>, initial?: string): string | undefined {
  return shownError({ ...meta, touched: false }, initial);
}
