import type { ToastInput } from '@sf/contracts';
import { createToastStore, TOAST_LIMIT } from './toast-store';

const toast = (key: string, extra: Partial<ToastInput> = {}): ToastInput => ({
  key,
  message: `Nachricht ${key}`,
  severity: 'info',
  ...extra,
});
const keys = (store: ReturnType<typeof createToastStore>) => store.getState().toasts.map((t) => t.key);

describe('createToastStore', () => {
  it('holds at most three toasts', () => {
    expect(TOAST_LIMIT).toBe(3);
    const store = createToastStore();
    for (const k of ['a', 'b', 'c', 'd', 'e']) store.getState().add(toast(k));
    expect(keys(store)).toEqual(['c', 'd', 'e']);
  });

  it('drops the oldest toast without a close handler first', () => {
    const store = createToastStore();
    const { add } = store.getState();
    add(toast('a'), () => undefined);
    add(toast('b'));
    add(toast('c'));
    add(toast('d'));
    expect(keys(store)).toEqual(['a', 'c', 'd']);
  });

  it('treats a closable toast as one with a close handler', () => {
    const store = createToastStore();
    const { add } = store.getState();
    add(toast('a', { closable: true }));
    add(toast('b', { closable: false }));
    add(toast('c'));
    add(toast('d'));
    expect(keys(store)).toEqual(['a', 'c', 'd']);
  });

  it('drops the oldest when every toast has a close handler', () => {
    const store = createToastStore();
    const { add } = store.getState();
    const onClose = () => undefined;
    add(toast('a'), onClose);
    add(toast('b'), onClose);
    add(toast('c'), onClose);
    add(toast('d'));
    expect(keys(store)).toEqual(['b', 'c', 'd']);
  });

  it('never drops the toast being added, even without a close handler', () => {
    const store = createToastStore();
    const { add } = store.getState();
    const onClose = () => undefined;
    add(toast('a'), onClose);
    add(toast('b'), onClose);
    add(toast('c'), onClose);
    add(toast('d'));
    add(toast('e'));
    expect(keys(store)).toEqual(['b', 'c', 'e']);
  });

  it('replaces a toast with the same key in place without evicting anything', () => {
    const store = createToastStore();
    const { add } = store.getState();
    const onClose = jest.fn();
    add(toast('a'));
    add(toast('b'), onClose);
    add(toast('c'));
    add(toast('b', { message: 'Neu', severity: 'error' }));
    expect(keys(store)).toEqual(['a', 'b', 'c']);
    const b = store.getState().toasts[1];
    expect(b?.message).toBe('Neu');
    expect(b?.onClose).toBeUndefined();
  });

  it('keeps the close handler with the toast', () => {
    const store = createToastStore();
    const onClose = jest.fn();
    store.getState().add(toast('a'), onClose);
    store.getState().toasts[0]?.onClose?.();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('removes by key and clears', () => {
    const store = createToastStore();
    const { add, remove, clear } = store.getState();
    add(toast('a'));
    add(toast('b'));
    remove('a');
    remove('missing');
    expect(keys(store)).toEqual(['b']);
    clear();
    expect(keys(store)).toEqual([]);
  });

  it('hides a toast after autoHideMs, and not one that was replaced meanwhile', () => {
    jest.useFakeTimers();
    try {
      const store = createToastStore();
      store.getState().add(toast('a', { autoHideMs: 1000 }));
      store.getState().add(toast('b', { autoHideMs: 1000 }));
      jest.advanceTimersByTime(500);
      store.getState().add(toast('b'));
      jest.advanceTimersByTime(600);
      expect(keys(store)).toEqual(['b']);
      jest.advanceTimersByTime(10_000);
      expect(keys(store)).toEqual(['b']);
    } finally {
      jest.useRealTimers();
    }
  });
});
