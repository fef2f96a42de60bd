/**
 * Every setting, written once: its kind (the rule that checks it, what a form and a policy carry
 * for it), its default, and the title the managed schema gives administrators; a whole number
 * also its bounds and the unit its message counts. The settings' schema (./schema.ts), the save
 * message (./message-schemas.ts), the managed schema (./managed-schema.ts) and the options form's
 * values (components/settings/form-values.ts) are made from this table, in its order, which is
 * the options page's order too.
 *
 * Plain data (the limits, nothing else): the build's configuration reads the managed schema made
 * from it, and the rules for whole numbers (utils/field-rules.ts) read its bounds.
 */
import {
  BRIDGE_DURATION_MINUTES,
  CALLS_PER_CUSTOMER_PER_DAY,
  ORDER_TRIES,
  ORDER_TRY_DELAY_MINUTES,
  type Bounds,
} from '../limits';

export const CLICK_ACTIONS = ['webrtc', 'bridge', 'ask'] as const;
export type ClickAction = (typeof CLICK_ACTIONS)[number];
export const LANGUAGE_SETTINGS = ['auto', 'en', 'ar'] as const;

/** What a whole number counts, for its message ("Enter a whole number of minutes from 1 to 600."). */
export type WholeUnit = 'minutes' | 'tries' | 'calls' | 'items';

interface Plain<Kind extends string, Value> {
  readonly kind: Kind;
  readonly default: Value;
  readonly title: string;
}

interface Whole {
  readonly kind: 'whole';
  readonly default: number;
  readonly bounds: Bounds;
  readonly unit: WholeUnit;
  /** The managed schema's title, given the bounds as written ("1-600"). */
  readonly title: (range: string) => string;
}

/** Every kind of setting and its stored value; ./schema.ts gives each kind its rule. */
export type SettingField =
  | Plain<'serviceUrl' | 'webhookUrl' | 'browserPhoneUrl', string>
  | Plain<'callFlowId' | 'name' | 'agentNumber' | 'country' | 'timeZone' | 'nameSelectors', string>
  | Plain<'clickAction', ClickAction>
  | Plain<'language', (typeof LANGUAGE_SETTINGS)[number]>
  | Plain<'onOff', boolean>
  | Plain<'callingHours', null>
  | Whole;
export type FieldKind = SettingField['kind'];

const SERVICE_URL = 'https://; http:// only for this computer';

export const SETTING_FIELDS = {
  ecommerceUrl: {
    kind: 'serviceUrl',
    default: '',
    title: `Order confirmation service URL (${SERVICE_URL})`,
  },
  bridgeUrl: { kind: 'serviceUrl', default: '', title: 'Bridge service URL' },
  dispatchUrl: { kind: 'serviceUrl', default: '', title: 'Dispatch service URL' },
  webrtcUrl: { kind: 'browserPhoneUrl', default: '', title: 'Browser phone URL' },
  /** The default call_flow_id for order confirmation; dispatch takes none (spec 2.5). */
  orderFlowId: { kind: 'callFlowId', default: '', title: 'Call flow for order confirmation' },
  bridgeFlowId: { kind: 'callFlowId', default: '', title: 'Call flow for bridged calls' },
  bridgeDurationMinutes: {
    kind: 'whole',
    default: 10,
    bounds: BRIDGE_DURATION_MINUTES,
    unit: 'minutes',
    title: (range) => `Bridge duration in minutes (${range})`,
  },
  /** The service's time zone for call_time; the interface does not state it. */
  serviceTimeZone: {
    kind: 'timeZone',
    default: 'Asia/Riyadh',
    title: "The service's time zone for call_time (IANA, e.g. Asia/Riyadh)",
  },
  orderTries: {
    kind: 'whole',
    default: 1,
    bounds: ORDER_TRIES,
    unit: 'tries',
    title: (range) => `Order confirmation tries (${range})`,
  },
  orderTryDelayMinutes: {
    kind: 'whole',
    default: 5,
    bounds: ORDER_TRY_DELAY_MINUTES,
    unit: 'minutes',
    title: (range) => `Minutes between order tries (${range})`,
  },
  dispatchWebhookUrl: { kind: 'webhookUrl', default: '', title: 'Dispatch webhook URL' },
  agentName: { kind: 'name', default: '', title: 'Agent name' },
  /** Stored as the service writes it (966551234567), or empty. */
  agentNumber: {
    kind: 'agentNumber',
    default: '',
    title: 'Agent phone number, with its country code',
  },
  /** ISO 3166 country for numbers written without a country code. */
  defaultCountry: {
    kind: 'country',
    default: 'SA',
    title: 'Country for numbers written without a country code (ISO 3166, e.g. SA)',
  },
  clickAction: {
    kind: 'clickAction',
    default: 'webrtc',
    title: 'What a click on a number does: webrtc, bridge or ask',
  },
  language: { kind: 'language', default: 'auto', title: 'Language: auto, en or ar' },
  /** Per site, where the customer's name is: "https://crm.example.com .contact-name" lines. */
  nameSelectors: {
    kind: 'nameSelectors',
    default: '',
    title:
      "Where the customer's name is, per site: one line each, 'https://crm.example.com .contact-name'",
  },
  notifications: { kind: 'onOff', default: true, title: 'Notify the agent when a call ends' },
  /** The team's calling rules (utils/calling-rules). */
  callingHours: {
    kind: 'callingHours',
    default: null,
    title:
      'When customers may be called, in their own local time: per weekday (sun, mon, tue, wed, thu, fri, sat) its windows, e.g. "09:00-12:00, 16:00-21:00" (a day left out has no calls), and dates with no calls',
  },
  /** Calls to one customer per day, all surfaces and kinds; 0 = no cap. */
  maxCallsPerCustomerPerDay: {
    kind: 'whole',
    default: 0,
    bounds: CALLS_PER_CUSTOMER_PER_DAY,
    unit: 'calls',
    title: (range) => `Most calls to one customer per day, all kinds (${range}; 0 = no limit)`,
  },
  /** No number typed by hand: calls start from a page, a call list or a file. */
  clickOnly: {
    kind: 'onOff',
    default: false,
    title: 'Calls start only from a page, a call list or a file: no number typed by hand',
  },
} as const satisfies Record<string, SettingField>;

export type SettingKey = keyof typeof SETTING_FIELDS;
type Fields = typeof SETTING_FIELDS;

/** The settings, in the table's order. */
export const SETTING_KEYS = Object.keys(SETTING_FIELDS) as SettingKey[];

/** The settings of one kind. */
export type KeyOfKind<Kind extends FieldKind> = {
  [K in SettingKey]: Fields[K]['kind'] extends Kind ? K : never;
}[SettingKey];
export type WholeSettingKey = KeyOfKind<'whole'>;

export const WHOLE_SETTING_KEYS = SETTING_KEYS.filter(
  (key): key is WholeSettingKey => SETTING_FIELDS[key].kind === 'whole',
);
