/** The shape of one area's strings: English is complete, Arabic may fall back to it. */
export type Dictionary = Record<string, string>;
export interface AreaMessages {
  en: Dictionary;
  ar: Partial<Dictionary>;
}
