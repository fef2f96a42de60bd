// The settings' table (utils/settings/fields.ts) is the one list of settings: the settings'
// schema, the save message, the managed schema, the defaults and the options form are all made
// from it, so a setting written there alone reaches each of them.
import { describe, expect, it } from 'vitest';
import { FIELD_ORDER, formValuesFrom } from '../../../components/settings/form-values';
import { settingsStrings } from '../../../components/settings/strings';
import { SETTING_FIELDS } from '../../../utils/settings/fields';
import { managedSchema } from '../../../utils/settings/managed-schema';
import { settingsMessageSchemas } from '../../../utils/settings/message-schemas';
import { DEFAULT_SETTINGS, settingsSchema } from '../../../utils/settings/schema';

const SETTINGS = [
  'ecommerceUrl',
  'bridgeUrl',
  'dispatchUrl',
  'webrtcUrl',
  'orderFlowId',
  'bridgeFlowId',
  'bridgeDurationMinutes',
  'serviceTimeZone',
  'orderTries',
  'orderTryDelayMinutes',
  'dispatchWebhookUrl',
  'agentName',
  'agentNumber',
  'defaultCountry',
  'clickAction',
  'language',
  'nameSelectors',
  'notifications',
  'callingHours',
  'maxCallsPerCustomerPerDay',
  'clickOnly',
];
const WHOLE = [
  'bridgeDurationMinutes',
  'orderTries',
  'orderTryDelayMinutes',
  'maxCallsPerCustomerPerDay',
];

describe('the settings table', () => {
  it('lists every setting, in the options page order', () => {
    expect(Object.keys(SETTING_FIELDS)).toEqual(SETTINGS);
    expect(FIELD_ORDER).toEqual(['token', ...SETTINGS]);
  });

  it('gives the settings schema, the save message and the defaults every setting', () => {
    expect(Object.keys(settingsSchema.shape)).toEqual(SETTINGS);
    const save = settingsMessageSchemas.saveSettings.shape.settings;
    expect(Object.keys(save.shape)).toEqual(SETTINGS);
    expect(Object.keys(DEFAULT_SETTINGS)).toEqual(SETTINGS);
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it('gives the managed schema every setting, typed by its kind', () => {
    const properties = managedSchema().properties as Record<string, { type: string }>;
    for (const key of SETTINGS) {
      const expected = WHOLE.includes(key)
        ? 'integer'
        : key === 'notifications' || key === 'clickOnly'
          ? 'boolean'
          : key === 'callingHours'
            ? 'object'
            : 'string';
      expect([key, properties[key]?.type]).toEqual([key, expected]);
    }
  });

  it('keeps a whole number as text in the form, and reads it back from text', () => {
    const view = { ...DEFAULT_SETTINGS, tokenSet: false, managed: [], managedInvalid: [] };
    const values = formValuesFrom(view);
    for (const key of WHOLE)
      expect([key, typeof values[key as keyof typeof values]]).toEqual([key, 'string']);
    expect(values.bridgeDurationMinutes).toBe('10');
    expect(settingsSchema.shape.orderTries.parse('3')).toBe(3);
    expect(settingsSchema.shape.orderTries.safeParse('11').success).toBe(false);
  });

  // The field and the save summary both name a setting by `options.<name>`: a label kept under
  // another key showed the summary the bare key ("options.maxCallsPerCustomerPerDay").
  it.each(SETTINGS)('%s has its label in English and Arabic', (key) => {
    expect(settingsStrings.en[`options.${key}`]).toBeTruthy();
    expect(settingsStrings.ar[`options.${key}`]).toBeTruthy();
  });
});
