/**
 * "Open browser phone": the background builds `{webrtcUrl}/integration.php?phone_number=…` and
 * opens it in a tab (placeCall action 'webrtc'), the same path a click on a page number takes.
 */
import type { Reply } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';

export async function openBrowserPhone(display: string, dial: string): Promise<Reply<unknown>> {
  return sendMessage('placeCall', { dial: dial || display, display, action: 'webrtc' });
}
