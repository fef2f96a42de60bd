/**
 * One rule per field a person fills, written once: the bound its value must stay in (a setting's
 * in utils/settings/fields.ts, the others in utils/limits.ts) and the sentence that says so (the
 * form-errors dictionary). The service requests' schemas, the settings and team schemas, the
 * background's checks of a bridge and of a bulk run's options, and the forms
 * (components/ui/field-checks.ts) all ask it, so a bound and its message cannot drift apart.
 */
import { formErrors } from './i18n/messages/form-errors';
import { DO_NOT_CALL_REFRESH_MINUTES, ITEMS_COUNT, isWholeIn, type Bounds } from './limits';
import {
  SETTING_FIELDS,
  WHOLE_SETTING_KEYS,
  type WholeSettingKey,
  type WholeUnit,
} from './settings/fields';

/** How the English messages name each field a request carries; keys are the camelCase fields. */
export const FIELD_LABELS = {
  phone: 'Customer number',
  callFlowId: 'Call flow ID',
  orderNumber: 'Order number',
  tries: 'Tries',
  tryDelayMinutes: 'Minutes between tries',
  itemsCount: 'Items count',
  orderCost: 'Order cost',
  type: 'Call type',
  firstCalleeNumber: 'First number',
  firstCalleeName: 'First name',
  secondCalleeNumber: 'Second number',
  secondCalleeName: 'Second name',
  callTime: 'Call time',
  durationMinutes: 'Duration',
  callId: 'Call ID',
  number1: 'First number to read out',
  number2: 'Second number to read out',
  webhookUrl: 'Webhook URL',
} as const;
export type LabelledField = keyof typeof FIELD_LABELS;

/** "Call flow ID: this field is required." */
export function requiredText(field: LabelledField): string {
  return `${FIELD_LABELS[field]}: this field is required.`;
}

/** "Call flow ID: use at most 200 characters." */
export function tooLongText(field: LabelledField, max: number): string {
  return `${FIELD_LABELS[field]}: use at most ${max} characters.`;
}

/** A whole-number field's bounds and what its message counts. */
interface WholeRule {
  readonly bounds: Bounds;
  readonly unit: WholeUnit;
}

const settingRules = {} as Record<WholeSettingKey, WholeRule>;
for (const key of WHOLE_SETTING_KEYS) settingRules[key] = SETTING_FIELDS[key];

/** The whole-number fields, by their settings name where they have one. */
export const WHOLE_FIELDS = {
  ...settingRules,
  doNotCallRefreshMinutes: { bounds: DO_NOT_CALL_REFRESH_MINUTES, unit: 'minutes' },
  itemsCount: { bounds: ITEMS_COUNT, unit: 'items' },
} as const satisfies Record<string, WholeRule>;
export type WholeField = keyof typeof WHOLE_FIELDS;

/** A whole-number field's bounds, or undefined for any other field. */
export function wholeBounds(field: string): Bounds | undefined {
  return (WHOLE_FIELDS as Record<string, WholeRule>)[field]?.bounds;
}

/** The dictionary key of a whole-number field's message; its params are the field's bounds. */
export function wholeMessageKey(field: WholeField): `fieldError.whole.${WholeUnit}` {
  return `fieldError.whole.${WHOLE_FIELDS[field].unit}`;
}

/** The English sentence for a value out of a whole-number field's bounds. */
export function wholeText(field: WholeField): string {
  const { min, max } = WHOLE_FIELDS[field].bounds;
  const sentence = formErrors.en[wholeMessageKey(field)]!;
  return sentence.replace('{min}', String(min)).replace('{max}', String(max));
}

/** The check: null when `value` is a whole number inside the field's bounds, else the sentence. */
export function wholeProblem(field: WholeField, value: unknown): string | null {
  return typeof value === 'number' && isWholeIn(value, WHOLE_FIELDS[field].bounds)
    ? null
    : wholeText(field);
}

/** A request field and the rule it follows. */
export const REQUEST_WHOLE_FIELDS = {
  tries: 'orderTries',
  tryDelayMinutes: 'orderTryDelayMinutes',
  itemsCount: 'itemsCount',
  durationMinutes: 'bridgeDurationMinutes',
} as const satisfies Partial<Record<LabelledField, WholeField>>;
