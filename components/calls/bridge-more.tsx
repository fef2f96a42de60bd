/**
 * The quick bridge's "More": the agent's own number and name, the call flow and the duration.
 * They come from Settings and are the same on every call, so they stay folded away (their values
 * shown in the summary) unless the agent opens them, one of them is empty, or one has a problem.
 */
import { useState } from 'preact/hooks';
import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import { isolateLtr, type Translate } from '../../utils/i18n';
import { BRIDGE_FIELD_IDS, type BridgeField, type BridgeValues } from './bridge-values';
import { BRIDGE_DURATION_MINUTES } from '../../utils/limits';

export const MORE_FIELDS: readonly BridgeField[] = [
  'agentNumber',
  'agentName',
  'callFlowId',
  'durationMinutes',
];
export const MORE_ID = 'bridge-more';

export function BridgeMore(props: {
  t: Translate;
  values: BridgeValues;
  errorFor: (field: BridgeField) => string | undefined;
  update: (field: BridgeField, value: string) => void;
  /** The reason a field is set by the organisation's policy (shown locked), or undefined. */
  locked: (key: 'agentNumber' | 'agentName' | 'bridgeFlowId') => string | undefined;
}) {
  const { t, values, errorFor, update, locked } = props;
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
          min={BRIDGE_DURATION_MINUTES.min}
          max={BRIDGE_DURATION_MINUTES.max}
          value={values.durationMinutes}
          onInput={(value) => update('durationMinutes', value)}
          error={errorFor('durationMinutes')}
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
