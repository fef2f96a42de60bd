/**
 * "When": now, or a date and time picked in the agent's own zone. Under the picker the same
 * moment is shown on the service's clock (settings.serviceTimeZone) when the two differ, since
 * that is the call_time the service receives.
 */
import { FieldMessages } from '../ui/field-messages';
import { useField } from '../ui/use-field';
import { formatInZone } from '../ui/format';
import { fromLocalInputValue, localTimeZone, serviceTimeIfDifferent } from '../ui/local-time';
import { useTranslation } from '../ui/use-i18n';

export function WhenField(props: {
  when: 'now' | 'later';
  /** Editing a scheduled call: the PUT needs a call_time, so "now" is not offered. */
  allowNow: boolean;
  value: string;
  serviceZone: string;
  error?: string;
  onWhen: (when: 'now' | 'later') => void;
  onValue: (value: string) => void;
}) {
  const { t, language } = useTranslation();
  const epoch = fromLocalInputValue(props.value);
  const differs = epoch !== null && serviceTimeIfDifferent(epoch, props.serviceZone) !== null;
  const serviceText = differs ? formatInZone(epoch, props.serviceZone, language) : null;
  const hint = t('popup.bridge.yourZone', { zone: localTimeZone() });
  const field = useField({ id: 'bridge-call-at', hint, error: props.error });
  return (
    <fieldset class="db-field popup-when">
      <legend class="db-label">{t('popup.bridge.when')}</legend>
      {props.allowNow ? (
        <div class="popup-radios">
          {(['now', 'later'] as const).map((option) => (
            <label key={option} class="popup-radio">
              <input
                type="radio"
                name="bridge-when"
                value={option}
                checked={props.when === option}
                onChange={() => props.onWhen(option)}
              />
              {t(option === 'now' ? 'popup.bridge.now' : 'popup.bridge.later')}
            </label>
          ))}
        </div>
      ) : null}
      {props.when === 'later' || !props.allowNow ? (
        <div class="popup-when-later">
          <label for={field.control.id}>{t('popup.bridge.dateTime')}</label>
          <input
            {...field.control}
            class="db-input"
            type="datetime-local"
            value={props.value}
            onInput={(event) => props.onValue(event.currentTarget.value)}
          />
          <FieldMessages {...field.messages} />
          {serviceText ? (
            <p class="db-hint" data-testid="service-time">
              {t('popup.bridge.serviceTime', { zone: props.serviceZone, time: serviceText })}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
