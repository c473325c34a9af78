// The public API of @frontoffice/demo-api (issue 4). The browser service worker is a separate entry,
// `@frontoffice/demo-api/browser`, so that Node consumers never load msw/browser.
export { createDemoApi, errorBody, type DemoApi, type DemoApiOptions } from './core/api.ts';
export { createDemoHandlers, type DemoHandlers, type DemoHandlersOptions } from './msw.ts';
export { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_PASSWORD } from './core/seed.ts';
export type { DemoState, Fault, OutboxMessage, RentalRecord, UserRecord } from './core/model.ts';
