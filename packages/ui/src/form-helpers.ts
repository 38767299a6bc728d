import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import type { FieldMetaState } from 'react-final-form';

/**
 * The error a field of a react-final-form form shows (decision 0175): the browser's check once the
 * field was left or a submit failed, the server's answer of the last submit until the field changes, or
 * the message a post without JavaScript came back with (`initial`) until the field is edited.
 */
export function shownError(meta: FieldMetaState<unknown>, initial?: string): string | undefined {
  if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  if (initial && !meta.modified) return initial;
  return undefined;
}

/** True when every named value is a non-blank string (the spec's "submit stays disabled until filled"). */
export function isFilled<T extends object>(values: T, names: readonly (keyof T & string)[]): boolean {
  return names.every((n) => {
    const value: unknown = values[n];
    return typeof value === 'string' && value.trim() !== '';
  });
}

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true afterwards (and at once in a fresh client render): the
 * server HTML stays usable without JavaScript (submit enabled) while the hydrated form applies its
 * rules, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const INVALID =
  'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"] input:checked, fieldset[aria-invalid="true"] input';

/** Focuses the first invalid control of a form (after a refused submit), so its message is read out. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>(INVALID)?.focus();
}

/**
 * After each submit of a react-final-form form the first invalid control gets focus, so its message is
 * read out (a submit that succeeds moves on by itself).
 * @example const { formRef, submitWith } = useSubmitFocus(); <form ref={formRef} onSubmit={submitWith(handleSubmit)}>
 */
export function useSubmitFocus(): {
  formRef: RefObject<HTMLFormElement | null>;
  submitWith: (
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick > 0) focusFirstInvalid(formRef.current);
  }, [tick]);
  return {
    formRef,
    submitWith: (handleSubmit) => async (event) => {
      await handleSubmit(event);
      setTick((n) => n + 1);
    },
  };
}
