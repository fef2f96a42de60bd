/**
 * The quick bridge's "More": the agent's own number and name, the call flow and the duration.
 * They come from Settings and are the same on every call, so they stay folded away (their values
 * shown in the summary) unless the agent opens them, one of them is empty, or one has a problem.
 */
import { useState } from 'preact/hooks';
import { NumberField } from '../ui/number-field';
import { PhoneField, TextField } from '../ui/text-field';
import type { FieldBinding } from '../ui/use-form';
import { isolateLtr } from '../../utils/i18n';
import type { BridgeField, BridgeValues } from './bridge-values';
import { BRIDGE_DURATION_MINUTES } from '../../utils/limits';
import { useTranslation } from '../ui/use-i18n';

export const MORE_FIELDS: readonly BridgeField[] = [
  'agentNumber',
  'agentName',
  'callFlowId',
  'durationMinutes',
];
export const MORE_ID = 'bridge-more';

export function BridgeMore(props: {
  values: BridgeValues;
  errorFor: (field: BridgeField) => string | undefined;
  /** A field's id, value, update and message (useForm's bind). */
  bind: (field: BridgeField) => FieldBinding;
  /** The reason a field is set by the organisation's policy (shown locked), or undefined. */
  locked: (key: 'agentNumber' | 'agentName' | 'bridgeFlowId') => string | undefined;
}) {
  const { values, errorFor, bind, locked } = props;
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const needed = MORE_FIELDS.some((field) => values[field].trim() === '' || errorFor(field));
  const summary = [
    values.agentName,
    values.agentNumber ? isolateLtr(values.agentNumber) : '',
    values.callFlowId ? isolateLtr(values.callFlowId) : '',
    t('popup.bridge.minutes', { count: Number(values.durationMinutes) || 0 }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <details
      id={MORE_ID}
      class="popup-more"
      open={opened || needed}
      onToggle={(event) => setOpened((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        <span class="popup-more-title">{t('popup.bridge.more')}</span>{' '}
        <span class="popup-more-values">{summary}</span>
      </summary>
      <div class="popup-pair">
        <PhoneField
          {...bind('agentNumber')}
          label={t('popup.bridge.agentNumber')}
          locked={locked('agentNumber')}
        />
        <TextField
          {...bind('agentName')}
          label={t('popup.bridge.agentName')}
          locked={locked('agentName')}
        />
      </div>
      <div class="popup-pair">
        <TextField
          {...bind('callFlowId')}
          label={t('popup.bridge.callFlow')}
          dir="ltr"
          locked={locked('bridgeFlowId')}
        />
        <NumberField
          {...bind('durationMinutes')}
          label={t('popup.bridge.duration')}
          min={BRIDGE_DURATION_MINUTES.min}
          max={BRIDGE_DURATION_MINUTES.max}
        />
      </div>
    </details>
  );
}

/** Opens "More" at once (before a re-render), so a field in it can take focus now. */
export function openMore(): void {
  const details = document.getElementById(MORE_ID);
  if (details instanceof HTMLDetailsElement) details.open = true;
}
