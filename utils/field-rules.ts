/**
 * One rule per field a person fills, written once: the bound its value must stay in (a setting's
 * in utils/settings/fields.ts, the others in utils/limits.ts) and the sentence that says so (the
 * form-errors dictionary). The service requests' schemas, the settings and team schemas, the
 * background's checks of a bridge and of a bulk run's options, and the forms
 * (components/ui/field-checks.ts) all ask it, so a bound and its message cannot drift apart.
 */
import { formErrors } from './i18n/messages/form-errors';
import {
  DO_NOT_CALL_REFRESH_MINUTES,
  EVENTS_SECRET_LENGTH,
  ITEMS_COUNT,
  isWholeIn,
  MAX_LENGTH,
  writtenBound,
  type Bounds,
} from './limits';
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

/** "Call flow ID: this field is required.", or with another label a form's message names. */
export function requiredText(field: LabelledField | { label: string }): string {
  const label = typeof field === 'string' ? FIELD_LABELS[field] : field.label;
  return labelled(label, englishText('fieldError.required', {}));
}

/**
 * The longest text of each field a person types, by the name its form and its messages use: the
 * requests' fields, and the settings' (utils/settings/fields.ts kinds `callFlowId` and `name`).
 */
export const TEXT_FIELDS = {
  callFlowId: MAX_LENGTH.callFlowId,
  orderNumber: MAX_LENGTH.orderNumber,
  type: MAX_LENGTH.orderType,
  orderFlowId: MAX_LENGTH.callFlowId,
  bridgeFlowId: MAX_LENGTH.callFlowId,
  customerName: MAX_LENGTH.name,
  agentName: MAX_LENGTH.name,
  nameSelectors: MAX_LENGTH.nameSelectors,
} as const;
export type TextField = keyof typeof TEXT_FIELDS;

/**
 * "Use at most 200 characters.", or with the field's label, as a request's messages name their
 * field: "Call flow ID: use at most 200 characters." (the form-errors dictionary's sentence).
 */
export function tooLongText(max: number, label?: string): string {
  const sentence = englishText('fieldError.tooLong', { max }, writtenBound);
  return label ? labelled(label, sentence) : sentence;
}

/** Whether `message` is the too-long sentence for `max`, with a label or without. */
export function isTooLongText(message: string, max: number): boolean {
  const sentence = tooLongText(max);
  return message === sentence || message.endsWith(labelled('', sentence));
}

/**
 * The secret events are signed with: its one sentence, for a secret missing or of a length
 * outside its bounds (the form, the background and the policy's check all say it).
 */
export function eventsSecretText(): string {
  return englishText('fieldError.eventsSecret', { ...EVENTS_SECRET_LENGTH });
}

/** The check of a typed secret: null when its length is inside the bounds, else the sentence. */
export function eventsSecretProblem(secret: string): string | null {
  const { min, max } = EVENTS_SECRET_LENGTH;
  return secret.length >= min && secret.length <= max ? null : eventsSecretText();
}

/** The bounds a field's own sentence (`fieldError.<field>`) names, for any language. */
export const FIELD_SENTENCE_PARAMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  eventsSecret: { ...EVENTS_SECRET_LENGTH },
};

/** A form-errors sentence in English with its `{name}` parameters filled in. */
function englishText(
  key: string,
  params: Readonly<Record<string, number>>,
  write: (value: number) => string = String,
): string {
  let sentence = formErrors.en[key]!;
  for (const [name, value] of Object.entries(params))
    sentence = sentence.replace(`{${name}}`, write(value));
  return sentence;
}

/** A sentence as a request's messages give it, after its field's label: "Tries: enter …". */
export function labelled(label: string, sentence: string): string {
  return `${label}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/** A request's required text field: its labelled sentence when missing or too long, else null. */
export function requiredTextProblem(field: LabelledField & TextField, text: string): string | null {
  return text ? lengthProblem(text, TEXT_FIELDS[field], FIELD_LABELS[field]) : requiredText(field);
}

/** The check: null when `text` fits in `max` characters, else the sentence (labelled if given). */
export function lengthProblem(text: string, max: number, label?: string): string | null {
  return text.length > max ? tooLongText(max, label) : null;
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
  return englishText(wholeMessageKey(field), { ...WHOLE_FIELDS[field].bounds });
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
