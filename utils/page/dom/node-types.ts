/**
 * Node type numbers as plain constants. In a content script's isolated world a global lookup such
 * as `Node.TEXT_NODE` goes through the window's interceptors, slow enough to show in a scan that
 * asks it tens of thousands of times.
 */
export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const DOCUMENT_NODE = 9;

/** NodeFilter masks, for the same reason. */
export const SHOW_ELEMENT = 0x1;
export const SHOW_TEXT = 0x4;
