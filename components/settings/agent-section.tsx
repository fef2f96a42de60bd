import { normalizePhone } from '../../utils/phone';
import { PhoneField, TextField } from '../ui/text-field';
import { useSettingFields, type SectionProps } from './form-values';
import { useTranslation } from '../ui/use-i18n';

/** The agent: the first party of a bridged call. The number shows its saved form as typed. */
export function AgentSection(props: SectionProps) {
  const { values } = props;
  const { t } = useTranslation();
  const { text } = useSettingFields(props);
  return (
    <section class="db-section" aria-labelledby="section-agent">
      <h2 id="section-agent">{t('options.section.agent')}</h2>
      <TextField
        {...text('agentName')}
        dir="auto"
        autoComplete="name"
        hint={t('options.agentName.hint')}
      />
      <PhoneField
        {...text('agentNumber')}
        autoComplete="tel"
        hint={<NumberPreview typed={values.agentNumber} country={values.defaultCountry} />}
      />
    </section>
  );
}

/** "Will be saved as +966 55 123 4567", updated as the person types. */
function NumberPreview(props: { typed: string; country: string }) {
  const { t } = useTranslation();
  const typed = props.typed.trim();
  if (!typed) return <>{t('options.agentNumber.hint')}</>;
  const result = normalizePhone(typed, props.country);
  if (!result.ok) return <>{t('options.agentNumber.notYet')}</>;
  return (
    <span data-testid="agent-number-preview">
      {t('options.agentNumber.preview')} <bdi dir="ltr">{result.international}</bdi> (
      <bdi dir="ltr">{result.dial}</bdi>)
    </span>
  );
}
