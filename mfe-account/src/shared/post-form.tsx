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
import { Button, type ButtonProps } from '@sf/ui';

interface Posting {
  /** The form whose post is under way (null: none). */
  readonly key: string | null;
  /** Marks `key`'s post as under way; false when another post of the page already is. */
  readonly start: (key: string) => boolean;
}

const PostingContext = createContext<Posting>({ key: null, start: () => true });
const PostKeyContext = createContext<string | null>(null);

/*
 * The account's copy of the basket's posting scope (decision 0195). Not in @sf/ui: the shell provides
 * the `@sf/*` packages to every remote at run time (decision 0215), so a remote cannot bring a newer
 * @sf/ui than the shell deployed (decision 0230).
 */

/**
 * One page of native form posts: while one of its forms posts (the browser waits for the answer and
 * leaves), every other submit on the page is refused, so a double click or a second form cannot post
 * again. A page restored from the back-forward cache starts free again.
 */
export function PostingScope({ children }: { readonly children: ReactNode }): ReactElement {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setKey(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  // a second submit in the same task (a double click) comes before the first one's render
  const started = useRef<string | null>(null);
  useEffect(() => {
    started.current = key;
  }, [key]);
  const start = useCallback((next: string) => {
    if (started.current !== null) return false;
    started.current = next;
    setKey(next);
    return true;
  }, []);
  const value = useMemo(() => ({ key, start }), [key, start]);
  return <PostingContext.Provider value={value}>{children}</PostingContext.Provider>;
}

/** The page's posting: which form posts now, and `start` for a form that submits by itself. */
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
 * sending, and a second submit while the browser waits for the answer is stopped.
 */
export function PostForm({ postKey, children, ...rest }: PostFormProps): ReactElement {
  const posting = useContext(PostingContext);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!posting.start(postKey)) event.preventDefault();
  };
  return (
    <form {...rest} method="post" onSubmit={submit}>
      <PostKeyContext.Provider value={postKey}>{children}</PostKeyContext.Provider>
    </form>
  );
}

/** Props of {@link PostButton}: a submit button's, with the text read out while sending. */
export interface PostButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The form's `postKey`, for a button outside a {@link PostForm} (a react-final-form form). */
  readonly postKey?: string | undefined;
}

/** The submit button of a {@link PostForm}: busy (`aria-busy`, spinner, `loadingLabel`) while its form posts. */
export function PostButton({ postKey, ...props }: PostButtonProps): ReactElement {
  const posting = useContext(PostingContext);
  const own = useContext(PostKeyContext) ?? postKey ?? null;
  return <Button {...props} type="submit" loading={posting.key !== null && posting.key === own} />;
}
