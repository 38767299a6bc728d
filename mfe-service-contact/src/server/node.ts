/** Node entry of the service-contact server (`dist/server/index.js`): see `contact-server.ts`. */
import { startDomainServer } from '@sf/domain-server';
import { contactServer } from './contact-server';

startDomainServer(contactServer);
