/**
 * One bound, one answer: the stored settings, the service requests and the popup's form checks
 * accept a bound's last value and refuse the next one alike, so a form never lets through what
 * the background refuses. The bounds are written out here, not read from utils/limits.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkWhole } from '../../components/ui/field-checks';
import { isIn, isWholeIn } from '../../utils/limits';
import { messageSchemas } from '../../utils/messaging/schemas';
import { bridgeSchema, orderConfirmationSchema } from '../../utils/service/requests';
import { urlProblem } from '../../utils/url-rules';
import { DEFAULT_SETTINGS, settingsSchema } from '../../utils/settings/schema';

const settingsAccept = (key: string, value: number) =>
  settingsSchema.safeParse({ ...DEFAULT_SETTINGS, [key]: value }).success;

const order = { phone: '966551234567', callFlowId: 'flow', orderNumber: 'A1' };
const bridge = {
  callFlowId: 'flow',
  firstCalleeNumber: '966501234567',
  firstCalleeName: 'Agent',
  secondCalleeNumber: '966551234567',
  secondCalleeName: 'Customer',
  durationMinutes: 30,
};

describe('every surface reads the same bounds', () => {
  it.each([
    ['orderTries', 'tries', 0, 10],
    ['orderTryDelayMinutes', 'tryDelayMinutes', 0, 1440],
  ])('%s: %i to %i', (setting, field, min, max) => {
    for (const [value, ok] of [
      [min, true],
      [max, true],
      [min - 1, false],
      [max + 1, false],
    ] as const) {
      expect(settingsAccept(setting, value)).toBe(ok);
      expect(orderConfirmationSchema.safeParse({ ...order, [field]: value }).success).toBe(ok);
    }
  });

  it('a bridge lasts 1 to 600 minutes, in the settings and in the request', () => {
    for (const [value, ok] of [
      [1, true],
      [600, true],
      [0, false],
      [601, false],
    ] as const) {
      expect(settingsAccept('bridgeDurationMinutes', value)).toBe(ok);
      expect(bridgeSchema.safeParse({ ...bridge, durationMinutes: value }).success).toBe(ok);
    }
  });

  it('the daily cap per customer is 0 to 50', () => {
    expect(settingsAccept('maxCallsPerCustomerPerDay', 50)).toBe(true);
    expect(settingsAccept('maxCallsPerCustomerPerDay', 51)).toBe(false);
  });

  it('an order has 0 to 100000 items: the request and the form check agree', () => {
    expect(orderConfirmationSchema.safeParse({ ...order, itemsCount: 100_000 }).success).toBe(true);
    expect(orderConfirmationSchema.safeParse({ ...order, itemsCount: 100_001 }).success).toBe(
      false,
    );
    // The popup's order form checks its field with the same bounds (components/orders/order-form.tsx).
    expect(checkWhole('100001', 'itemsCount')).toEqual({
      key: 'fieldError.whole.items',
      params: { min: 0, max: 100_000 },
    });
  });
});

describe("a text over its field's limit is answered by the field, not refused as a bad message", () => {
  it('an address of 2,049 characters reaches the address rule, which says it is too long', () => {
    const url = `https://calls.example.com/${'a'.repeat(2049 - 26)}`;
    expect(url).toHaveLength(2049);
    expect(urlProblem('service', url)).toBe('too-long');
    expect(urlProblem('service', url.slice(0, 2048))).toBeNull();
    const test = { bridgeUrl: url, ecommerceUrl: url, dispatchUrl: url };
    expect(messageSchemas.testConnection.safeParse(test).success).toBe(true);
  });

  it('name locations of 4,001 characters reach the settings, which allow 4,000', () => {
    const long = 'x'.repeat(4001);
    const result = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, nameSelectors: long });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Name locations: use at most 4,000 characters.',
    );
    const inMessage = messageSchemas.saveSettings.shape.settings.shape.nameSelectors;
    expect(inMessage.safeParse(long).success).toBe(true);
  });
});

describe('isIn and isWholeIn', () => {
  it('include both ends and refuse what is not a finite number', () => {
    const bounds = { min: 0.1, max: 50 };
    expect([0.1, 50, 0.09, 50.01, NaN, Infinity].map((v) => isIn(v, bounds))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 10, 2.5, 11].map((v) => isWholeIn(v, { min: 0, max: 10 }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
