import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { HistoryPanel } from './history-panel';
import { optionsOf, type ComboOption } from './options';
import { Popup, VisuallyHidden } from './popup-styles';
import { SuggestionList } from './suggestion-list';
import { historyApi } from './suggest-client';
import { useHeaderInput, type HeaderControls } from './use-header-input';
import { useSuggestions } from './use-suggestions';

const searchPathOf = (term: string, locale: Locale) =>
  `${locale === 'fr-CH' ? '/fr' : ''}/s/${encodeURIComponent(term)}`;

/** Records the term (at most 600 ms, so a slow answer never holds the shopper), then navigates. */
async function recordThenGo(term: string, url: string, win: Window): Promise<void> {
  await Promise.race([historyApi.add(term).catch(() => undefined), new Promise((r) => setTimeout(r, 600))]);
  win.location.assign(url);
}

function Combobox({
  controls,
  locale,
  win,
}: {
  readonly controls: HeaderControls;
  readonly locale: Locale;
  readonly win: Window;
}): ReactElement {
  const intl = useIntl();
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const listboxId = `${idPrefix}-listbox`;
  const { form, input, host } = controls;
  const [term, setTerm] = useState(input.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<readonly string[] | null>(null);
  const [announce, setAnnounce] = useState('');
  const answer = useSuggestions(term);
  const options = useMemo(() => optionsOf(answer, idPrefix, term.trim()), [answer, idPrefix, term]);
  const state = useRef({ options, active, open });
  state.current = { options, active, open };

  const choose = useCallback(
    (option: ComboOption) =>
      void recordThenGo(
        option.term,
        option.kind === 'term' ? searchPathOf(option.term, locale) : option.url,
        win,
      ),
    [locale, win],
  );

  useEffect(() => setActive(-1), [answer]);
  useEffect(() => {
    if (answer) setAnnounce(intl.formatMessage({ id: 'search.box.count' }, { count: options.length }));
  }, [answer, options.length, intl]);

  // the native input becomes an ARIA 1.2 combobox
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-haspopup', 'listbox');
    const onInput = () => {
      setTerm(input.value);
      setOpen(true);
    };
    const onFocus = () => {
      setOpen(true);
      if (history === null) historyApi.list().then(setHistory, () => setHistory([]));
    };
    const onKey = (e: KeyboardEvent) => {
      const { options: list, active: current, open: isOpen } = state.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!list.length) return;
        e.preventDefault();
        setOpen(true);
        // -1 is the input itself: past the last option (or before the first) the focus returns to the text
        const next = !isOpen ? 0 : current + (e.key === 'ArrowDown' ? 1 : -1);
        setActive(next >= list.length ? -1 : next < -1 ? list.length - 1 : next);
      } else if (e.key === 'Enter' && isOpen && current >= 0 && current < list.length) {
        e.preventDefault();
        const option = list[current];
        if (option) choose(option);
      } else if (e.key === 'Escape') {
        if (isOpen) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        }
      }
    };
    const onSubmit = (e: SubmitEvent) => {
      const value = input.value.trim();
      if (e.defaultPrevented || !value) return; // the shell shows the empty-term message
      e.preventDefault();
      void recordThenGo(value, searchPathOf(value, locale), win);
    };
    const onOutside = (e: Event) => {
      if (!form.contains(e.target as Node)) setOpen(false);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKey);
    form.addEventListener('submit', onSubmit);
    form.ownerDocument.addEventListener('pointerdown', onOutside);
    form.ownerDocument.addEventListener('focusin', onOutside);
    if (form.ownerDocument.activeElement === input) onFocus();
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKey);
      form.removeEventListener('submit', onSubmit);
      form.ownerDocument.removeEventListener('pointerdown', onOutside);
      form.ownerDocument.removeEventListener('focusin', onOutside);
    };
  }, [input, form, locale, win, choose, history]);

  const showList = open && options.length > 0;
  const showHistory = open && !term.trim() && (history?.length ?? 0) > 0;
  useEffect(() => {
    input.setAttribute('aria-expanded', String(showList));
    if (showList) input.setAttribute('aria-controls', listboxId);
    else input.removeAttribute('aria-controls');
    const option = active >= 0 ? options[active] : undefined;
    if (showList && option) input.setAttribute('aria-activedescendant', option.id);
    else input.removeAttribute('aria-activedescendant');
  }, [input, showList, listboxId, active, options]);

  const remove = (t: string) => void historyApi.remove(t).then(setHistory, () => undefined);
  const clear = () => {
    void historyApi.clear().then(
      () => {
        setHistory([]);
        setAnnounce(intl.formatMessage({ id: 'search.history.deleted' }));
        input.focus();
      },
      () => undefined,
    );
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announce}
      </VisuallyHidden>
      {createPortal(
        showList || showHistory ? (
          <Popup>
            {showHistory && history && (
              <HistoryPanel terms={history} locale={locale} onRemove={remove} onClear={clear} />
            )}
            {showList && (
              <SuggestionList
                id={listboxId}
                options={options}
                active={active}
                onChoose={choose}
                onHover={setActive}
              />
            )}
          </Popup>
        ) : null,
        host,
      )}
    </>
  );
}

/**
 * The header search box widget: the shell's server-rendered GET form (which keeps working without
 * JavaScript) enhanced into a combobox with suggestions as you type, keyboard navigation, products
 * and categories among the suggestions, and the recent searches (delete one, delete all).
 */
export function SearchBox({
  locale,
  doc,
}: {
  readonly locale: Locale;
  readonly doc?: Document;
}): ReactElement | null {
  const controls = useHeaderInput(doc);
  if (!controls) return null;
  return (
    <Combobox controls={controls} locale={locale} win={controls.form.ownerDocument.defaultView ?? window} />
  );
}
