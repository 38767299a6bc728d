import { pageDataOf, type BootPayload } from '@sf/contracts';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { addScriptAfterLoad, deviceTypeOf, startVitals, VITALS_ENDPOINT } from './vitals';

const payload: BootPayload = {
  tenant: 'DE',
  locale: 'de-DE',
  route: { id: 'product', remote: 'mfe-catalog' },
  remotes: [],
  requestId: 'r',
  status: 200,
  deploymentEnv: 'staging',
};

const inp = {
  name: 'INP',
  id: 'v6-1-2',
  value: 96,
  delta: 96,
  rating: 'good',
  navigationType: 'navigate',
  entries: [],
  attribution: { interactionTarget: 'main>button.buy', interactionType: 'pointer', loadState: 'complete' },
} as unknown as MetricWithAttribution;
const ttfb = {
  name: 'TTFB',
  id: 'v6-1-3',
  value: 40,
  delta: 40,
  rating: 'good',
  navigationType: 'reload',
  entries: [],
  attribution: {},
} as unknown as MetricWithAttribution;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('startVitals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('sends every spec field of what the library reported in one beacon when the page is hidden, not before', () => {
    const callbacks: Array<(m: MetricWithAttribution) => void> = [];
    const on = (cb: (m: MetricWithAttribution) => void) => void callbacks.push(cb);
    const send = jest.fn();
    startVitals({
      win: window,
      page: pageDataOf(payload, 'pv-1'),
      vitals: { onLCP: on, onINP: on, onCLS: on, onTTFB: on, onFCP: on } as never,
      send,
    });
    // one metric per task, none in the script's own (decision 0296); the flush listeners after them
    expect(callbacks).toHaveLength(0);
    for (let n = 1; n <= 5; n++) {
      jest.advanceTimersToNextTimer();
      expect(callbacks).toHaveLength(n);
    }
    jest.advanceTimersToNextTimer();
    callbacks[1]!(inp);
    callbacks[3]!(ttfb);
    expect(send).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as [string, string];
    expect(url).toBe(VITALS_ENDPOINT);
    const reports = JSON.parse(body) as Record<string, unknown>[];
    expect(reports[0]).toEqual({
      id: 'v6-1-2',
      name: 'INP',
      value: 96,
      delta: 96,
      rating: 'good',
      pathname: window.location.pathname,
      interactionType: 'pointer',
      target: 'main>button.buy',
      navigationType: 'navigate',
      userAgent: navigator.userAgent,
      pageType: 'product',
      connection: 'unknown',
      deviceType: deviceTypeOf(window.innerWidth),
      loadState: 'complete',
      environment: 'staging',
    });
    expect(reports[1]).toMatchObject({
      name: 'TTFB',
      interactionType: null,
      target: null,
      loadState: null,
      navigationType: 'reload',
    });

    // nothing new: nothing sent again
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports with the page-data fallback when the server’s page data is missing', () => {
    const callbacks: Array<(m: MetricWithAttribution) => void> = [];
    const on = (cb: (m: MetricWithAttribution) => void) => void callbacks.push(cb);
    const send = jest.fn();
    startVitals({
      win: window,
      page: pageDataOf(null, 'pv-2'),
      vitals: { onLCP: on, onINP: on, onCLS: on, onTTFB: on, onFCP: on } as never,
      send,
    });
    jest.runAllTimers();
    callbacks[1]!(inp);
    setVisibility('hidden');
    const reports = JSON.parse((send.mock.calls[0] as [string, string])[1]) as Record<string, unknown>[];
    expect(reports[0]).toMatchObject({ name: 'INP', pageType: 'unknown', environment: 'production' });
  });

  it('reports nothing from a monitoring probe’s page', () => {
    const on = jest.fn();
    const send = jest.fn();
    startVitals({
      win: window,
      page: pageDataOf({ ...payload, isMonitoring: true }, 'pv-3'),
      vitals: { onLCP: on, onINP: on, onCLS: on, onTTFB: on, onFCP: on } as never,
      send,
    });
    jest.runAllTimers();
    setVisibility('hidden');
    expect(on).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('adds a deferred script one task after the load event, never before', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    addScriptAfterLoad(window, 'http://shop.test/_assets/shell/1/vitals.abc.js');
    jest.runOnlyPendingTimers();
    expect(document.querySelector('script[src$="vitals.abc.js"]')).toBeNull();
    window.dispatchEvent(new Event('load'));
    expect(document.querySelector('script[src$="vitals.abc.js"]')).toBeNull();
    jest.runOnlyPendingTimers();
    expect(document.querySelectorAll('script[src$="vitals.abc.js"]')).toHaveLength(1);
  });

  it("classes devices by the spec's server media widths", () => {
    expect([deviceTypeOf(360), deviceTypeOf(767), deviceTypeOf(768), deviceTypeOf(1024)]).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'desktop',
    ]);
  });
});
