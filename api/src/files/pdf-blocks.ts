// The blocks a document is made of, each tagged as what it is (pdf-document.ts): headings,
// paragraphs, label/value fields and tables. Text wraps at spaces only, so a serial, a
// code or an amount never breaks inside ('SN-' / 'DEMO-0001'); a word wider than its
// column (a long unbroken name) is left to pdfkit, which breaks it rather than cut it.
import {
  artifact,
  CONTENT_WIDTH,
  FONT,
  INK,
  MARGIN,
  MUTED,
  PAGE,
  type TPdfFrame,
} from './pdf-document.js';

type TDoc = TPdfFrame['doc'];
type TStruct = TPdfFrame['root'];

/** `text` with line breaks at spaces so that no line is wider than `width` at the current font. */
export function wrapAtSpaces(doc: TDoc, text: string, width: number): string {
  // why: composed letters, as the fonts are laid out without composition (pdf-assets.ts).
  return text
    .normalize('NFC')
    .split('\n')
    .map((paragraph) => {
      const words = paragraph.split(/ +/).filter((word) => word !== '');
      const lines: string[] = [];
      let line = '';
      for (const word of words) {
        const next = line ? `${line} ${word}` : word;
        // why: a hair of slack, as pdfkit measures the same line again when it draws it.
        if (line && doc.widthOfString(next) > width - 0.5) {
          lines.push(line);
          line = word;
        } else {
          line = next;
        }
      }
      lines.push(line);
      return lines.join('\n');
    })
    .join('\n');
}

/** `hex` mixed with white (`share` of white, 0..1): a tint of the brand colour for a table head. */
export function lighten(hex: string, share: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value + (255 - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The bottom of the page's writable area. */
function pageBottom(doc: TDoc): number {
  return PAGE.height - doc.page.margins.bottom;
}

/** Starts a new page when less than `height` is left on this one. */
export function keepSpace(frame: TPdfFrame, height: number): void {
  const { doc } = frame;
  if (doc.y + height > pageBottom(doc)) {
    doc.addPage();
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
  }
}

export function heading(frame: TPdfFrame, text: string, level: 1 | 2 = 1): void {
  const { doc, root } = frame;
  const size = level === 1 ? 17 : 11.5;
  keepSpace(frame, level === 1 ? 40 : 48);
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(level === 1 ? frame.supplier.color : INK);
  const wrapped = wrapAtSpaces(doc, text, CONTENT_WIDTH);
  root.add(
    doc.struct(level === 1 ? 'H1' : 'H2', {}, [
      () => doc.text(`${wrapped} `, MARGIN.left, doc.y, { width: CONTENT_WIDTH }),
    ]),
  );
  doc.moveDown(level === 1 ? 0.4 : 0.25);
  doc.font(FONT.regular).fontSize(10).fillColor(INK);
}

export type TParagraphOptions = {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  x?: number;
  width?: number;
  /** Space after, in lines. */
  gap?: number;
  parent?: TStruct;
};

export function paragraph(frame: TPdfFrame, text: string, options: TParagraphOptions = {}): void {
  const { doc } = frame;
  const width = options.width ?? CONTENT_WIDTH;
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? 10)
    .fillColor(options.muted ? MUTED : INK);
  const wrapped = wrapAtSpaces(doc, text, width);
  keepSpace(frame, doc.heightOfString(wrapped, { width }));
  const x = options.x ?? MARGIN.left;
  (options.parent ?? frame.root).add(
    doc.struct('P', {}, [() => doc.text(`${wrapped} `, x, doc.y, { width })]),
  );
  if (options.gap) doc.moveDown(options.gap);
  doc.font(FONT.regular).fontSize(10).fillColor(INK);
}

export type TColumn = { header: string; width: number; align?: 'left' | 'right' };
export type TRowStyle = { bold?: boolean; rule?: boolean };

const CELL_PADDING = { top: 3.5, bottom: 3.5, left: 4, right: 4 };

const CELL_SIZE = 9.5;
/** The smallest size a cell's text shrinks to so that its widest word fits. */
const MIN_CELL_SIZE = 6.5;

/**
 * One cell's text and size, wrapped to its column in the font it is drawn in. why the
 * size: a word wider than its column (a long unbroken name) is drawn smaller rather than
 * broken, so it stays one word for a reader, a search and pdftotext.
 */
function cellText(
  doc: TDoc,
  text: string,
  width: number,
  bold: boolean,
): { text: string; size: number } {
  const inner = width - CELL_PADDING.left - CELL_PADDING.right;
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(CELL_SIZE);
  const widest = Math.max(
    0,
    ...text
      .normalize('NFC')
      .split(/\s+/)
      .map((word) => doc.widthOfString(word)),
  );
  const size =
    widest > inner ? Math.max(MIN_CELL_SIZE, (CELL_SIZE * (inner - 0.5)) / widest) : CELL_SIZE;
  doc.fontSize(size);
  const wrapped = wrapAtSpaces(doc, text, inner);
  doc.fontSize(CELL_SIZE);
  return { text: wrapped, size };
}

type TCell = {
  text: string;
  type: 'TH' | 'TD';
  scope?: 'Row' | 'Column';
  align: { x: 'left' | 'right'; y: 'top' };
  font: { src: string; size: number };
  padding: typeof CELL_PADDING;
  border: { top: number; bottom: number; left: number; right: number };
  borderColor: string;
  backgroundColor?: string;
  textColor: string;
};

/**
 * A table of `columns` with a header row and `rows` (tagged as Table, TR, TH and TD,
 * the header cells scoped to their column), breaking over pages between rows.
 */
export function table(
  frame: TPdfFrame,
  columns: readonly TColumn[],
  rows: readonly (readonly string[])[],
  styles: readonly TRowStyle[] = [],
): void {
  const { doc } = frame;
  doc.fontSize(9.5);
  keepSpace(frame, 48);
  const tint = lighten(frame.supplier.color, 0.9);
  const cell = (text: string, column: TColumn, style: TRowStyle, head: boolean): TCell => {
    const bold = head || Boolean(style.bold);
    const fitted = cellText(doc, text, column.width, bold);
    return {
      text: fitted.text,
      type: head ? 'TH' : 'TD',
      ...(head ? { scope: 'Column' as const } : {}),
      align: { x: column.align ?? 'left', y: 'top' },
      font: { src: bold ? FONT.bold : FONT.regular, size: fitted.size },
      padding: CELL_PADDING,
      border: { top: style.rule ? 0.75 : 0, bottom: head ? 0.75 : 0.25, left: 0, right: 0 },
      borderColor: head || style.rule ? INK : '#c9d3d1',
      ...(head ? { backgroundColor: tint } : {}),
      textColor: INK,
    };
  };
  const data = [
    columns.map((column) => cell(column.header, column, {}, true)),
    ...rows.map((row, index) =>
      columns.map((column, at) => cell(row[at] ?? '', column, styles[index] ?? {}, false)),
    ),
  ];
  // why: @types/pdfkit lacks the table's structParent (pdfkit tags the table with it).
  const options = {
    position: { x: MARGIN.left, y: doc.y },
    columnStyles: columns.map((column) => ({ width: column.width })),
    data,
    structParent: frame.root,
  } as unknown as Parameters<TDoc['table']>[0] & { data: never };
  doc.table(options);
  doc.x = MARGIN.left;
  doc.moveDown(0.6);
  doc.font(FONT.regular).fontSize(10).fillColor(INK);
}

/**
 * Label/value pairs as a two-column table (the labels are row headers), e.g.
 * 'Serienummer | SN-DEMO-0001'. A pair without a value shows '-'.
 */
export function fields(
  frame: TPdfFrame,
  pairs: readonly (readonly [string, string | null | undefined])[],
  options: { labelWidth?: number; width?: number; x?: number } = {},
): void {
  const { doc } = frame;
  const labelWidth = options.labelWidth ?? 150;
  const width = options.width ?? CONTENT_WIDTH;
  doc.fontSize(9.5);
  const data = pairs.map(([label, value]) => {
    const head = cellText(doc, label, labelWidth, true);
    const body = cellText(doc, value?.trim() ? value : '-', width - labelWidth, false);
    return [
      {
        text: head.text,
        type: 'TH',
        scope: 'Row',
        font: { src: FONT.bold, size: head.size },
        padding: { ...CELL_PADDING, top: 2, bottom: 2, left: 0 },
        border: 0,
        textColor: MUTED,
      },
      {
        text: body.text,
        type: 'TD',
        font: { src: FONT.regular, size: body.size },
        padding: { ...CELL_PADDING, top: 2, bottom: 2 },
        border: 0,
        textColor: INK,
      },
    ];
  });
  keepSpace(frame, 40);
  const tableOptions = {
    position: { x: options.x ?? MARGIN.left, y: doc.y },
    columnStyles: [{ width: labelWidth }, { width: width - labelWidth }],
    data,
    structParent: frame.root,
  } as unknown as Parameters<TDoc['table']>[0] & { data: never };
  doc.table(tableOptions);
  doc.x = MARGIN.left;
  doc.moveDown(0.6);
  doc.font(FONT.regular).fontSize(10).fillColor(INK);
}

/** Boxes to sign on paper ('Naam', 'Datum', 'Handtekening'), side by side. */
export function signatureBoxes(frame: TPdfFrame, title: string, labels: readonly string[]): void {
  const { doc } = frame;
  keepSpace(frame, 110);
  heading(frame, title, 2);
  const gap = 12;
  const width = (CONTENT_WIDTH - gap * (labels.length - 1)) / labels.length;
  const top = doc.y + 4;
  const list = doc.struct('L');
  frame.root.add(list);
  labels.forEach((label, index) => {
    const x = MARGIN.left + index * (width + gap);
    artifact(doc, () => {
      doc.rect(x, top, width, 60).lineWidth(0.75).strokeColor('#8a9997').stroke();
    });
    doc.font(FONT.regular).fontSize(8.5).fillColor(MUTED);
    list.add(
      doc.struct('LI', {}, [() => doc.text(`${label} `, x + 6, top + 5, { width: width - 12 })]),
    );
  });
  list.end();
  doc.x = MARGIN.left;
  doc.y = top + 72;
  doc.font(FONT.regular).fontSize(10).fillColor(INK);
}
