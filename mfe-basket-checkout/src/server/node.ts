/** Node entry of the basket server (`dist/server/index.js`): see `basket-server.ts`. */
import { startDomainServer } from '@sf/domain-server';
import { basketServer } from './basket-server';

startDomainServer(basketServer);
