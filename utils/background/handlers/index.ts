/**
 * Registrations only: the Handlers map assembled from each area's file. To add a message, add it
 * to utils/messaging/protocol.ts and schemas.ts, write `handlers/<area>.ts` exporting
 * `const <area>Handlers: HandlerGroup<'a' | 'b'> = { ... }`, and spread it in here.
 * tsc fails until every message in the protocol has a handler.
 */
import type { Handlers } from '../../messaging/router';
import { callHandlers } from './calls';
import { callListHandlers } from './call-list';
import { callingRuleHandlers } from './calling-rules';
import { connectionHandlers } from './connection';
import { orderHandlers } from './orders';
import { pageHandlers } from './page';
import { settingsHandlers } from './settings';
import { teamSystemHandlers } from './team-system';

export const handlers: Handlers = {
  ...settingsHandlers,
  ...connectionHandlers,
  ...pageHandlers,
  ...callHandlers,
  ...callListHandlers,
  ...orderHandlers,
  ...callingRuleHandlers,
  ...teamSystemHandlers,
};
