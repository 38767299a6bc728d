import { onOffSetting } from './node-env';

describe('onOffSetting', () => {
  it('reads on and off in their usual spellings', () => {
    expect(['on', '1', 'TRUE', ' yes '].map((v) => onOffSetting('X', v))).toEqual([true, true, true, true]);
    expect(['off', '0', 'False', 'no'].map((v) => onOffSetting('X', v))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('leaves an unset or empty setting to the default', () => {
    expect(onOffSetting('X', undefined)).toBeUndefined();
    expect(onOffSetting('X', '')).toBeUndefined();
  });

  it('refuses anything else with the setting name', () => {
    expect(() => onOffSetting('SF_SHARE_FRAGMENT_FETCHES', 'sometimes')).toThrow(
      'SF_SHARE_FRAGMENT_FETCHES must be on or off (1/0, true/false), got "sometimes"',
    );
  });
});
