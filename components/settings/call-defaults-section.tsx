import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import { useSettingFields, type SectionProps } from './form-values';
import { BRIDGE_DURATION_MINUTES, ORDER_TRIES, ORDER_TRY_DELAY_MINUTES } from '../../utils/limits';
import { useTranslation } from '../ui/use-i18n';

/** Defaults the call forms start with: call flows, bridge duration, time zone, order retries. */
export function CallDefaultsSection(props: SectionProps) {
  const { t } = useTranslation();
  const { text } = useSettingFields(props);
  return (
    <section class="db-section" aria-labelledby="section-call-defaults">
      <h2 id="section-call-defaults">{t('options.section.callDefaults')}</h2>
      <TextField {...text('orderFlowId')} dir="ltr" hint={t('options.orderFlowId.hint')} />
      <TextField {...text('bridgeFlowId')} dir="ltr" hint={t('options.bridgeFlowId.hint')} />
      <NumberField
        {...text('bridgeDurationMinutes')}
        {...BRIDGE_DURATION_MINUTES}
        hint={t('options.bridgeDurationMinutes.hint', { ...BRIDGE_DURATION_MINUTES })}
      />
      <TextField {...text('serviceTimeZone')} dir="ltr" hint={t('options.serviceTimeZone.hint')} />
      <NumberField {...text('orderTries')} {...ORDER_TRIES} hint={t('options.orderTries.hint')} />
      <NumberField {...text('orderTryDelayMinutes')} {...ORDER_TRY_DELAY_MINUTES} />
      <TextField
        {...text('dispatchWebhookUrl')}
        type="url"
        inputMode="url"
        dir="ltr"
        placeholder={t('options.url.placeholder')}
        hint={t('options.dispatchWebhookUrl.hint')}
      />
    </section>
  );
}
