/** A valid report of every field (tests). */
export const REPORT = {
  id: 'v6-1764237000000-1234567890123',
  name: 'INP',
  value: 120,
  delta: 120,
  rating: 'good',
  pathname: '/p/sofa-123',
  interactionType: 'pointer',
  target: 'main>form>button',
  navigationType: 'navigate',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
  pageType: 'product',
  connection: '4g',
  deviceType: 'mobile',
  loadState: 'complete',
  environment: 'production',
} as const;
