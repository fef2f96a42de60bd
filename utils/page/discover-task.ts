/**
 * Finds the open shadow roots and iframes under a subtree, so they are scanned as roots of their
 * own. No CSS selector matches "has a shadow root", and visiting every element costs more than
 * the text scan itself, so only elements that can host one are asked: custom elements (matched
 * natively as "not a known tag") and the few standard tags attachShadow() accepts.
 */
import { ELEMENT_NODE } from './node-types';
import type { ScanContext, ScanTask } from './scan-tasks';
import type { ScanRoot } from './roots';

const CLOCK_EVERY = 64;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The standard elements that may have a shadow root (DOM standard, attachShadow). */
const STANDARD_HOSTS =
  'article,aside,blockquote,body,div,footer,h1,h2,h3,h4,h5,h6,header,main,nav,p,section,span';

/** Every known HTML tag: what is left is a custom (or unknown) element. */
const KNOWN_TAGS =
  'a,abbr,address,area,article,aside,audio,b,base,bdi,bdo,big,blockquote,body,br,button,canvas,' +
  'caption,center,cite,code,col,colgroup,data,datalist,dd,del,details,dfn,dialog,div,dl,dt,em,' +
  'embed,fieldset,figcaption,figure,font,footer,form,frame,frameset,h1,h2,h3,h4,h5,h6,head,header,' +
  'hgroup,hr,html,i,iframe,img,input,ins,kbd,label,legend,li,link,main,map,mark,marquee,menu,meta,' +
  'meter,nav,nobr,noscript,object,ol,optgroup,option,output,p,param,picture,pre,progress,q,rp,rt,' +
  'ruby,s,samp,script,search,section,select,slot,small,source,span,strike,strong,style,sub,summary,' +
  'sup,table,tbody,td,template,textarea,tfoot,th,thead,time,title,tr,track,tt,u,ul,var,video,wbr';
const CANDIDATES = `${STANDARD_HOSTS},:not(${KNOWN_TAGS}),iframe,frame`;

export interface FoundRoots {
  shadowHost(host: Element, parent: ScanRoot): void;
  frame(frame: HTMLIFrameElement, parent: ScanRoot): void;
}

export class DiscoverTask implements ScanTask {
  private candidates: NodeListOf<Element> | null = null;
  private position = 0;

  constructor(
    private readonly root: ScanRoot,
    private readonly subtree: Node,
    private readonly found: FoundRoots,
  ) {}

  step(deadline: number, _context: ScanContext): boolean {
    if (!this.subtree.isConnected) return true;
    if (!this.candidates) {
      const scope = this.subtree as ParentNode;
      if (typeof scope.querySelectorAll !== 'function') return true;
      if (this.subtree.nodeType === ELEMENT_NODE) this.visit(this.subtree as Element);
      this.candidates = scope.querySelectorAll(CANDIDATES);
    }
    const candidates = this.candidates;
    while (this.position < candidates.length) {
      this.visit(candidates[this.position++]!);
      if (this.position % CLOCK_EVERY === 0 && performance.now() >= deadline) return false;
    }
    return true;
  }

  private visit(element: Element): void {
    // SVG and MathML elements match ":not(known HTML tag)" too; none of them can host a root.
    if (element.namespaceURI !== HTML_NS) return;
    if (element.shadowRoot) this.found.shadowHost(element, this.root);
    const name = element.localName;
    if (name === 'iframe' || name === 'frame')
      this.found.frame(element as HTMLIFrameElement, this.root);
  }
}
