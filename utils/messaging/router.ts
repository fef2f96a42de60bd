/**
 * The background's message router: parses the envelope and the data with zod, checks the sender
 * against mayBeSentBy (protocol.ts), runs the handler and turns any failure into an ErrorInfo
 * reply.
 * Exported as a plain function so unit tests call it directly with forged senders.
 */
import type { Runtime } from 'webextension-polyfill';
import { HandledError, type ErrorInfo, type Reply } from '../errors';
import {
  mayBeSentBy,
  isDialbridgeMessage,
  type ParsedData,
  type MessageReturn,
  type MessageType,
  type SenderKind,
} from './protocol';
import { envelopeSchema, messageSchemas } from './schemas';

export type Handlers = {
  [K in MessageType]: (data: ParsedData<K>, sender: MessageSenderInfo) => Promise<MessageReturn<K>>;
};

export interface MessageSenderInfo {
  kind: SenderKind;
  tabId?: number;
  frameId?: number;
  url?: string;
}

/**
 * Classifies a sender. Extension pages (popup, options, even when opened in a tab) have a URL
 * under our own origin; content scripts run in a tab on some other origin. Anything else, or a
 * message from another extension, is refused.
 */
export function classifySender(
  sender: Runtime.MessageSender,
  runtimeId: string,
  extensionOrigin: string,
): SenderKind | null {
  if (sender.id !== runtimeId) return null;
  if (sender.url?.startsWith(extensionOrigin)) return 'extension';
  if (sender.tab) return 'content';
  return null;
}

/**
 * Returns undefined for messages not on our channel, so other listeners may
 * answer. A message on our channel is always answered: one whose envelope is broken (no type,
 * no data) gets 'bad-message', so the sender sees a clear error instead of a bare null.
 */
export async function routeMessage(
  message: unknown,
  sender: Runtime.MessageSender,
  handlers: Handlers,
  identity: { runtimeId: string; extensionOrigin: string },
): Promise<Reply<unknown> | undefined> {
  if (!isDialbridgeMessage(message)) return undefined;
  const envelope = envelopeSchema.safeParse(message);
  if (!envelope.success) {
    return fail({ code: 'bad-message', message: 'The request was malformed.' });
  }
  const type = envelope.data.type as MessageType;
  if (!Object.hasOwn(messageSchemas, type)) {
    return fail({ code: 'bad-message', message: 'Unknown request.' });
  }
  const kind = classifySender(sender, identity.runtimeId, identity.extensionOrigin);
  if (!kind || !mayBeSentBy(type, kind)) {
    return fail({ code: 'forbidden-sender', message: 'This request is not allowed from here.' });
  }
  const parsed = messageSchemas[type].safeParse(envelope.data.data);
  if (!parsed.success) {
    return fail({
      code: 'bad-message',
      message: 'The request was malformed.',
      fields: fieldMessages(parsed.error.issues),
    });
  }
  const info: MessageSenderInfo = {
    kind,
    tabId: sender.tab?.id,
    frameId: sender.frameId,
    url: sender.url,
  };
  try {
    const handler = handlers[type] as (
      data: unknown,
      sender: MessageSenderInfo,
    ) => Promise<unknown>;
    return { ok: true, data: await handler(parsed.data, info) };
  } catch (error) {
    if (error instanceof HandledError) return fail(error.info);
    const withInfo = error as { info?: ErrorInfo };
    if (withInfo?.info && typeof withInfo.info.code === 'string') return fail(withInfo.info);
    // Unknown failures: a fixed message; the original may contain request details.
    console.error(
      '[dialbridge] handler failed:',
      type,
      error instanceof Error ? error.name : typeof error,
    );
    return fail({
      code: 'internal',
      message: 'Something went wrong inside Dialbridge. Try again.',
    });
  }
}

export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function fail(error: ErrorInfo): Reply<never> {
  return { ok: false, error };
}
