/**
 * The Call lists page: long work an agent or team lead does in one sitting, each in its own
 * section — a list of customers bridged one after another, and a file of orders confirmed in bulk.
 * Both runs live in the background worker's storage, so this page can close and reopen at any time.
 */
import { useTranslation } from '../ui/use-i18n';
import { callListStrings } from '../call-lists/strings';
import { errors } from '../../utils/i18n/messages/errors';
import { formErrors } from '../../utils/i18n/messages/form-errors';
import { historyStrings } from '../calls/history/strings';
import { CallListPanel } from '../call-lists/call-list-panel';
import { OrdersPanel } from '../orders/orders-panel';
import { orderStrings } from '../orders/strings';

/** The message areas this page shows (its LanguageRoot translates them). */
export const AREAS = [errors, formErrors, callListStrings, orderStrings, historyStrings];

export function CallListsApp() {
  const { t } = useTranslation();
  return (
    <main class="calllists">
      <h1>{t('callListsTitle')}</h1>
      <section aria-labelledby="call-list-heading">
        <h2 id="call-list-heading">{t('callListHeading')}</h2>
        <CallListPanel />
      </section>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">{t('ordersHeading')}</h2>
        <OrdersPanel />
      </section>
    </main>
  );
}
