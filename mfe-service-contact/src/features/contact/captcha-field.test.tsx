import { act, fireEvent, render, screen } from '@testing-library/react';
import { CaptchaField } from './captcha-field';

// jsdom has no web components worth loading: the widget's modules load as nothing
jest.mock('altcha', () => ({}), { virtual: true });
jest.mock('altcha/i18n/de', () => ({}), { virtual: true });
jest.mock('altcha/i18n/fr-fr', () => ({}), { virtual: true });
jest.mock('altcha/i18n/nl', () => ({}), { virtual: true });

/** A controllable IntersectionObserver (jsdom has none): `enter()` reports the observed box as near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets.length = 0;
  }
  enter() {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

function renderField() {
  return render(
    <form>
      <label>
        Name
        <input name="name" />
      </label>
      <CaptchaField
        label="Sicherheitsprüfung"
        noscript="Bitte JavaScript"
        language="de"
        onPayload={() => {}}
      />
    </form>,
  );
}

/** Lets the widget's dynamic imports resolve. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

describe('CaptchaField', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    FakeObserver.last = null;
  });

  it('does not load the widget while the form is untouched and its box far from the viewport', async () => {
    const { container } = renderField();
    await settle();
    expect(container.querySelector('altcha-widget')).toBeNull();
  });

  it('loads the widget once its box nears the viewport', async () => {
    const { container } = renderField();
    await settle();
    act(() => FakeObserver.last?.enter());
    await settle();
    expect(container.querySelector('altcha-widget')).not.toBeNull();
  });

  it('loads the widget once the form is being filled in', async () => {
    const { container } = renderField();
    await settle();
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'A' } });
    await settle();
    expect(container.querySelector('altcha-widget')).not.toBeNull();
  });

  it('loads the widget at once where IntersectionObserver is missing', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container } = renderField();
    await settle();
    expect(container.querySelector('altcha-widget')).not.toBeNull();
  });
});
