import { describe, expect, it } from 'vitest';
import { formValuesFrom, type FormValues } from '../../../components/settings/form-values';
import { missingFields, requiredFields } from '../../../components/settings/required-fields';
import { DEFAULT_SETTINGS } from '../../../utils/settings/schema';

const blank: FormValues = formValuesFrom({
  ...DEFAULT_SETTINGS,
  tokenSet: false,
  managed: [],
  managedInvalid: [],
});
const noToken = { typed: '', stored: false };

describe('required settings', () => {
  it.each([
    ['webrtc', {}, ['webrtcUrl']],
    ['bridge', {}, ['bridgeUrl', 'bridgeFlowId', 'agentNumber', 'agentName', 'token']],
    ['ask', {}, ['webrtcUrl', 'bridgeUrl', 'bridgeFlowId', 'agentNumber', 'agentName', 'token']],
    ['webrtc', { ecommerceUrl: 'https://shop.example' }, ['webrtcUrl', 'orderFlowId', 'token']],
    ['webrtc', { dispatchUrl: 'https://d.example' }, ['webrtcUrl', 'token']],
    [
      'webrtc',
      { bridgeUrl: 'https://b.example' },
      ['webrtcUrl', 'bridgeFlowId', 'agentNumber', 'agentName', 'token'],
    ],
  ] as const)('click %s with %j needs %j', (clickAction, set, fields) => {
    const values = { ...blank, clickAction, ...set };
    expect(Object.keys(requiredFields(values, noToken)).sort()).toEqual([...fields].sort());
  });

  it('a stored token is never asked for again', () => {
    const values = { ...blank, clickAction: 'bridge' as const };
    expect(requiredFields(values, { typed: '', stored: true }).token).toBeUndefined();
  });

  it('only the empty ones are missing, each with why it is needed', () => {
    const values = { ...blank, clickAction: 'bridge' as const, bridgeUrl: 'https://b.example' };
    expect(
      missingFields({ ...values, agentName: 'Sara' }, { typed: 'tok', stored: false }),
    ).toEqual({
      bridgeFlowId: 'options.required.bridge',
      agentNumber: 'options.required.bridge',
    });
  });
});
