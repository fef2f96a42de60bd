/**
 * A call's state as a badge: a word and a symbol, so it never depends on colour alone. A running
 * bridge shows its phase (your phone ringing, the customer's, connected); `data-state` keeps the
 * overall state for styling.
 */
import { callPhase, type CallPhase } from '../../../utils/calls/records/state';
import type { CallRecord } from '../../../utils/calls/records/types';
import { useTranslation } from '../../ui/use-i18n';

const SYMBOLS: Record<CallPhase, string> = {
  scheduled: '◷',
  calling: '☎',
  agent_ringing: '☎',
  customer_ringing: '☎',
  connected: '☎',
  answered: '✓',
  not_answered: '✗',
  failed: '!',
  cancelled: '⊘',
  unknown: '?',
  sent: '↗',
  blocked: '⊘',
};

export function StatusBadge(props: { call: Pick<CallRecord, 'state' | 'status'> }) {
  const { t } = useTranslation();
  const phase = callPhase(props.call);
  return (
    <span
      class={`popup-badge popup-badge-${props.call.state}`}
      data-state={props.call.state}
      data-phase={phase}
    >
      <span aria-hidden="true">{SYMBOLS[phase]} </span>
      {t(`popup.state.${phase}`)}
    </span>
  );
}
