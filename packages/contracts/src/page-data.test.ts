import type { BootPayload } from './boot';
import { isBootPayload } from './boot';
import { fallbackPageData, pageDataOf } from './page-data';

const payload: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'product', remote: 'mfe-catalog' },
  remotes: [],
  requestId: 'r1',
  status: 200,
  deploymentEnv: 'staging',
  isMonitoring: true,
};

describe('page data', () => {
  it('comes from the boot payload when the server wrote one', () => {
    expect(pageDataOf(payload, 'pv-1')).toEqual({
      pageviewId: 'pv-1',
      deploymentEnv: 'staging',
      isMonitoring: true,
      pageType: 'product',
      fromServer: true,
    });
    const { deploymentEnv: _e, isMonitoring: _m, ...plain } = payload;
    expect(pageDataOf(plain, 'pv-2')).toMatchObject({ deploymentEnv: 'production', isMonitoring: false });
  });

  it('is the fallback object when the server’s page data is missing', () => {
    expect(pageDataOf(null, 'pv-3')).toEqual({
      pageviewId: 'pv-3',
      deploymentEnv: 'production',
      isMonitoring: false,
      pageType: 'unknown',
      fromServer: false,
    });
    expect(fallbackPageData('pv-3')).toEqual(pageDataOf(null, 'pv-3'));
  });

  it('takes isMonitoring in a boot payload only as a boolean', () => {
    expect(isBootPayload(payload)).toBe(true);
    expect(isBootPayload({ ...payload, isMonitoring: 'yes' })).toBe(false);
  });
});
