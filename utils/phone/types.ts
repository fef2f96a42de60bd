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
  | {
      ok: true;
      dial: string;
      country?: CountryCode;
      international: string;
      /** An extension written after the number (ASCII digits): asked for, never dialled. */
      extension?: string;
    }
  | { ok: false; reason: NormalizeFailure };

/** What the caller knows about the text's context (the scanner reads it from the page). */
export interface FindOptions {
  /** The text is a phone number's place: alone in a phone cell, field or line, labelled Mobile /
   *  Phone / جوال / هاتف, the value of an input type=tel or a tel: link's text. A national number
   *  without its trunk 0 (551874302) is then a number; in running text it stays an id. */
  phoneContext?: boolean;
  /** Digits written without + are international (a tel: link's number): 14155552671. */
  international?: boolean;
  /**
   * Called with a calling code whose countries' number types are not loaded yet (the content
   * script's, utils/page/read/plans-on-demand.ts): that run of digits yields nothing for now. Without it,
   * PlansPending is thrown.
   */
  onPending?: (callingCode: string) => void;
}
