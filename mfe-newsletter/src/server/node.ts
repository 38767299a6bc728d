/** Node entry of the newsletter server (`dist/server/index.js`): see `newsletter-server.ts`. */
import { startDomainServer } from '@sf/domain-server';
import { newsletterServer } from './newsletter-server';

startDomainServer(newsletterServer);
