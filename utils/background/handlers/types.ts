import type { Handlers } from '../../messaging/router';
import type { MessageType } from '../../messaging/protocol';

/** The handlers of one area: `satisfies HandlerGroup<'a' | 'b'>` checks each one's types. */
export type HandlerGroup<K extends MessageType> = Pick<Handlers, K>;
