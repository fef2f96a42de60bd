import type { ScanRoot } from '../dom/roots';

/** One piece of a number: part of one text node. A number split over spans has several. */
export interface TextSpan {
  node: Text;
  start: number;
  end: number;
}

/** A phone number found in the page's text. */
export interface PageMatch {
  /** As written on the page (the joined characters of its spans). */
  text: string;
  /** The service's form: country code and national number, digits only. */
  dial: string;
  spans: TextSpan[];
  /** The block element (or shadow root) whose text holds the number. */
  block: Node;
  root: ScanRoot;
  /**
   * Painted by the highlight; static so the page's own DOM changes never pay for it. Made when
   * the number is first marked (rangeOf): the popup's whole-page list matches every number of a
   * long page and marks none of them.
   */
  range?: StaticRange;
}

/** What a run of text nodes of one block looks like before matching. */
export interface TextRun {
  block: Node;
  nodes: Text[];
  hasDigit: boolean;
}
