import { fireEvent, render, screen } from '@testing-library/react';
import { PostButton, PostForm, PostingScope, usePosting } from './post-form';

/** True when the submit was let through (not prevented): the browser would post. */
const posts = (form: HTMLFormElement) => fireEvent.submit(form);

function SelfSubmitting() {
  const posting = usePosting();
  return (
    <form aria-label="selbst" onSubmit={(e) => (e.preventDefault(), posting.start('self'))}>
      <PostButton postKey="self" loadingLabel="Wird gesendet">
        Selbst
      </PostButton>
    </form>
  );
}

function Page() {
  return (
    <PostingScope>
      <PostForm action="/a" postKey="a" aria-label="A">
        <PostButton loadingLabel="Wird gesendet">Speichern</PostButton>
      </PostForm>
      <PostForm action="/b" postKey="b" aria-label="B">
        <PostButton loadingLabel="Wird gesendet">Löschen</PostButton>
      </PostForm>
      <SelfSubmitting />
    </PostingScope>
  );
}

describe('PostForm', () => {
  it('posts natively with method post, and lets one post of the page go', () => {
    render(<Page />);
    const a = screen.getByRole('form', { name: 'A' }) as HTMLFormElement;
    const b = screen.getByRole('form', { name: 'B' }) as HTMLFormElement;
    expect(a).toHaveAttribute('method', 'post');
    expect(a).toHaveAttribute('action', '/a');
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).not.toHaveAttribute('aria-busy');
    expect(posts(a)).toBe(true);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveTextContent('Wird gesendet');
    // a double click in the same task and another form of the page are stopped
    expect(posts(a)).toBe(false);
    expect(posts(b)).toBe(false);
    expect(screen.getByRole('button', { name: 'Löschen' })).not.toHaveAttribute('aria-busy');
  });

  it('starts free again when the page comes back from the back-forward cache', () => {
    render(<Page />);
    const a = screen.getByRole('form', { name: 'A' }) as HTMLFormElement;
    expect(posts(a)).toBe(true);
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    fireEvent(window, restored);
    expect(screen.getByRole('button', { name: 'Speichern' })).not.toHaveAttribute('aria-busy');
    expect(posts(screen.getByRole('form', { name: 'B' }) as HTMLFormElement)).toBe(true);
  });

  it('marks a form that submits by itself (usePosting) busy through its button’s postKey', () => {
    render(<Page />);
    fireEvent.submit(screen.getByRole('form', { name: 'selbst' }));
    expect(screen.getByRole('button', { name: /Selbst/ })).toHaveAttribute('aria-busy', 'true');
    expect(posts(screen.getByRole('form', { name: 'A' }) as HTMLFormElement)).toBe(false);
  });
});
