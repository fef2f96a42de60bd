/**
 * Call flow, tries and try delay (from Settings, changed for this file only) and the pace. Values
 * stay as typed; `optionProblems` says what is wrong with each, in the page's language.
 */
import { checkText, checkWhole, type Check } from '../ui/field-checks';
import type { WholeField } from '../../utils/field-rules';
import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import type { Translate } from '../../utils/i18n';
import {
  isIn,
  ORDER_RATE_PER_SECOND,
  ORDER_TRIES,
  ORDER_TRY_DELAY_MINUTES,
} from '../../utils/limits';
import { useTranslation } from '../ui/use-i18n';

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
  const said = (check: Check) => (check ? t(check.key, check.params) : undefined);
  const callFlowId = said(checkText(values.callFlowId, 'callFlowId'));
  if (callFlowId) problems.callFlowId = callFlowId;
  const whole = (text: string, field: WholeField) => said(checkWhole(text, field));
  const tries = whole(values.tries, 'orderTries');
  if (tries) problems.tries = tries;
  const delay = whole(values.tryDelayMinutes, 'orderTryDelayMinutes');
  if (delay) problems.tryDelayMinutes = delay;
  const rate = Number(values.ratePerSecond.replace(',', '.'));
  if (values.ratePerSecond.trim() === '' || !isIn(rate, ORDER_RATE_PER_SECOND))
    problems.ratePerSecond = t('ordersRateInvalid', RATE_AS_TYPED);
  return problems;
}

export function BatchOptionFields(props: {
  values: OptionValues;
  problems: OptionProblems;
  onChange: (values: OptionValues) => void;
}) {
  const { values, problems } = props;
  const { t } = useTranslation();
  /** A field's id, label, value, update and message. */
  const field = (key: keyof OptionValues, id: string, label: string) => ({
    id,
    label: t(label),
    value: values[key],
    onInput: (value: string) => props.onChange({ ...values, [key]: value }),
    error: problems[key],
  });
  return (
    <fieldset class="orders-fieldset">
      <legend>{t('ordersHowHeading')}</legend>
      <p class="db-hint">{t('ordersHowHint')}</p>
      <div class="orders-grid">
        <TextField
          {...field('callFlowId', 'orders-call-flow', 'ordersCallFlow')}
          dir="ltr"
          required
        />
        <NumberField {...field('tries', 'orders-tries', 'ordersTries')} {...ORDER_TRIES} />
        <NumberField
          {...field('tryDelayMinutes', 'orders-try-delay', 'ordersTryDelay')}
          {...ORDER_TRY_DELAY_MINUTES}
        />
        <TextField
          {...field('ratePerSecond', 'orders-rate', 'ordersRate')}
          inputMode="text"
          dir="ltr"
          hint={t('ordersRateHint', RATE_AS_TYPED)}
        />
      </div>
    </fieldset>
  );
}
