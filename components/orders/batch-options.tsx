/**
 * Call flow, tries and try delay (from Settings, changed for this file only) and the pace. Values
 * stay as typed; `optionProblems` says what is wrong with each, in the page's language.
 */
import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import type { Translate } from '../../utils/i18n';
import {
  isIn,
  isWholeIn,
  ORDER_RATE_PER_SECOND,
  TRIES,
  TRY_DELAY_MINUTES,
  type Bounds,
} from '../../utils/limits';

export interface OptionValues {
  callFlowId: string;
  tries: string;
  tryDelayMinutes: string;
  ratePerSecond: string;
}

export type OptionProblems = Partial<Record<keyof OptionValues, string>>;

/** The rate's bounds as the field reads them ("0.1"), in both languages. */
const RATE_AS_TYPED = {
  min: String(ORDER_RATE_PER_SECOND.min),
  max: String(ORDER_RATE_PER_SECOND.max),
};

export function optionProblems(values: OptionValues, t: Translate): OptionProblems {
  const problems: OptionProblems = {};
  const whole = (text: string, bounds: Bounds) =>
    text.trim() !== '' && isWholeIn(Number(text), bounds);
  if (!values.callFlowId.trim()) problems.callFlowId = t('ordersColumnRequired');
  if (!whole(values.tries, TRIES)) problems.tries = t('ordersWholeInvalid', { ...TRIES });
  if (!whole(values.tryDelayMinutes, TRY_DELAY_MINUTES))
    problems.tryDelayMinutes = t('ordersWholeInvalid', { ...TRY_DELAY_MINUTES });
  const rate = Number(values.ratePerSecond.replace(',', '.'));
  if (values.ratePerSecond.trim() === '' || !isIn(rate, ORDER_RATE_PER_SECOND))
    problems.ratePerSecond = t('ordersRateInvalid', RATE_AS_TYPED);
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
          min={TRIES.min}
          max={TRIES.max}
          onInput={set('tries')}
          error={problems.tries}
        />
        <NumberField
          id="orders-try-delay"
          label={t('ordersTryDelay')}
          value={values.tryDelayMinutes}
          min={TRY_DELAY_MINUTES.min}
          max={TRY_DELAY_MINUTES.max}
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
          hint={t('ordersRateHint', RATE_AS_TYPED)}
          error={problems.ratePerSecond}
        />
      </div>
    </fieldset>
  );
}
