import { LightAbort, toAbortSignal } from './light-abort';

describe('LightAbort', () => {
  it('tells its listeners once, and a late listener at once', () => {
    const abort = new LightAbort();
    const heard: string[] = [];
    const gone = () => heard.push('removed');
    abort.addEventListener('abort', () => heard.push('first'));
    abort.addEventListener('abort', gone);
    abort.removeEventListener('abort', gone);
    abort.abort(new Error('late'));
    abort.abort(new Error('again'));
    abort.addEventListener('abort', () => heard.push('late listener'));
    expect(heard).toEqual(['first', 'late listener']);
    expect(abort.aborted).toBe(true);
    expect((abort.reason as Error).message).toBe('late');
  });

  it('drives a real AbortSignal for fetch', () => {
    const abort = new LightAbort();
    const signal = toAbortSignal(abort);
    expect(signal.aborted).toBe(false);
    abort.abort('timeout');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('timeout');
    const already = new LightAbort();
    already.abort('before');
    expect(toAbortSignal(already).aborted).toBe(true);
  });
});
