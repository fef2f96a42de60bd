import type { Translate } from '../../utils/i18n';

/** Progressive bridge dialing through a list of customers (issue 11, item 2). */
export function CallListPanel(_props: { t: Translate }) {
  return null;
}
