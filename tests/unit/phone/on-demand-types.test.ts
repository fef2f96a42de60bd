/**
 * The number types the page script does not carry (numbering-types.json): reading waits for them
 * where a number needs them, and only there. Each test starts from fresh modules, without the
 * types tests/unit/setup.ts adds.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PhoneModule from '../../../utils/phone';
import type * as EveryModule from '../../../utils/phone/every-number-type';

let phone: typeof PhoneModule;
let every: typeof EveryModule;

beforeEach(async () => {
  vi.resetModules();
  phone = await import('../../../utils/phone');
  every = await import('../../../utils/phone/every-number-type');
});

const dials = (text: string, country: string, onPending?: (code: string) => void) =>
  phone.findPhoneNumbers(text, country, onPending ? { onPending } : {}).map((hit) => hit.dial);

describe('numbers that need no other types', () => {
  it('reads the default-country choices’ numbers at once', () => {
    const pending = vi.fn();
    const text = 'Huda 055 123 4567, London +44 20 7946 0958, Cairo +20 10 1234 5678';
    expect(dials(text, 'SA', pending)).toEqual(['966551234567', '442079460958', '201012345678']);
    expect(pending).not.toHaveBeenCalled();
  });

  it('reads a US number under +1 without the other +1 countries’ types', () => {
    const pending = vi.fn();
    expect(dials('+1 650 253 0000', 'SA', pending)).toEqual(['16502530000']);
    expect(pending).not.toHaveBeenCalled();
  });
});

describe('a number of a country whose types are not added', () => {
  it('leaves its run unread and names its calling code; the rest of the text is read', () => {
    const pending = vi.fn();
    expect(dials('Ivan +7 912 345-67-89, Huda 055 123 4567', 'SA', pending)).toEqual([
      '966551234567',
    ]);
    expect(pending).toHaveBeenCalledWith('7');
  });

  it('waits for a Jamaican number under +1 (not a US one)', () => {
    const pending = vi.fn();
    expect(dials('+1 876 512 3456', 'SA', pending)).toEqual([]);
    expect(pending).toHaveBeenCalledWith('1');
  });

  it('never reads a part of the waiting run as another number', () => {
    // With RU's types this is +7 912 650 2530; its last ten digits alone are a US number.
    expect(dials('+7 912 650 2530', 'US', () => undefined)).toEqual([]);
  });

  it('waits with the whole run, numbers read before the waiting one included', () => {
    const text = '0551234567 007 912 345 6789';
    expect(dials(text, 'SA', () => undefined)).toEqual([]);
    phone.addNumberTypes(every.numberTypesOf(['7']));
    expect(dials(text, 'SA')).toEqual(['966551234567', '79123456789']);
  });

  it('throws PlansPending when the caller does not wait', () => {
    expect(() => dials('+7 912 345-67-89', 'SA')).toThrow(phone.PlansPending);
  });

  it('is read once its calling code’s types are added', () => {
    phone.addNumberTypes(every.numberTypesOf(['7']));
    const pending = vi.fn();
    expect(dials('+7 912 650 2530', 'US', pending)).toEqual(['79126502530']);
    expect(dials('+1 876 512 3456', 'SA', pending)).toEqual([]);
    expect(pending).toHaveBeenCalledWith('1');
    phone.addNumberTypes(every.numberTypesOf(['1']));
    expect(dials('+1 876 512 3456', 'SA', pending)).toEqual(['18765123456']);
  });

  it('is shown in generic groups meanwhile, never throwing', () => {
    expect(phone.formatInternational('79126502530')).toBe('+7 912 650 2530');
  });
});
