import type { Translate } from '../../utils/i18n';
import { normalizePhone } from '../../utils/phone';
import { TextField } from '../ui/text-field';
import { settingFields, type SectionProps } from './form-values';

/** The agent: the first party of a bridged call. The number shows its saved form as typed. */
export function AgentSection(props: SectionProps) {
  const { t, values } = props;
  const { text } = settingFields(props);
  return (
    <section class="db-section" aria-labelledby="section-agent">
      <h2 id="section-agent">{t('options.section.agent')}</h2>
      <TextField
        {...text('agentName')}
        dir="auto"
        autoComplete="name"
        hint={t('options.agentName.hint')}
      />
      <TextField
        {...text('agentNumber')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        hint={<NumberPreview t={t} typed={values.agentNumber} country={values.defaultCountry} />}
      />
    </section>
  );
}

/** "Will be saved as +966 55 123 4567", updated as the person types. */
function NumberPreview(props: { t: Translate; typed: string; country: string }) {
  const typed = props.typed.trim();
  if (!typed) return <>{props.t('options.agentNumber.hint')}</>;
  const result = normalizePhone(typed, props.country);
  if (!result.ok) return <>{props.t('options.agentNumber.notYet')}</>;
  return (
    <span data-testid="agent-number-preview">
      {props.t('options.agentNumber.preview')} <bdi dir="ltr">{result.international}</bdi> (
      <bdi dir="ltr">{result.dial}</bdi>)
    </span>
  );
}
