import { gatewayStateOf, readInitialState } from './read-initial-state';

describe('readInitialState', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('parses the state script of the named remote only', () => {
    document.body.innerHTML =
      '<script type="application/json" data-sf-state="mfe-a">{"a":1}</script>' +
      '<script type="application/json" data-sf-state="mfe-b">{"b":2}</script>';
    expect(readInitialState('mfe-b')).toEqual({ b: 2 });
  });

  it('is null without a script and logs malformed JSON instead of throwing', () => {
    expect(readInitialState('mfe-a')).toBeNull();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<script type="application/json" data-sf-state="mfe-a">{oops</script>';
    expect(readInitialState('mfe-a')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[mfe-a]'), expect.any(SyntaxError));
  });

  it('finds the gateway data under its key', () => {
    expect(gatewayStateOf({ gateway: { k: 1 } })).toEqual({ k: 1 });
    expect(gatewayStateOf(null)).toBeUndefined();
    expect(gatewayStateOf('x')).toBeUndefined();
  });
});
