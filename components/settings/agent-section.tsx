import type { Translate } from '../../utils/i18n';
import { normalizePhone } from '../../utils/phone';
import { TextField } from '../ui/text-field';
import type { SectionProps } from './form-values';

/** The agent: the first party of a bridged call. The number shows its saved form as typed. */
export function AgentSection(props: SectionProps) {
  const { t, values, update } = props;
  const { error, required, locked } = props;
  return (
    <section class="db-section" aria-labelledby="section-agent">
      <h2 id="section-agent">{t('options.section.agent')}</h2>
      <TextField
        id="agentName"
        label={t('options.agentName')}
        dir="auto"
        autoComplete="name"
        value={values.agentName}
        onInput={(value) => update('agentName', value)}
        hint={t('options.agentName.hint')}
        error={error('agentName')}
        locked={locked('agentName')}
        required={required('agentName')}
      />
      <TextField
        id="agentNumber"
        label={t('options.agentNumber')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        value={values.agentNumber}
        onInput={(value) => update('agentNumber', value)}
        hint={<NumberPreview t={t} typed={values.agentNumber} country={values.defaultCountry} />}
        error={error('agentNumber')}
        locked={locked('agentNumber')}
        required={required('agentNumber')}
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
