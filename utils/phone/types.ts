/** ISO 3166-1 alpha-2, e.g. 'SA'. */
export type CountryCode = string;

export interface PhoneMatch {
  /** UTF-16 offsets into the text given, covering the written number (not trailing extension text). */
  start: number;
  end: number;
  /** text.slice(start, end) */
  text: string;
  /** Service form: country code + national number, digits only: '966551234567', '966920012345'. */
  dial: string;
}

export type NormalizeFailure = 'empty' | 'invalid' | 'too-short' | 'too-long' | 'not-a-number';

export type NormalizeResult =
  | { ok: true; dial: string; country?: CountryCode; international: string }
  | { ok: false; reason: NormalizeFailure };
