/**
 * Quick bridge: calls the agent first, then the customer, now or at a chosen time; the same form,
 * prefilled, edits a scheduled call (PUT). Fields are checked as they are typed; the button shows
 * progress and a second click while a request runs does nothing (useSubmission).
 */
import { useEffect, useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import { PhoneField, TextField } from '../ui/text-field';
import type { CallRecord } from '../../utils/calls/records/types';
import { isolateLtr } from '../../utils/i18n';
import { sendMessage } from '../../utils/messaging/send';
import type { SettingsView } from '../../utils/settings/store';
import { ErrorAlert } from '../ui/error-alert';
import { CallCreated } from './call-created';
import {
  BRIDGE_FIELD_IDS,
  bridgeFieldMessages,
  checkBridge,
  type BridgeField,
  type BridgeValues,
} from './bridge-values';
import { BridgeMore, MORE_FIELDS, openMore } from './bridge-more';
import { openBrowserPhone } from './browser-phone';
import { toLocalInputValue } from '../ui/local-time';
import { useForm } from '../ui/use-form';
import { useSubmission } from '../ui/use-submission';
import { WhenField } from './when-field';
import { useTranslation } from '../ui/use-i18n';
import { PopupForm } from '../ui/popup-form';

export interface BridgeSeed {
  /** A new key resets the form to `values` (a page number chosen, an edit started). */
  key: number;
  values: BridgeValues;
  editing: CallRecord | null;
}

export function BridgeForm(props: {
  settings: SettingsView;
  seed: BridgeSeed;
  onSaved: (call: CallRecord, edited: boolean) => void;
  onStopEditing: () => void;
  /** The popup opened on this form: the agent starts typing the number at once. */
  focusOnOpen?: boolean;
}) {
  const { settings } = props;
  const { t } = useTranslation();
  const editing = props.seed.editing;
  const form = useForm(
    props.seed.values,
    (typed) => checkBridge(typed, settings.defaultCountry).errors,
  );
  const { values, errorFor } = form;
  const [result, setResult] = useState<{ call: CallRecord; edited: boolean } | null>(null);
  const [phoneNotice, setPhoneNotice] = useState<string | null>(null);
  const submission = useSubmission();
  const phone = useSubmission();

  const check = checkBridge(values, settings.defaultCountry);
  const locked = (key: 'agentNumber' | 'agentName' | 'bridgeFlowId') =>
    settings.managed.includes(key) ? t('managed.locked') : undefined;

  // The team calls only numbers handed from a page, a list or a file: the number cannot be typed.
  const numberLocked = settings.clickOnly && !editing;

  // Focus where the work starts: on open, and when an action elsewhere (Edit on a call, Schedule
  // on a page number) brought the agent here: the customer's number, or their name when only
  // that is left to fill. Never a number that cannot be typed: keys pressed there go nowhere.
  useEffect(() => {
    if (props.seed.key === 0 && !props.focusOnOpen) return;
    const first: BridgeField =
      values.customerNumber !== '' && values.customerName === ''
        ? 'customerName'
        : 'customerNumber';
    if (first === 'customerNumber' && numberLocked) return;
    document.getElementById(BRIDGE_FIELD_IDS[first])?.focus();
  }, []);

  const update = form.set;
  const bind = (field: BridgeField) => form.bind(field, BRIDGE_FIELD_IDS);

  function onSubmit(event: Event) {
    event.preventDefault();
    void send(false);
  }

  /**
   * `repeat`: the person chose "Call again" after a duplicate-call refusal. `callAt`: they chose
   * "Book for …" after the team's calling hours refused the call: booked for that time.
   */
  async function send(repeat: boolean, callAt?: number) {
    setResult(null);
    const invalid = form.submit();
    const bridge = check.form && callAt !== undefined ? { ...check.form, callAt } : check.form;
    if (callAt !== undefined) {
      update('when', 'later');
      update('callAtLocal', toLocalInputValue(callAt));
    }
    if (invalid || !bridge) {
      submission.setError(null);
      if (invalid && MORE_FIELDS.includes(invalid)) openMore();
      if (invalid) document.getElementById(BRIDGE_FIELD_IDS[invalid])?.focus();
      return;
    }
    const reply = await submission.run(() =>
      editing
        ? sendMessage('editBridge', { ...bridge, callId: editing.callId })
        : sendMessage('createBridge', repeat ? { ...bridge, repeat } : bridge),
    );
    if (!reply) return;
    if (!reply.ok) {
      form.showServerFields(bridgeFieldMessages(reply.error.fields));
      return;
    }
    setResult({ call: reply.data, edited: editing !== null });
    if (!editing) {
      // The next quick bridge is for someone else; the agent's own fields stay.
      form.reset({ customerNumber: '', customerName: '' });
    }
    props.onSaved(reply.data, editing !== null);
  }

  async function onBrowserPhone() {
    form.touch('customerNumber');
    setPhoneNotice(null);
    if (check.errors.customerNumber) {
      document.getElementById(BRIDGE_FIELD_IDS.customerNumber)?.focus();
      return;
    }
    const reply = await phone.run(() =>
      openBrowserPhone(values.customerNumber.trim(), check.customerDial ?? ''),
    );
    if (reply?.ok)
      setPhoneNotice(
        t('popup.bridge.browserPhoneOpened', {
          number: isolateLtr(check.customerInternational ?? ''),
        }),
      );
  }

  const later = values.when === 'later' || editing !== null;
  const submitLabel = editing
    ? t('popup.bridge.saveEdit')
    : later
      ? t('popup.bridge.schedule')
      : t('popup.bridge.callNow');
  return (
    <PopupForm
      id="bridge"
      heading={editing ? t('popup.bridge.editHeading') : t('popup.bridge.heading')}
      onSubmit={onSubmit}
    >
      <PhoneField
        {...bind('customerNumber')}
        label={t('popup.bridge.customerNumber')}
        autoComplete="off"
        locked={numberLocked ? t('popup.clickOnly') : undefined}
        hint={
          check.customerInternational && !errorFor('customerNumber')
            ? check.customerExtension
              ? t('popup.bridge.willDialExtension', {
                  number: isolateLtr(check.customerInternational),
                  extension: isolateLtr(check.customerExtension),
                })
              : t('popup.bridge.willDial', { number: isolateLtr(check.customerInternational) })
            : undefined
        }
      />
      <TextField
        {...bind('customerName')}
        label={t('popup.bridge.customerName')}
        hint={t('popup.bridge.nameOptional')}
      />
      <BridgeMore values={values} errorFor={errorFor} bind={bind} locked={locked} />
      <WhenField
        when={values.when}
        allowNow={editing === null}
        value={values.callAtLocal}
        serviceZone={settings.serviceTimeZone}
        error={errorFor('callAtLocal')}
        onWhen={(when) => update('when', when)}
        onValue={(value) => update('callAtLocal', value)}
      />
      <div class="popup-actions">
        <Button
          type="submit"
          busy={submission.busy}
          busyLabel={editing ? t('popup.bridge.saving') : t('popup.bridge.calling')}
        >
          {submitLabel}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={props.onStopEditing}>
            {t('popup.bridge.cancelEdit')}
          </Button>
        ) : (
          <Button variant="secondary" busy={phone.busy} onClick={() => void onBrowserPhone()}>
            {t('popup.bridge.browserPhone')}
          </Button>
        )}
      </div>
      <ErrorAlert
        error={submission.error ?? phone.error}
        onCallAgain={() => void send(true)}
        callingAgain={submission.busy}
        onScheduleAt={editing ? undefined : (at) => void send(false, at)}
      />
      {result ? <CallCreated call={result.call} edited={result.edited} /> : null}
      {phoneNotice ? <StatusMessage kind="success">{phoneNotice}</StatusMessage> : null}
    </PopupForm>
  );
}
