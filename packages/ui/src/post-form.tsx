import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from './button';

/** The page's posting: which form posts now (null: none), and `start` for a form that submits itself. */
export interface Posting {
  readonly key: string | null;
  /** Marks `key`'s post as under way; false when another post of the page already is. */
  readonly start: (key: string) => boolean;
}

const PostingContext = createContext<Posting>({ key: null, start: () => true });
const PostKeyContext = createContext<string | null>(null);

/**
 * One page of native form posts (decisions 0195, 0230; the basket, the checkout and the account area):
 * while one of its forms posts (the browser waits for the answer and leaves), every other submit on the
 * page is refused, so a double click or a second form cannot post again. A page restored from the
 * back-forward cache starts free again.
 */
export function PostingScope({ children }: { readonly children: ReactNode }): ReactElement {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      started.current = null;
      setKey(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  // a second submit in the same task (a double click) comes before the first one's render
  const started = useRef<string | null>(null);
  const start = useCallback((next: string) => {
    if (started.current !== null) return false;
    started.current = next;
    setKey(next);
    return true;
  }, []);
  const value = useMemo(() => ({ key, start }), [key, start]);
  return <PostingContext.Provider value={value}>{children}</PostingContext.Provider>;
}

/** The page's posting (see {@link PostingScope}). */
export function usePosting(): Posting {
  return useContext(PostingContext);
}

/** Props of {@link PostForm}: a native form that posts to `action`, named by `postKey` on its page. */
export interface PostFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'method' | 'onSubmit'> {
  readonly action: string;
  readonly postKey: string;
}

/**
 * A form that posts natively, as without JavaScript (the server answers 303 back to the page). Inside
 * a {@link PostingScope} it only marks its post as under way: its {@link PostButton} shows that it is
 * sending, and a second submit while the browser waits for the answer is stopped. In a form of several
 * submits (save or search) the pressed one's `part` is what shows as sending.
 */
export function PostForm({ postKey, children, ...rest }: PostFormProps): ReactElement {
  const posting = useContext(PostingContext);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const part = submitter?.getAttribute('data-sf-post-part');
    if (!posting.start(part ? `${postKey}:${part}` : postKey)) event.preventDefault();
  };
  return (
    <form {...rest} method="post" onSubmit={submit} data-sf-post={postKey}>
      <PostKeyContext.Provider value={postKey}>{children}</PostKeyContext.Provider>
    </form>
  );
}

/** Props of {@link PostButton}: a submit button's, with the text read out while sending. */
export interface PostButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The form's `postKey`, for a button outside a {@link PostForm} (a react-final-form form). */
  readonly postKey?: string | undefined;
  /** In a form of several submits, this one's name: only the pressed one shows busy. */
  readonly part?: string | undefined;
}

/** The submit button of a {@link PostForm}: busy (`aria-busy`, spinner, `loadingLabel`) while its form posts. */
export function PostButton({ postKey, part, ...props }: PostButtonProps): ReactElement {
  const posting = useContext(PostingContext);
  const own = useContext(PostKeyContext) ?? postKey ?? null;
  const key = part ? `${own}:${part}` : own;
  return (
    <Button
      {...props}
      {...(part ? { 'data-sf-post-part': part } : {})}
      type="submit"
      // a post without a known submitter (no part) shows on every button of its form
      loading={posting.key !== null && own !== null && (posting.key === key || posting.key === own)}
    />
  );
}
