import { useEffect, useRef, useState } from 'react';
import { fetchSuggestions, type SuggestAnswer } from './suggest-client';

/** Wait after the last keystroke before asking (ms). */
export const DEBOUNCE_MS = 120;

/**
 * Suggestions for the term as typed: debounced, the previous request aborted, and an answer for
 * a term that is no longer the current one discarded (stale answers never show).
 */
export function useSuggestions(
  term: string,
  fetcher: typeof fetchSuggestions = fetchSuggestions,
): SuggestAnswer | null {
  const [answer, setAnswer] = useState<SuggestAnswer | null>(null);
  const latest = useRef(term);
  latest.current = term;
  useEffect(() => {
    const trimmed = term.trim();
    if (!trimmed) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetcher(trimmed, controller.signal).then(
        (a) => {
          if (latest.current.trim() === trimmed) setAnswer(a);
        },
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, fetcher]);
  return term.trim() ? answer : null;
}
