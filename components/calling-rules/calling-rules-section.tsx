/**
 * The team's calling rules: when customers may be called (windows per weekday in the customer's
 * own time, closed dates), how many calls one customer may get a day, and whether numbers may be
 * typed by hand. Saved with the rest of the settings; a team lead may set each by policy (locked
 * here). The do-not-call list has its own section (./do-not-call-section.tsx): it changes at once.
 */
import { WEEKDAYS, type CallingHours, type Weekday } from '../../utils/calling-rules/fields/hours';
import { CheckboxField } from '../ui/checkbox-field';
import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import { useSettingFields, type SectionProps } from '../settings/form-values';
import { CALLS_PER_CUSTOMER_PER_DAY } from '../../utils/limits';
import { useTranslation } from '../ui/use-i18n';

/** What turning calling hours on starts from: Sunday to Thursday, 09:00 to 21:00. */
const WORK_WEEK: CallingHours = {
  days: {
    sun: '09:00-21:00',
    mon: '09:00-21:00',
    tue: '09:00-21:00',
    wed: '09:00-21:00',
    thu: '09:00-21:00',
  },
  closedDates: '',
};

export function CallingRulesSection(props: SectionProps) {
  const { values, update, error, locked } = props;
  const { t } = useTranslation();
  const { text, check } = useSettingFields(props);
  const hours = values.callingHours;
  const hoursLocked = locked('callingHours');
  const setDay = (day: Weekday, times: string) =>
    hours && update('callingHours', { ...hours, days: { ...hours.days, [day]: times } });
  return (
    <section class="db-section" aria-labelledby="section-rules">
      <h2 id="section-rules">{t('options.section.rules')}</h2>
      <p class="db-hint">{t('options.rules.intro')}</p>
      <CheckboxField
        id="callingHours"
        label={t('options.callingHours')}
        checked={hours !== null}
        onChange={(on) => update('callingHours', on ? WORK_WEEK : null)}
        error={error('callingHours')}
        locked={hoursLocked}
      />
      {hours ? (
        <fieldset class="db-hours" disabled={hoursLocked !== undefined}>
          <legend>{t('options.callingHours.legend')}</legend>
          {WEEKDAYS.map((day) => (
            <TextField
              key={day}
              id={`callingHours-${day}`}
              label={t(`options.weekday.${day}`)}
              value={hours.days[day] ?? ''}
              onInput={(times) => setDay(day, times)}
              dir="ltr"
              hint={day === 'sun' ? t('options.callingHours.dayHint') : undefined}
            />
          ))}
          <TextField
            id="callingHours-closed"
            label={t('options.callingHours.closed')}
            value={hours.closedDates}
            onInput={(dates) => update('callingHours', { ...hours, closedDates: dates })}
            dir="ltr"
            hint={t('options.callingHours.closedHint')}
          />
        </fieldset>
      ) : null}
      <NumberField
        {...text('maxCallsPerCustomerPerDay')}
        {...CALLS_PER_CUSTOMER_PER_DAY}
        hint={t('options.maxCallsPerCustomerPerDay.hint')}
      />
      <CheckboxField {...check('clickOnly')} hint={t('options.clickOnly.hint')} />
    </section>
  );
}
