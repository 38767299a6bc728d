// The shell's deferred script (`vitals.<hash>.js`): the light entry adds it after the page's load
// event; it reports the page's web vitals when the page is hidden (decision 0096).
// Without the server's page data (no or a malformed boot payload) it reports with the spec's
// page-data fallback (decision 0211).
import { pageDataOf } from '@sf/contracts';
import { randomUuid } from '@sf/session';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { readBootPayload } from './client/boot-payload';
import { startVitals } from './client/vitals';

startVitals({
  win: window,
  page: pageDataOf(readBootPayload(document), randomUuid()),
  vitals: { onCLS, onFCP, onINP, onLCP, onTTFB },
});
