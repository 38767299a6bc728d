/** Node entry of the account server (`dist/server/index.js`): see `account-server.ts`. */
import { startDomainServer } from '@sf/domain-server';
import { accountServer } from './account-server';

startDomainServer(accountServer);
