/**
 * The team's do-not-call list (its own and the organisation's) as a lookup for the orders
 * preview, read from the background for each file chosen (a number marked on another surface a
 * moment ago counts): a listed customer's row is refused in the preview, as the background
 * refuses it again when the run starts. Until it is read, no row is refused for it.
 */
import { useEffect, useState } from 'preact/hooks';
import { sendMessage } from '../../utils/messaging/send';

const NONE = (): boolean => false;

export function useDoNotCall(file: unknown): (dial: string) => boolean {
  const [lookup, setLookup] = useState<(dial: string) => boolean>(() => NONE);
  useEffect(() => {
    let current = true;
    void sendMessage('getDoNotCall', {}).then((reply) => {
      if (!current || !reply.ok) return;
      const listed = new Set([...reply.data.own, ...(reply.data.managed ?? [])]);
      setLookup(() => (listed.size > 0 ? (dial: string) => listed.has(dial) : NONE));
    });
    return () => {
      current = false;
    };
  }, [file]);
  return lookup;
}
