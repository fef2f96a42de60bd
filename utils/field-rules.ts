/**
 * One rule per field a person fills, written once: the bound its value must stay in
 * (utils/limits.ts) and the sentence that says so (the form-errors dictionary,
 * `fieldError.<field>`). The service requests' schemas, the settings and team schemas, the
 * background's checks of a bridge and of a bulk run's options, and the forms
 * (components/ui/field-checks.ts) all ask it, so a bound and its message cannot drift apart.
 */
import { formErrors } from './i18n/messages/form-errors';
import { ITEMS_COUNT, isWholeIn, SETTING_BOUNDS } from './limits';

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

/** The whole-number fields, by their settings name where they have one. */
export const WHOLE_FIELDS = { ...SETTING_BOUNDS, itemsCount: ITEMS_COUNT } as const;
export type WholeField = keyof typeof WHOLE_FIELDS;

/** The dictionary key of a whole-number field's message; its params are the field's bounds. */
export function wholeMessageKey(field: WholeField): `fieldError.${WholeField}` {
  return `fieldError.${field}`;
}

/** The English sentence for a value out of a whole-number field's bounds. */
export function wholeText(field: WholeField): string {
  const { min, max } = WHOLE_FIELDS[field];
  const sentence = formErrors.en[wholeMessageKey(field)]!;
  return sentence.replace('{min}', String(min)).replace('{max}', String(max));
}

/** The check: null when `value` is a whole number inside the field's bounds, else the sentence. */
export function wholeProblem(field: WholeField, value: unknown): string | null {
  return typeof value === 'number' && isWholeIn(value, WHOLE_FIELDS[field])
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
