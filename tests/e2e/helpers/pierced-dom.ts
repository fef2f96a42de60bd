/**
 * A page's whole DOM through the DevTools protocol, closed shadow roots and frames included, and
 * the few reads the overlay helpers make of it.
 */
import type { CDPSession, Frame, Page } from '@playwright/test';

export interface DomNode {
  nodeId: number;
  nodeType: number;
  localName?: string;
  nodeValue?: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/**
 * The page's whole DOM through the DevTools protocol, closed shadow roots included. A frame from
 * another site runs in its own process: pass the Frame to read its DOM (its own coordinates).
 */
export async function withPiercedDocument<T>(
  target: Page | Frame,
  use: (cdp: CDPSession, root: DomNode) => Promise<T>,
): Promise<T> {
  const page = 'page' in target ? target.page() : target;
  const cdp = await page.context().newCDPSession(target);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    return await use(cdp, root);
  } finally {
    await cdp.detach();
  }
}

export function attr(node: DomNode, name: string): string | null {
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1]!;
  return null;
}

export function hasClass(node: DomNode, name: string): boolean {
  return (attr(node, 'class') ?? '').split(/\s+/).includes(name);
}

export function textOf(node: DomNode | undefined): string {
  if (!node) return '';
  if (node.nodeType === 3) return node.nodeValue ?? '';
  return (node.children ?? []).map(textOf).join(node.localName === 'div' ? ' ' : '');
}

export function findAll(
  node: DomNode,
  test: (node: DomNode) => boolean,
  found: DomNode[] = [],
): DomNode[] {
  if (test(node)) found.push(node);
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])])
    findAll(child, test, found);
  if (node.contentDocument) findAll(node.contentDocument, test, found);
  return found;
}

export function find(node: DomNode, test: (node: DomNode) => boolean): DomNode | undefined {
  return findAll(node, test)[0];
}
