/**
 * The managed schema (utils/settings/managed-schema.ts, shipped as schema.json) is Chrome's and
 * Edge's managed_schema: a policy value for a key it does not
 * declare, or of another type, never reaches the extension. So it must declare exactly the keys
 * utils/settings/managed.ts reads, with the types the settings' rules accept, in the JSON-Schema
 * subset Chrome loads (top level an object; every property exactly one `type`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../utils/settings/schema';
import { parseManagedSettings } from '../../../utils/settings/managed';
import { managedSchema } from '../../../utils/settings/managed-schema';
import { TEAM_MANAGED_KEYS } from '../../../utils/settings/team';

interface Property {
  type: string;
  items?: { type: string };
}
const schema = managedSchema() as {
  type: string;
  properties: Record<string, Property & { title: string }>;
};

/** A value of each schema type that the settings' rules accept for that key. */
const SAMPLE: Record<string, unknown> = {
  ecommerceUrl: 'https://orders.example.com',
  bridgeUrl: 'https://calls.example.com',
  dispatchUrl: 'https://dispatch.example.com',
  webrtcUrl: 'https://phone.example.com',
  dispatchWebhookUrl: 'https://hooks.example.com/dispatch',
  token: 'org-token-1',
  orderFlowId: 'flow-orders',
  bridgeFlowId: 'flow-bridge',
  bridgeDurationMinutes: 20,
  serviceTimeZone: 'Asia/Dubai',
  orderTries: 2,
  orderTryDelayMinutes: 10,
  agentName: 'Sara',
  agentNumber: '+966551234567',
  defaultCountry: 'AE',
  clickAction: 'ask',
  language: 'ar',
  nameSelectors: 'https://crm.example.com .contact-name',
  notifications: false,
  sites: ['https://crm.example.com'],
  callingHours: { days: { sun: '09:00-12:00, 16:00-21:00' }, closedDates: ['2026-12-02'] },
  maxCallsPerCustomerPerDay: 3,
  clickOnly: true,
  doNotCall: ['+966 55 123 4567'],
  eventsUrl: 'https://n8n.example.com/webhook/calls',
  eventsSecret: 'a-team-secret-of-32-characters!!',
  doNotCallUrl: 'https://crm.example.com/do-not-call.txt',
  doNotCallRefreshMinutes: 1,
};

describe('the managed schema', () => {
  it('declares exactly the managed keys: every setting, the token, the sites, do-not-call and the team system', () => {
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties).sort()).toEqual(
      [
        ...Object.keys(DEFAULT_SETTINGS),
        'token',
        'sites',
        'doNotCall',
        ...TEAM_MANAGED_KEYS,
      ].sort(),
    );
  });

  it.each(Object.keys(SAMPLE))('%s: a value of the declared type is accepted', (key) => {
    const property = schema.properties[key]!;
    const value = SAMPLE[key];
    const type = Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;
    expect(property.type).toBe(type);
    if (type === 'array') expect(property.items).toEqual({ type: 'string' });
    // The events address and its secret are set together (utils/settings/team.ts).
    const paired = key === 'eventsUrl' || key === 'eventsSecret';
    const policy = paired
      ? { eventsUrl: SAMPLE.eventsUrl, eventsSecret: SAMPLE.eventsSecret }
      : { [key]: value };
    expect(parseManagedSettings(policy).invalid).toEqual([]);
  });

  it("a whole number's title gives the bounds its rule checks", () => {
    expect(schema.properties.orderTries!.title).toBe('Order confirmation tries (0-10)');
    expect(schema.properties.bridgeDurationMinutes!.title).toBe(
      'Bridge duration in minutes (1-600)',
    );
    expect(schema.properties.doNotCallRefreshMinutes!.title).toBe(
      'Minutes between two reads of the do-not-call list (1-1440, default 5)',
    );
  });
});

describe("the administrators' guide's policy examples (docs/administrators.md)", () => {
  const readme = readFileSync('docs/administrators.md', 'utf8');

  it('the Linux file is a policy Dialbridge reads whole: every key in force, none refused', () => {
    const block = /<!-- policy-linux:[^>]*-->\s*```json\n([\s\S]*?)\n```/.exec(readme);
    const values = (
      JSON.parse(block![1]!) as { '3rdparty': { extensions: Record<string, unknown> } }
    )['3rdparty'].extensions.EXTENSION_ID;
    const managed = parseManagedSettings(values);
    expect(managed.invalid).toEqual([]);
    expect(managed.settings.callingHours?.days.thu).toBe('09:00-12:00, 16:00-21:00');
    expect(managed.settings.maxCallsPerCustomerPerDay).toBe(3);
    expect(managed.doNotCall).toEqual(['966550000000', '966550000001']);
  });
});
