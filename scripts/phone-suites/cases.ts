/** The shape of tests/phone-suites/cases.json. A region of null means "no default country". */
export interface FindCase {
  text: string;
  region: string | null;
  /** The number's span in text, as the suite expects it found (UTF-16 offsets). */
  start: number;
  end: number;
  from: string;
}
export interface NotFindCase {
  text: string;
  region: string | null;
  from: string;
}
export interface NormalizeCase {
  input: string;
  region: string | null;
  /** Country calling code + national number, digits only (the dial form). */
  dial: string;
  /** The extension the suite expects read apart from the number; absent: none. */
  extension?: string;
  from: string;
}
export interface RejectCase {
  input: string;
  region: string | null;
  from: string;
}
export interface SuiteCases {
  sources: { repo: string; commit: string; files: string[] }[];
  find: FindCase[];
  notFind: NotFindCase[];
  normalize: NormalizeCase[];
  reject: RejectCase[];
}
