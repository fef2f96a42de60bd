/**
 * "Numbers on this page": the numbers a page handed over (popup button or context menu), each
 * with a checkbox, all ticked at first; the ticked ones make the list.
 */
import { Button } from '../ui/button';
import type { HandedNumber } from '../../utils/call-lists/types';
import { isolateLtr } from '../../utils/i18n';
import { useTranslation } from '../ui/use-i18n';

export function PageSource(props: {
  numbers: readonly HandedNumber[];
  ticked: ReadonlySet<number>;
  onTicked: (ticked: Set<number>) => void;
}) {
  const { numbers, ticked } = props;
  const { t } = useTranslation();
  if (numbers.length === 0) return <p class="db-hint">{t('listPageNone')}</p>;
  const toggle = (index: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(index);
    else next.delete(index);
    props.onTicked(next);
  };
  return (
    <fieldset class="list-page-numbers">
      <legend>{t('listPageNumbers')}</legend>
      <p class="db-hint">{t('listPageCount', { count: numbers.length })}</p>
      <div class="list-row-actions">
        <Button variant="secondary" onClick={() => props.onTicked(new Set(numbers.keys()))}>
          {t('listTickAll')}
        </Button>
        <Button variant="secondary" onClick={() => props.onTicked(new Set())}>
          {t('listUntickAll')}
        </Button>
      </div>
      <ul class="list-ticks">
        {numbers.map((number, index) => (
          <li key={`${index}-${number.dial}`}>
            <label class="db-checkbox">
              <input
                type="checkbox"
                checked={ticked.has(index)}
                onChange={(event) => toggle(index, event.currentTarget.checked)}
              />
              <span class="db-ltr-number">{isolateLtr(number.text)}</span>
              {number.name ? <span> — {number.name}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
