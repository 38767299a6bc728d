export { localeFromPath, languageOf, type PathLocale, type Language } from './locale-from-path';
export {
  ROUTES,
  ROUTE_TABLE,
  getRoute,
  pathsOf,
  normalizeRoutePath,
  declaredRoutes,
  type Route,
  type RouteId,
} from './routes/route-table';
export {
  resolveRoute,
  routeTableOf,
  localizedPath,
  pagePath,
  routesOf,
  routeMatcher,
  remoteMatcher,
  type ResolvedRoute,
  type LocationLike,
} from './routes/resolve-route';
export {
  createRouteTable,
  ownedBy,
  type RouteTable,
  type ResolvedRoute as TableResolvedRoute,
} from './routes/route-index';
export { toPageRoutes, pageRouteTable, pageLinks } from './routes/page-routes';
export { setRouteSource, type RouteSource } from './routes/route-source';
export { bootRouteSource, withLinks } from './routes/boot-routes';
export { SHELL_ROUTES } from './routes/shell-routes';
export { everyLocale, everyLocaleAll, FR_PREFIX } from './routes/path-helpers';
export { productPath } from './routes/product-path';
export { CONTENT_LINKS, contentLink, type ContentLinkId } from './routes/content-links';
export type {
  RemoteName,
  OwnedRoute,
  RouteDefinition,
  RouteMatch,
  LocalizedPaths,
  PathSpec,
} from './routes/types';
export { isChatBotVisible } from './chat-bot';
export { createIntlFor, logIntlError, type CreateIntlOptions } from './intl/create-intl';
export {
  messagesFor,
  toSwissGerman,
  toSwissGermanMessage,
  type Message,
  type Messages,
  type MessageBundle,
} from './intl/messages-for';
export {
  formatPrice,
  formatDecimal,
  formatDate,
  currencyOf,
  timeZoneOf,
  priceFormatOptions,
  dateFormatOptions,
  type DateStyle,
} from './intl/format';
export {
  SHARED_MESSAGES,
  SHARED_MESSAGES_DE,
  SHARED_MESSAGES_FR,
  SHARED_MESSAGES_NL,
  type SharedMessageId,
} from './messages/shared-messages';
