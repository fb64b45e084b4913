// The rows of a sheet (SpreadsheetML <row> and <c> elements) encoded straight into bytes
// (xml-bytes.ts), for xlsx-writer.ts. Each column's markup is encoded once; a row costs
// its values and nothing else: no string per cell or row, no garbage (issue 25).
import { isForbiddenInXml, isWhiteSpace, markup, XmlBytes } from './xml-bytes.js';

export type TXlsxCell = string | number | boolean | Date | null;

const DAY_MS = 86_400_000;
/** Excel's day 0 (with its 1900 leap year bug, dates from March 1900 on are right). */
const EPOCH_MS = Date.UTC(1899, 11, 30);

const ROW_OPEN = markup('<row r="');
const TAG_END = markup('">');
const ROW_CLOSE = markup('</row>');
const TEXT_CLOSE = markup('</t></is></c>');
const VALUE_CLOSE = markup('</v></c>');
const TRUE = markup('1');
const FALSE = markup('0');
/** Room for a cell's markup (reference, type, style, tags) besides its text. */
const CELL_MARKUP = 128;

/** What follows a cell's start for each kind of value, up to the value. */
type TCellMarkup = {
  text: Uint8Array;
  /** why: without xml:space Excel drops the white space a text starts or ends with. */
  preservedText: Uint8Array;
  number: Uint8Array;
  boolean: Uint8Array;
};

/** A column's markup, encoded once. */
type TColumnMarkup = {
  /** `<c r="B`: a reference's start (the row number follows). */
  reference: Uint8Array;
  /** After the reference's row number: `"` and the rest of the cell's start. */
  referenced: TCellMarkup;
  /** The same for a text that starts like a formula: with the quotePrefix style. */
  quoted: TCellMarkup;
};

function cellMarkup(start: string, style: string): TCellMarkup {
  return {
    text: markup(`${start} t="inlineStr"${style}><is><t>`),
    preservedText: markup(`${start} t="inlineStr"${style}><is><t xml:space="preserve">`),
    number: markup(`${start}${style}><v>`),
    boolean: markup(`${start} t="b"${style}><v>`),
  };
}

function columnMarkup(letters: string, style: string, quoteStyle: string): TColumnMarkup {
  return {
    reference: markup(`<c r="${letters}`),
    referenced: cellMarkup('"', style),
    quoted: cellMarkup('"', quoteStyle),
  };
}

/** `FORMULA_START` of xlsx-writer.ts as character codes: = + - @ tab carriage return. */
function startsFormula(code: number): boolean {
  return (
    code === 0x3d ||
    code === 0x2b ||
    code === 0x2d ||
    code === 0x40 ||
    code === 0x09 ||
    code === 0x0d
  );
}

export class SheetRows {
  private readonly xml = new XmlBytes();
  private readonly body: TColumnMarkup[];
  private readonly header: TColumnMarkup[];
  private columns: TColumnMarkup[];
  /** The number of the last row started. */
  rowNumber = 0;

  /**
   * `letters` per column (A, B, ...), `styles` per column (' s="2"' or ''), `headerStyle`
   * for every cell of the header row, `quoteStyle` for a text that starts like a formula.
   */
  constructor(
    letters: readonly string[],
    styles: readonly string[],
    headerStyle: string,
    quoteStyle: string,
  ) {
    this.body = letters.map((column, i) => columnMarkup(column, styles[i] ?? '', quoteStyle));
    this.header = letters.map((column) => columnMarkup(column, headerStyle, quoteStyle));
    this.columns = this.body;
  }

  /** Adds bytes as they are (markup known to be valid). */
  raw(bytes: Uint8Array): void {
    this.xml.reserve(bytes.length);
    this.xml.put(bytes);
  }

  startRow(header = false): void {
    this.rowNumber += 1;
    this.columns = header ? this.header : this.body;
    this.xml.reserve(CELL_MARKUP);
    this.xml.put(ROW_OPEN);
    this.xml.number(this.rowNumber);
    this.xml.put(TAG_END);
  }

  endRow(): void {
    this.xml.reserve(CELL_MARKUP);
    this.xml.put(ROW_CLOSE);
  }

  /** The cell of `column` in the current row; an empty value (null, '') writes none. */
  cell(value: TXlsxCell | undefined, column: number): void {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'string') return this.text(value, column);
    const xml = this.xml;
    xml.reserve(CELL_MARKUP);
    if (typeof value === 'boolean') {
      xml.put(this.open(column).boolean);
      xml.put(value ? TRUE : FALSE);
      xml.put(VALUE_CLOSE);
      return;
    }
    const number = typeof value === 'number' ? value : (value.getTime() - EPOCH_MS) / DAY_MS;
    if (!Number.isFinite(number)) return;
    xml.put(this.open(column).number);
    xml.number(number);
    xml.put(VALUE_CLOSE);
  }

  /** The bytes written since the last `take`; valid until the next write. */
  take(): Uint8Array {
    const bytes = this.xml.view();
    this.xml.clear();
    return bytes;
  }

  // why: every cell carries its reference (r="B12"). ECMA-376 makes it optional
  // (§18.3.1.4) and leaving it out where a cell follows the one before it made the
  // deflated sheet 60 % smaller, but some readers a manager may feed the file to (older
  // ClosedXML and EPPlus, calamine before 2023) place such cells wrongly; Excel's own files
  // always have it (api/src/files/README.md "The Excel workbook").
  private open(column: number, quoted = false): TCellMarkup {
    const markupOf = this.columns[column] as TColumnMarkup;
    this.xml.put(markupOf.reference);
    this.xml.number(this.rowNumber);
    return quoted ? markupOf.quoted : markupOf.referenced;
  }

  /**
   * A text cell: escaped, white space kept, and one that starts like a formula with the
   * quotePrefix style (xlsx-writer.ts "Formulas").
   */
  private text(text: string, column: number): void {
    let from = 0;
    let to = text.length;
    let first = text.charCodeAt(0);
    let last = text.charCodeAt(to - 1);
    // why: the checks below are the rare cases; most texts start and end with a letter.
    if (first < 0x20 || first >= 0xfffe) {
      while (from < to && isForbiddenInXml(text.charCodeAt(from))) from += 1;
      first = text.charCodeAt(from);
    }
    if (last < 0x20 || last >= 0xfffe) {
      while (to > from && isForbiddenInXml(text.charCodeAt(to - 1))) to -= 1;
      last = text.charCodeAt(to - 1);
    }
    // why: judged by what remains once the characters XML forbids are left out, so a
    // control character cannot hide a leading '=' from the quotePrefix style.
    const formula = from < to && first <= 0x40 && startsFormula(first);
    const preserve =
      from < to &&
      ((!formula && (first <= 0x20 || first >= 0xa0) && isWhiteSpace(first)) ||
        ((last <= 0x20 || last >= 0xa0) && isWhiteSpace(last)));
    const xml = this.xml;
    xml.reserve(CELL_MARKUP + 6 * (to - from));
    const start = this.open(column, formula);
    xml.put(preserve ? start.preservedText : start.text);
    xml.escapedText(text, from, to);
    xml.put(TEXT_CLOSE);
  }
}
