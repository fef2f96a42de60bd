import { describe, expect, it } from 'vitest';
import {
  bridgeFieldMessages,
  checkBridge,
  initialBridgeValues,
  type BridgeValues,
} from '../../../components/calls/bridge-values';
import {
  fromLocalInputValue,
  serviceTimeIfDifferent,
  toLocalInputValue,
} from '../../../components/ui/local-time';
import { DEFAULT_SETTINGS } from '../../../utils/settings/store';
import { withPlus } from '../../../utils/phone';

const NOW = new Date(2026, 2, 1, 12, 0, 0).getTime();
const settings = {
  ...DEFAULT_SETTINGS,
  agentName: 'Amal',
  agentNumber: '966501112222',
  bridgeFlowId: 'flow',
  tokenSet: true,
  managed: [],
  managedInvalid: [],
};

function values(change: Partial<BridgeValues> = {}): BridgeValues {
  return { ...initialBridgeValues(settings, '0551234567'), customerName: 'Badr', ...change };
}

describe('checkBridge', () => {
  it('turns a complete form into a BridgeForm, now = callAt null', () => {
    const result = checkBridge(values(), 'SA', NOW);
    expect(result.form).toEqual({
      customerNumber: '0551234567',
      customerName: 'Badr',
      agentNumber: '+966501112222',
      agentName: 'Amal',
      callFlowId: 'flow',
      durationMinutes: 10,
      callAt: null,
    });
    expect(result.customerDial).toBe('966551234567');
  });

  it('says which extension to ask for when one is typed after the number; the dial leaves it out', () => {
    const result = checkBridge(values({ customerNumber: 'Phone: 011 234 5678 x 12' }), 'SA', NOW);
    expect(result.customerDial).toBe('966112345678');
    expect(result.customerExtension).toBe('12');
    expect(checkBridge(values(), 'SA', NOW).customerExtension).toBeUndefined();
  });

  it('takes a form without a customer name (it is optional for a quick bridge)', () => {
    const result = checkBridge(values({ customerName: ' ' }), 'SA', NOW);
    expect(result.errors.customerName).toBeNull();
    expect(result.form?.customerName).toBe('');
  });

  it.each([
    ['customerNumber', { customerNumber: '12ab' }, 'fieldError.phone.invalid'],
    ['customerNumber', { customerNumber: '  ' }, 'fieldError.required'],
    ['agentNumber', { agentNumber: '' }, 'fieldError.required'],
    ['callFlowId', { callFlowId: ' ' }, 'fieldError.required'],
    ['durationMinutes', { durationMinutes: '0' }, 'fieldError.whole.minutes'],
    ['durationMinutes', { durationMinutes: '2.5' }, 'fieldError.whole.minutes'],
    ['durationMinutes', { durationMinutes: '601' }, 'fieldError.whole.minutes'],
    ['callAtLocal', { when: 'later', callAtLocal: '' }, 'popup.bridge.chooseTime'],
    [
      'callAtLocal',
      { when: 'later', callAtLocal: toLocalInputValue(NOW - 60_000) },
      'popup.bridge.pastTime',
    ],
    [
      'callAtLocal',
      { when: 'later', callAtLocal: toLocalInputValue(NOW) },
      'popup.bridge.pastTime',
    ],
  ] as const)('%s: %j → %s, and no form', (field, change, key) => {
    const result = checkBridge(values(change as Partial<BridgeValues>), 'SA', NOW);
    expect(result.errors[field]?.key).toBe(key);
    expect(result.form).toBeNull();
  });

  it('an agent from another country stays right under the default country (stored with "+")', () => {
    const result = checkBridge(values({ agentNumber: withPlus('201001234567') }), 'SA', NOW);
    expect(result.errors.agentNumber).toBeNull();
    expect(result.form?.agentNumber).toBe('+201001234567');
  });

  it('a future time becomes callAt in epoch ms', () => {
    const later = NOW + 3600_000;
    const result = checkBridge(
      values({ when: 'later', callAtLocal: toLocalInputValue(later) }),
      'SA',
      NOW,
    );
    expect(result.form?.callAt).toBe(later);
  });

  it('a past time chosen and then switched back to now is fine', () => {
    const result = checkBridge(
      values({ when: 'now', callAtLocal: toLocalInputValue(NOW - 3600_000) }),
      'SA',
      NOW,
    );
    expect(result.form?.callAt).toBeNull();
  });
});

describe('local time', () => {
  it.each(['2026-03-01T14:30', '2026-12-31T23:59', '2026-01-01T00:00'])(
    '%s round-trips',
    (value) => {
      const epoch = fromLocalInputValue(value);
      expect(epoch).not.toBeNull();
      expect(toLocalInputValue(epoch!)).toBe(value);
    },
  );

  it.each(['', '2026-03-01', 'soon', '2026-03-01 14:30'])('%j is not a time', (value) => {
    expect(fromLocalInputValue(value)).toBeNull();
  });

  it('shows the service clock only when it reads differently', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(serviceTimeIfDifferent(NOW, zone)).toBeNull();
    const other = zone === 'Asia/Riyadh' ? 'America/New_York' : 'Asia/Riyadh';
    expect(serviceTimeIfDifferent(NOW, other)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('bridgeFieldMessages', () => {
  it("maps the background's field names onto the form's fields and drops unknown ones", () => {
    expect(
      bridgeFieldMessages({ callAt: 'past', customerNumber: 'bad', dial: 'x', when: 'y' }),
    ).toEqual({
      callAtLocal: 'past',
      customerNumber: 'bad',
    });
    expect(bridgeFieldMessages(undefined)).toEqual({});
  });
});
