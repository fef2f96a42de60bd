/**
 * "Call back…": a scheduled bridge to the same customer, in 15 minutes, in an hour, tomorrow at
 * this time, or at a time the agent picks. Nothing is booked until one of them is chosen.
 */
import { useState } from 'preact/hooks';
import { Button } from '../../ui/button';
import { fromLocalInputValue, toLocalInputValue } from '../../ui/local-time';
import { callBackAt, type CallBackChoice } from './history-actions';
import './call-back.css';
import { useTranslation } from '../../ui/use-i18n';

const CHOICES: readonly CallBackChoice[] = ['in15', 'in60', 'tomorrow'];

export function CallBack(props: {
  id: string;
  busy: boolean;
  onBook: (callAt: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(() => toLocalInputValue(Date.now() + 60 * 60_000));
  const pickedAt = fromLocalInputValue(picked);
  return (
    <div
      class="history-call-back"
      role="group"
      aria-label={t('history.callBack')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onClose();
      }}
    >
      <div class="call-back-actions">
        {CHOICES.map((choice) => (
          <Button
            key={choice}
            variant="secondary"
            busy={props.busy}
            onClick={() => props.onBook(callBackAt(choice, Date.now()))}
          >
            {t(`history.callBack.${choice}`)}
          </Button>
        ))}
      </div>
      <label class="history-call-back-at" for={`${props.id}-at`}>
        {t('history.callBack.at')}
      </label>
      <div class="call-back-actions">
        <input
          id={`${props.id}-at`}
          type="datetime-local"
          value={picked}
          onInput={(event) => setPicked(event.currentTarget.value)}
        />
        <Button busy={props.busy} onClick={() => pickedAt !== null && props.onBook(pickedAt)}>
          {t('history.callBack.book')}
        </Button>
        <Button variant="secondary" onClick={props.onClose}>
          {t('history.callBack.close')}
        </Button>
      </div>
    </div>
  );
}
