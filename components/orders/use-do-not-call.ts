/**
 * Which of a file's customers are on a do-not-call list (the agent's, the organisation's, or the
 * one the team's system serves), for the orders preview: the file's numbers in the phone column
 * are read as the preview reads them and the background answers which are listed, so a list of a
 * million numbers never travels to the page. Asked again for each file and column chosen (a
 * number marked on another surface a moment ago counts); a listed customer's row is refused in
 * the preview, as the background refuses it again when the run starts. Until the answer comes,
 * no row is refused for it.
 */
import { useEffect, useState } from 'preact/hooks';
import { sendMessage } from '../../utils/messaging/send';
import { normalizePhone } from '../../utils/phone';

const NONE = (): boolean => false;

export function useDoNotCall(
  rows: readonly (readonly string[])[] | null,
  phoneColumn: number | null,
  defaultCountry: string,
): (dial: string) => boolean {
  const [lookup, setLookup] = useState<(dial: string) => boolean>(() => NONE);
  useEffect(() => {
    let current = true;
    setLookup(() => NONE);
    if (!rows || phoneColumn === null) return;
    const dials = new Set<string>();
    for (const row of rows) {
      const phone = normalizePhone(row[phoneColumn] ?? '', defaultCountry);
      // What the message takes (a dial of 6 to 15 digits); anything else the preview refuses anyway.
      if (phone.ok && /^\d{6,15}$/.test(phone.dial)) dials.add(phone.dial);
    }
    if (dials.size === 0) return;
    void sendMessage('listedNumbers', { dials: [...dials] }).then((reply) => {
      if (!current || !reply.ok) return;
      const listed = new Set(reply.data.listed);
      setLookup(() => (listed.size > 0 ? (dial: string) => listed.has(dial) : NONE));
    });
    return () => {
      current = false;
    };
  }, [rows, phoneColumn, defaultCountry]);
  return lookup;
}
