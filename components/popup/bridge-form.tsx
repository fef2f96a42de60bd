/**
 * Quick bridge: calls the agent first, then the customer, now or at a chosen time; the same form,
 * prefilled, edits a scheduled call (PUT). Fields are checked as they are typed; the button shows
 * progress and a second click while a request runs does nothing (useSubmission).
 */
import { useEffect, useState } from 'preact/hooks';
import { Button } from '../button';
import { NumberField } from '../number-field';
import { StatusMessage } from '../status-message';
import { TextField } from '../text-field';
import type { CallRecord } from '../../utils/calls/types';
import { isolateLtr, type Language, type Translate } from '../../utils/i18n';
import { sendMessage } from '../../utils/messaging/send';
import type { SettingsView } from '../../utils/settings';
import { ErrorAlert } from './error-alert';
import { CallCreated } from './call-created';
import {
  BRIDGE_FIELD_IDS,
  bridgeFieldMessages,
  checkBridge,
  type BridgeField,
  type BridgeValues,
} from './bridge-values';
import { openBrowserPhone } from './browser-phone';
import { useForm } from './use-form';
import { useSubmission } from './use-submission';
import { WhenField } from './when-field';

export interface BridgeSeed {
  /** A new key resets the form to `values` (a page number chosen, an edit started). */
  key: number;
  values: BridgeValues;
  editing: CallRecord | null;
}

export function BridgeForm(props: {
  settings: SettingsView;
  seed: BridgeSeed;
  t: Translate;
  language: Language;
  onSaved: (call: CallRecord, edited: boolean) => void;
  onStopEditing: () => void;
}) {
  const { t, language, settings } = props;
  const editing = props.seed.editing;
  const form = useForm(
    props.seed.values,
    (typed) => checkBridge(typed, settings.defaultCountry).errors,
    t,
    language,
  );
  const { values, errorFor } = form;
  const [result, setResult] = useState<{ call: CallRecord; edited: boolean } | null>(null);
  const [phoneNotice, setPhoneNotice] = useState<string | null>(null);
  const submission = useSubmission();
  const phone = useSubmission();

  const check = checkBridge(values, settings.defaultCountry);
  const locked = (key: 'agentNumber' | 'agentName' | 'bridgeFlowId') =>
    settings.managed.includes(key) ? t('managed.locked') : undefined;

  // Opened by an action elsewhere (Edit on a call, Schedule on a page number): focus follows the
  // agent to the form, on the first field still empty.
  useEffect(() => {
    if (props.seed.key === 0) return;
    const fields: BridgeField[] = [
      'customerNumber',
      'customerName',
      'agentNumber',
      'agentName',
      'callFlowId',
    ];
    const first = fields.find((field) => values[field] === '') ?? 'customerNumber';
    document.getElementById(BRIDGE_FIELD_IDS[first])?.focus();
  }, []);

  const update = form.set;

  function onSubmit(event: Event) {
    event.preventDefault();
    void send(false);
  }

  /** `repeat`: the person chose "Call again" after a duplicate-call refusal. */
  async function send(repeat: boolean) {
    setResult(null);
    const invalid = form.submit();
    const bridge = check.form;
    if (invalid || !bridge) {
      submission.setError(null);
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
    <form class="popup-form" noValidate onSubmit={onSubmit} aria-labelledby="bridge-heading">
      <h2 id="bridge-heading">
        {editing ? t('popup.bridge.editHeading') : t('popup.bridge.heading')}
      </h2>
      <TextField
        id={BRIDGE_FIELD_IDS.customerNumber}
        label={t('popup.bridge.customerNumber')}
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="off"
        value={values.customerNumber}
        onInput={(value) => update('customerNumber', value)}
        error={errorFor('customerNumber')}
        hint={
          check.customerInternational && !errorFor('customerNumber')
            ? t('popup.bridge.willDial', { number: isolateLtr(check.customerInternational) })
            : undefined
        }
      />
      <TextField
        id={BRIDGE_FIELD_IDS.customerName}
        label={t('popup.bridge.customerName')}
        value={values.customerName}
        onInput={(value) => update('customerName', value)}
        error={errorFor('customerName')}
      />
      <div class="popup-pair">
        <TextField
          id={BRIDGE_FIELD_IDS.agentNumber}
          label={t('popup.bridge.agentNumber')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          value={values.agentNumber}
          onInput={(value) => update('agentNumber', value)}
          error={errorFor('agentNumber')}
          locked={locked('agentNumber')}
        />
        <TextField
          id={BRIDGE_FIELD_IDS.agentName}
          label={t('popup.bridge.agentName')}
          value={values.agentName}
          onInput={(value) => update('agentName', value)}
          error={errorFor('agentName')}
          locked={locked('agentName')}
        />
      </div>
      <div class="popup-pair">
        <TextField
          id={BRIDGE_FIELD_IDS.callFlowId}
          label={t('popup.bridge.callFlow')}
          dir="ltr"
          value={values.callFlowId}
          onInput={(value) => update('callFlowId', value)}
          error={errorFor('callFlowId')}
          locked={locked('bridgeFlowId')}
        />
        <NumberField
          id={BRIDGE_FIELD_IDS.durationMinutes}
          label={t('popup.bridge.duration')}
          min={1}
          max={600}
          value={values.durationMinutes}
          onInput={(value) => update('durationMinutes', value)}
          error={errorFor('durationMinutes')}
        />
      </div>
      <WhenField
        t={t}
        language={language}
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
        t={t}
        language={language}
        onCallAgain={() => void send(true)}
        callingAgain={submission.busy}
      />
      {result ? <CallCreated call={result.call} edited={result.edited} t={t} /> : null}
      {phoneNotice ? <StatusMessage kind="success">{phoneNotice}</StatusMessage> : null}
    </form>
  );
}
