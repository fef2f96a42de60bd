/**
 * A TreeWalker as browsers have it, for the nodes of one type: linkedom's ignores a `currentNode`
 * set from outside, which is how the scanner's walks start at an element of their choosing (the
 * viewport's top, a window's first block). Assign it as the document's createTreeWalker.
 */
export function browserTreeWalker(nodeType: number) {
  return (root: Node) => {
    const after = (node: Node): Node | null => {
      if (node.firstChild) return node.firstChild;
      for (let at: Node | null = node; at && at !== root; at = at.parentNode)
        if (at.nextSibling) return at.nextSibling;
      return null;
    };
    return {
      currentNode: root,
      nextNode(): Node | null {
        for (let node = after(this.currentNode); node; node = after(node))
          if (node.nodeType === nodeType) return (this.currentNode = node);
        return null;
      },
    };
  };
}
