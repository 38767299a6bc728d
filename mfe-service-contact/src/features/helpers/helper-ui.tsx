import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { helperText } from '../../shared/messages';

/** A prompt fixed at the top of the viewport: over the page, never moving its layout. */
export const TopCard = styled.section`
  position: fixed;
  top: 0.75rem;
  left: 50%;
  transform: translateX(-50%);
  z-index: 30;
  width: min(32rem, calc(100vw - 1.5rem));
  max-height: calc(100vh - 1.5rem);
  overflow: auto;
  box-sizing: border-box;
  padding: 1rem 1.25rem;
  background: #ffffff;
  color: #1a1a1a;
  border: 1px solid #767676;
  border-radius: 0.5rem;
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
  & h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  & p {
    margin: 0 0 0.75rem;
  }
  & button,
  & a.sf-helper-action {
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    font: inherit;
    border-radius: 0.25rem;
    cursor: pointer;
  }
  & button.sf-primary,
  & a.sf-helper-action {
    background: #056a80;
    color: #ffffff;
    border: 1px solid #056a80;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
  }
  & button.sf-secondary {
    background: #ffffff;
    color: #1a1a1a;
    border: 1px solid #1a1a1a;
  }
  & :focus-visible {
    outline: 3px solid #1a1a1a;
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** What a helper's hydrated post brought: a new location to go to, or done (hide the helper). */
export type PostOutcome = { readonly location: string | null } | { readonly error: string };

/**
 * Posts a helper form with `fetch` once hydrated (the submitter's name and value included) and asks
 * for JSON; without JavaScript the form posts itself and the server answers 303. Returns the form's
 * handlers, whether the helper is closed, and the error text of a refused post.
 */
export function useHelperPost(onDone?: (submitted: string | null) => void): {
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onClickCapture: (event: MouseEvent<HTMLFormElement>) => void;
  };
  closed: boolean;
  error: string | null;
  busy: boolean;
} {
  const [closed, setClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // the button that submitted (SubmitEvent.submitter where the browser has it, else the last clicked)
  const clicked = useRef<HTMLButtonElement | null>(null);
  const onClickCapture = (event: MouseEvent<HTMLFormElement>) => {
    const button = (event.target as HTMLElement).closest('button');
    if (button && button.type === 'submit') clicked.current = button;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter =
      ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null) ?? clicked.current;
    const body = new URLSearchParams();
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string') body.append(name, value);
    });
    if (submitter?.name) body.set(submitter.name, submitter.value);
    setBusy(true);
    setError(null);
    // the attribute, not `form.action`: a control named `action` would shadow the property
    void fetch(form.getAttribute('action') ?? '', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then(async (res) => {
        const json = (await res.json().catch(() => ({}))) as {
          location?: string | null;
          error?: { message?: string };
        };
        if (!res.ok) {
          setError(json.error?.message ?? String(res.status));
          return;
        }
        if (json.location) window.location.assign(json.location);
        else {
          setClosed(true);
          onDone?.(submitter?.value ?? null);
        }
      })
      .catch(() => setError(helperText(document.documentElement.lang || 'de-DE', 'helpers.error')))
      .finally(() => setBusy(false));
  };
  return { form: { onSubmit, onClickCapture }, closed, error, busy };
}

/** Moves focus to the page's main landmark (after a helper closed, so focus is not lost). */
export function focusMain(): void {
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}
