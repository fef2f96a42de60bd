import type { Handlers } from '../../messaging/router';
import type { MessageType } from '../../messaging/protocol';

/** The handlers of one area: `const xHandlers: HandlerGroup<'a' | 'b'> = { ... }` types each one. */
export type HandlerGroup<K extends MessageType> = Pick<Handlers, K>;
