// The shell's deferred script (`vitals.<hash>.js`): the light entry adds it after the page's load
// event; it reports the page's web vitals when the page is hidden (decision 0096).
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { readBootPayload } from './client/boot-payload';
import { startVitals } from './client/vitals';

const payload = readBootPayload(document);
if (payload) startVitals({ win: window, payload, vitals: { onCLS, onFCP, onINP, onLCP, onTTFB } });
