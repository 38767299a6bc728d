import { devFeaturesEnabled } from './dev-features';

describe('devFeaturesEnabled', () => {
  it('is on only when SF_DEV_FEATURES is exactly 1', () => {
    expect(devFeaturesEnabled({ SF_DEV_FEATURES: '1' })).toBe(true);
    expect(devFeaturesEnabled({})).toBe(false);
    expect(devFeaturesEnabled({ SF_DEV_FEATURES: '0' })).toBe(false);
    expect(devFeaturesEnabled({ SF_DEV_FEATURES: 'true' })).toBe(false);
    expect(devFeaturesEnabled({ NODE_ENV: 'development' })).toBe(false);
  });
});
