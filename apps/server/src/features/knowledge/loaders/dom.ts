/**
 * The few DOM members the loaders use on linkedom's documents. The server compiles without
 * the DOM library (no browser globals on the server), so they are named here.
 */
export interface DomElement {
  readonly tagName: string;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly children: ArrayLike<DomElement>;
  innerHTML: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement> & Iterable<DomElement>;
  prepend(node: DomElement): void;
  remove(): void;
}

export interface DomDocument {
  readonly title: string;
  readonly children: ArrayLike<DomElement>;
  readonly head: DomElement | null;
  readonly body: DomElement | null;
  createElement(name: string): DomElement;
  getElementsByTagName(name: string): ArrayLike<DomElement>;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement> & Iterable<DomElement>;
}
