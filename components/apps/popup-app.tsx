/**
 * The popup: quick bridge, the calls list, order confirmation, dispatch and this page's numbers.
 * It loads the settings and any number a page action left for it (getPopupContext), chooses the
 * first section from that (or from ?call=<id> when a notification opened it), and keeps every
 * section mounted so nothing typed is lost when the agent looks elsewhere.
 */
import { browser } from '#imports';
import { useEffect, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import { useTranslation } from '../ui/use-i18n';
import type { CallRecord, PendingNumber } from '../../utils/calls/records/types';
import { popupStrings } from './strings';
import { callStrings } from '../calls/strings';
import { orderStrings } from '../orders/strings';
import { pageStrings } from '../page/strings';
import { errors } from '../../utils/i18n/messages/errors';
import { formErrors } from '../../utils/i18n/messages/form-errors';
import { historyStrings } from '../calls/history/strings';
import type { ErrorInfo } from '../../utils/errors';
import { sendMessage } from '../../utils/messaging/send';
import type { SettingsView } from '../../utils/settings/store';
import { BridgeForm, type BridgeSeed } from '../calls/bridge-form';
import { initialBridgeValues, valuesFromCall } from '../calls/bridge-values';
import { CallListButton } from '../call-lists/call-list-button';
import { CallsPanel } from '../calls/calls-panel';
import { DispatchForm } from '../calls/dispatch-form';
import { ErrorAlert } from '../ui/error-alert';
import { OrderForm } from '../orders/order-form';
import { PagePanel } from '../page/page-panel';
import type { PageRow } from '../page/page-rows';
import { readSelectedNumber } from '../page/selected-number';
import { TabList, TabPanel } from '../ui/tabs';
import { withPlus } from '../../utils/phone';

/**
 * The message areas this page shows (its LanguageRoot translates them): its frame's and each
 * screen's; the orders' because a bulk run's results file, written from the history, speaks them.
 */
export const AREAS = [
  errors,
  formErrors,
  popupStrings,
  callStrings,
  historyStrings,
  orderStrings,
  pageStrings,
];
type Section = 'bridge' | 'calls' | 'order' | 'dispatch' | 'page';
const SECTIONS: readonly Section[] = ['bridge', 'calls', 'order', 'dispatch', 'page'];

interface Context {
  settings: SettingsView;
  pending: PendingNumber | null;
}

export function PopupApp() {
  const { t, dir, setLanguageSetting } = useTranslation();
  const [context, setContext] = useState<Context | null>(null);
  const [loadError, setLoadError] = useState<ErrorInfo | null>(null);
  const search = new URLSearchParams(location.search);
  // ?call=<id> when a notification opened the popup in a tab; focusCallId when it opened the toolbar popup.
  const [highlightId, setHighlightId] = useState<string | null>(search.get('call'));
  const [section, setSection] = useState<Section>(
    highlightId ? 'calls' : search.get('section') === 'page' ? 'page' : 'bridge',
  );
  /** Opened on "This page" (the command): its search takes the focus. */
  const [openedOnPage, setOpenedOnPage] = useState(section === 'page');
  const [orderPhone, setOrderPhone] = useState('');
  const [bridgeSeed, setBridgeSeed] = useState<BridgeSeed | null>(null);
  const [callsChanged, setCallsChanged] = useState(0);

  useEffect(() => {
    void sendMessage('getPopupContext', {}).then(async (reply) => {
      if (!reply.ok) return setLoadError(reply.error);
      const { settings, pendingNumber, focusCallId, section: asked } = reply.data;
      // No number handed over by a page action: the number selected on the page, if any.
      const selected = pendingNumber ? '' : await readSelectedNumber(settings.defaultCountry);
      setLanguageSetting(settings.language);
      const focus = highlightId ?? focusCallId ?? null;
      if (focus) {
        setHighlightId(focus);
        setSection('calls');
      }
      setContext({ settings, pending: pendingNumber });
      if (pendingNumber?.intent === 'order') setOrderPhone(dialable(pendingNumber));
      const number = pendingNumber ? dialable(pendingNumber) : '';
      const values = initialBridgeValues(
        settings,
        pendingNumber?.intent === 'bridge' || pendingNumber?.intent === 'schedule'
          ? number
          : selected,
      );
      if (pendingNumber?.intent === 'schedule') values.when = 'later';
      // The name the page showed for the number, for the agent to keep or change.
      if (pendingNumber?.name && pendingNumber.intent !== 'order')
        values.customerName = pendingNumber.name;
      setBridgeSeed({ key: 0, values, editing: null });
      if (!focus && !pendingNumber && asked === 'page') {
        setSection('page');
        setOpenedOnPage(true);
      }
      if (!focus && pendingNumber) {
        setSection(
          pendingNumber.intent === 'order'
            ? 'order'
            : pendingNumber.intent === 'dispatch'
              ? 'dispatch'
              : 'bridge',
        );
      }
    });
  }, []);

  const tabLabel = (key: Section) => t(`popup.tab.${key}`);
  if (loadError) {
    return (
      <main class="popup" dir={dir}>
        <ErrorAlert error={loadError} />
      </main>
    );
  }
  if (!context || !bridgeSeed) {
    return (
      <main class="popup" dir={dir}>
        <p role="status">{t('popup.loading')}</p>
      </main>
    );
  }
  const { settings, pending } = context;
  const pendingFor = (intent: PendingNumber['intent']) =>
    pending?.intent === intent ? dialable(pending) : '';

  function seedBridge(values: BridgeSeed['values'], editing: CallRecord | null) {
    setBridgeSeed((old) => ({ key: (old?.key ?? 0) + 1, values, editing }));
    setSection('bridge');
  }

  function onSchedule(row: PageRow) {
    const values = initialBridgeValues(settings, withPlus(row.dial));
    values.customerName = row.name ?? '';
    values.when = 'later';
    seedBridge(values, null);
  }

  function onOrder(row: PageRow) {
    setOrderPhone(withPlus(row.dial));
    setSection('order');
  }

  return (
    <main class="popup" dir={dir}>
      <header class="popup-header">
        <h1>{t('popup.title')}</h1>
        <CallListButton />
        <Button variant="secondary" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('action.openSettings')}
        </Button>
      </header>
      {!settings.tokenSet || !settings.bridgeUrl ? (
        <StatusMessage kind="info">{t('popup.notConfigured')}</StatusMessage>
      ) : null}
      <TabList
        label={t('popup.tabs')}
        tabs={SECTIONS.map((key) => ({ key, label: tabLabel(key) }))}
        active={section}
        dir={dir}
        onSelect={setSection}
      />
      <TabPanel tab="bridge" active={section === 'bridge'}>
        <BridgeForm
          key={bridgeSeed.key}
          settings={settings}
          seed={bridgeSeed}
          onSaved={(_call, edited) => {
            setCallsChanged((count) => count + 1);
            if (edited) {
              setBridgeSeed((old) => ({
                key: (old?.key ?? 0) + 1,
                values: initialBridgeValues(settings),
                editing: null,
              }));
              setSection('calls');
            }
          }}
          onStopEditing={() => seedBridge(initialBridgeValues(settings), null)}
          focusOnOpen={section === 'bridge'}
        />
      </TabPanel>
      <TabPanel tab="calls" active={section === 'calls'}>
        <CallsPanel
          settings={settings}
          active={section === 'calls'}
          changeCount={callsChanged}
          highlightId={highlightId}
          onEdit={(call) => seedBridge(valuesFromCall(call), call)}
        />
      </TabPanel>
      <TabPanel tab="order" active={section === 'order'}>
        <OrderForm settings={settings} phone={orderPhone} />
      </TabPanel>
      <TabPanel tab="dispatch" active={section === 'dispatch'}>
        <DispatchForm settings={settings} phone={pendingFor('dispatch')} />
      </TabPanel>
      <TabPanel tab="page" active={section === 'page'}>
        <PagePanel
          active={section === 'page'}
          focusSearch={openedOnPage}
          onSchedule={onSchedule}
          onOrder={onOrder}
          onCallCreated={() => setCallsChanged((count) => count + 1)}
        />
      </TabPanel>
    </main>
  );
}

/** A page's number as the forms take it: with its country code, so no default country applies twice. */
function dialable(pending: PendingNumber): string {
  return pending.dial ? withPlus(pending.dial) : pending.text;
}
