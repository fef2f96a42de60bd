import type { Translate } from '../../utils/i18n';

/** Bulk order confirmation from a CSV or XLSX file (issue 11, item 3). */
export function OrdersPanel(_props: { t: Translate }) {
  return null;
}
