/**
 * A call's overall state as a badge: a word and a symbol, so it never depends on colour alone.
 */
import type { CallState } from '../../utils/calls/types';
import type { Translate } from '../../utils/i18n';

const SYMBOLS: Record<CallState, string> = {
  scheduled: '◷',
  calling: '☎',
  answered: '✓',
  not_answered: '✗',
  failed: '!',
  cancelled: '⊘',
  unknown: '?',
  sent: '↗',
};

export function StatusBadge(props: { state: CallState; t: Translate }) {
  return (
    <span class={`popup-badge popup-badge-${props.state}`} data-state={props.state}>
      <span aria-hidden="true">{SYMBOLS[props.state]} </span>
      {props.t(`popup.state.${props.state}`)}
    </span>
  );
}
