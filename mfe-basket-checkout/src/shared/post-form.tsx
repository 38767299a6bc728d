import { useIntl } from '@sf/remote-kit';
import { Button, type ButtonProps } from '@sf/ui';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

interface Posting {
  /** The form whose post is under way (null: none). */
  readonly key: string | null;
  readonly start: (key: string) => void;
}

const PostingContext = createContext<Posting>({ key: null, start: () => undefined });

/**
 * One page of form posts (decision 0195): while one of its forms posts (the browser leaves for the
 * answer), every other submit on the page is refused, so a double click or a second form cannot post
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
  return <PostingContext.Provider value={{ key, start: setKey }}>{children}</PostingContext.Provider>;
}

/** Props of {@link PostForm}: a native form that posts to `action`, named by `postKey` on its page. */
export interface PostFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'method' | 'onSubmit'> {
  readonly action: string;
  readonly postKey: string;
}

/**
 * A form that posts natively, as without JavaScript (the server answers 303 back to the page with a
 * `?notice=`). Hydrated, it only marks the post as under way: its {@link PostButton} shows that it
 * is sending, and a second submit while the browser waits for the answer is stopped.
 */
export function PostForm({ postKey, children, ...rest }: PostFormProps): ReactElement {
  const posting = useContext(PostingContext);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (posting.key !== null) {
      event.preventDefault();
      return;
    }
    // a form of several submits (save or search) marks the pressed one's part as sending
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const part = submitter?.getAttribute('data-sf-post-part');
    posting.start(part ? `${postKey}:${part}` : postKey);
  };
  return (
    <form {...rest} method="post" onSubmit={submit} data-sf-post={postKey}>
      <PostKeyContext.Provider value={postKey}>{children}</PostKeyContext.Provider>
    </form>
  );
}

const PostKeyContext = createContext<string | null>(null);

/**
 * The submit button of a {@link PostForm}: busy (`aria-busy`, spinner, "Wird gesendet …") while its
 * form posts. In a form of several submits each names its `part`: only the pressed one shows busy.
 */
export function PostButton({
  part,
  ...props
}: Omit<ButtonProps, 'type' | 'loading' | 'loadingLabel'> & { readonly part?: string }): ReactElement {
  const intl = useIntl();
  const posting = useContext(PostingContext);
  const own = useContext(PostKeyContext);
  const key = part ? `${own}:${part}` : own;
  return (
    <Button
      {...props}
      {...(part ? { 'data-sf-post-part': part } : {})}
      type="submit"
      // a post without a known submitter (no part) shows on every button of its form
      loading={posting.key !== null && (posting.key === key || posting.key === own)}
      loadingLabel={intl.formatMessage({ id: 'basket.page.sending' })}
    />
  );
}
