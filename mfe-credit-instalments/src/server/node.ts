/** Node entry of the credit server (`dist/server/index.js`): see `credit-server.ts`. */
import { startDomainServer } from '@sf/domain-server';
import { creditServer } from './credit-server';

startDomainServer(creditServer);
