// The little of jsdom the api's tests use (an XML parser with XPath, invoice-ubl.test.ts).
// why not @types/jsdom: it brings the DOM's global types into the api's Node program.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      DOMParser: new () => { parseFromString(text: string, type: string): TXmlDocument };
      XPathResult: { ORDERED_NODE_SNAPSHOT_TYPE: number; NUMBER_TYPE: number };
    };
  }
  export type TXmlNode = { textContent: string | null };
  export type TXmlDocument = TXmlNode & {
    getElementsByTagName(name: string): { length: number };
    evaluate(
      expression: string,
      context: TXmlDocument,
      resolver: (prefix: string | null) => string | null,
      type: number,
      result: null,
    ): {
      snapshotLength: number;
      snapshotItem(index: number): TXmlNode | null;
      numberValue: number;
    };
  };
}
