/**
 * Call flow, tries and try delay (from Settings, changed for this file only) and the pace. Values
 * stay as typed; `optionProblems` says what is wrong with each, in the page's language.
 */
import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import type { Translate } from '../../utils/i18n';
import { MAX_RATE, MIN_RATE } from '../../utils/orders/pacing';

export interface OptionValues {
  callFlowId: string;
  tries: string;
  tryDelayMinutes: string;
  ratePerSecond: string;
}

export type OptionProblems = Partial<Record<keyof OptionValues, string>>;

export function optionProblems(values: OptionValues, t: Translate): OptionProblems {
  const problems: OptionProblems = {};
  const whole = (text: string, min: number, max: number) => {
    const value = Number(text);
    return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
  };
  if (!values.callFlowId.trim()) problems.callFlowId = t('ordersColumnRequired');
  if (!whole(values.tries, 0, 10)) problems.tries = t('ordersWholeInvalid', { min: 0, max: 10 });
  if (!whole(values.tryDelayMinutes, 0, 1440))
    problems.tryDelayMinutes = t('ordersWholeInvalid', { min: 0, max: 1440 });
  const rate = Number(values.ratePerSecond.replace(',', '.'));
  if (values.ratePerSecond.trim() === '' || !(rate >= MIN_RATE && rate <= MAX_RATE))
    problems.ratePerSecond = t('ordersRateInvalid');
  return problems;
}

export function BatchOptionFields(props: {
  values: OptionValues;
  problems: OptionProblems;
  onChange: (values: OptionValues) => void;
  t: Translate;
}) {
  const { t, values, problems } = props;
  const set = (key: keyof OptionValues) => (value: string) =>
    props.onChange({ ...values, [key]: value });
  return (
    <fieldset class="orders-fieldset">
      <legend>{t('ordersHowHeading')}</legend>
      <p class="db-hint">{t('ordersHowHint')}</p>
      <div class="orders-grid">
        <TextField
          id="orders-call-flow"
          label={t('ordersCallFlow')}
          value={values.callFlowId}
          onInput={set('callFlowId')}
          dir="ltr"
          required
          error={problems.callFlowId}
        />
        <NumberField
          id="orders-tries"
          label={t('ordersTries')}
          value={values.tries}
          min={0}
          max={10}
          onInput={set('tries')}
          error={problems.tries}
        />
        <NumberField
          id="orders-try-delay"
          label={t('ordersTryDelay')}
          value={values.tryDelayMinutes}
          min={0}
          max={1440}
          onInput={set('tryDelayMinutes')}
          error={problems.tryDelayMinutes}
        />
        <TextField
          id="orders-rate"
          label={t('ordersRate')}
          value={values.ratePerSecond}
          onInput={set('ratePerSecond')}
          inputMode="text"
          dir="ltr"
          hint={t('ordersRateHint')}
          error={problems.ratePerSecond}
        />
      </div>
    </fieldset>
  );
}
