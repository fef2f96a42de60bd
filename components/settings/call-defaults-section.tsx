import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import type { SectionProps } from './form-values';
import { BRIDGE_DURATION_MINUTES, TRIES, TRY_DELAY_MINUTES } from '../../utils/limits';

/** Defaults the call forms start with: call flows, bridge duration, time zone, order retries. */
export function CallDefaultsSection(props: SectionProps) {
  const { t, values, update } = props;
  const { error, required, locked } = props;
  return (
    <section class="db-section" aria-labelledby="section-call-defaults">
      <h2 id="section-call-defaults">{t('options.section.callDefaults')}</h2>
      <TextField
        id="orderFlowId"
        label={t('options.orderFlowId')}
        dir="ltr"
        value={values.orderFlowId}
        onInput={(value) => update('orderFlowId', value)}
        hint={t('options.orderFlowId.hint')}
        error={error('orderFlowId')}
        locked={locked('orderFlowId')}
        required={required('orderFlowId')}
      />
      <TextField
        id="bridgeFlowId"
        label={t('options.bridgeFlowId')}
        dir="ltr"
        value={values.bridgeFlowId}
        onInput={(value) => update('bridgeFlowId', value)}
        hint={t('options.bridgeFlowId.hint')}
        error={error('bridgeFlowId')}
        locked={locked('bridgeFlowId')}
        required={required('bridgeFlowId')}
      />
      <NumberField
        id="bridgeDurationMinutes"
        label={t('options.bridgeDurationMinutes')}
        min={BRIDGE_DURATION_MINUTES.min}
        max={BRIDGE_DURATION_MINUTES.max}
        value={values.bridgeDurationMinutes}
        onInput={(value) => update('bridgeDurationMinutes', value)}
        hint={t('options.bridgeDurationMinutes.hint', { ...BRIDGE_DURATION_MINUTES })}
        error={error('bridgeDurationMinutes')}
        locked={locked('bridgeDurationMinutes')}
      />
      <TextField
        id="serviceTimeZone"
        label={t('options.serviceTimeZone')}
        dir="ltr"
        value={values.serviceTimeZone}
        onInput={(value) => update('serviceTimeZone', value)}
        hint={t('options.serviceTimeZone.hint')}
        error={error('serviceTimeZone')}
        locked={locked('serviceTimeZone')}
      />
      <NumberField
        id="orderTries"
        label={t('options.orderTries')}
        min={TRIES.min}
        max={TRIES.max}
        value={values.orderTries}
        onInput={(value) => update('orderTries', value)}
        hint={t('options.orderTries.hint')}
        error={error('orderTries')}
        locked={locked('orderTries')}
      />
      <NumberField
        id="orderTryDelayMinutes"
        label={t('options.orderTryDelayMinutes')}
        min={TRY_DELAY_MINUTES.min}
        max={TRY_DELAY_MINUTES.max}
        value={values.orderTryDelayMinutes}
        onInput={(value) => update('orderTryDelayMinutes', value)}
        error={error('orderTryDelayMinutes')}
        locked={locked('orderTryDelayMinutes')}
      />
      <TextField
        id="dispatchWebhookUrl"
        label={t('options.dispatchWebhookUrl')}
        type="url"
        inputMode="url"
        dir="ltr"
        value={values.dispatchWebhookUrl}
        onInput={(value) => update('dispatchWebhookUrl', value)}
        placeholder={t('options.url.placeholder')}
        hint={t('options.dispatchWebhookUrl.hint')}
        error={error('dispatchWebhookUrl')}
        locked={locked('dispatchWebhookUrl')}
      />
    </section>
  );
}
