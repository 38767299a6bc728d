import { useEffect, useState } from 'react';

export interface HeaderControls {
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  /** The popup's container, appended to the form (absolutely positioned: the header keeps its layout). */
  readonly host: HTMLElement;
}

/**
 * The header's server-rendered search form (`form[data-sf-search]`, shell) that the widget turns
 * into a combobox; the popup container is created inside it. Null until mounted or without a form.
 */
export function useHeaderInput(given?: Document): HeaderControls | null {
  const [controls, setControls] = useState<HeaderControls | null>(null);
  useEffect(() => {
    // the document only in the browser (the widget's fragment renders on the server too)
    const doc = given ?? document;
    const form = doc.querySelector<HTMLFormElement>('form[data-sf-search]');
    const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
    if (!form || !input) return;
    const host = doc.createElement('div');
    host.setAttribute('data-sf-search-popup', '');
    form.style.position = 'relative';
    form.appendChild(host);
    setControls({ form, input, host });
    return () => {
      host.remove();
      setControls(null);
    };
  }, [given]);
  return controls;
}
