// Drawing on the licence certificate's pages (docs/product.md §11.2): text in any script through TextLayout, labelled
// rows that move to a new page when the page is full, the QR code as vector squares and the VOID watermark.
import type PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import type { CertificateFonts, FontKey } from './certificateFonts.js';
import { TextLayout, WHOLE_RUN, type Line } from './certificateText.js';

export const COLORS = {
  ink: '#111827',
  muted: '#4b5563',
  rule: '#d1d5db',
  valid: '#15803d',
  validBackground: '#f0fdf4',
  void: '#b91c1c',
} as const;

type Doc = typeof PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const LABEL_WIDTH = 112;
const VALUE_X = PAGE.margin + LABEL_WIDTH + 12;
const VALUE_WIDTH = PAGE.width - PAGE.margin - VALUE_X;
const FOOTER_HEIGHT = 24;
const LEADING = 1.4;
/** From the top of a line to its baseline, in em. */
const BASELINE = 1.08;

export interface TextStyle {
  size: number;
  color?: string;
  font?: FontKey;
  link?: string;
}

/** Where lines go: `start` is the left edge for a left-to-right paragraph and the right edge for a right-to-left one. */
export interface Box {
  x: number;
  top: number;
  width: number;
  align?: 'start' | 'center';
}

export interface Row {
  label: string;
  value: string;
  /** A short English explanation under the value. */
  note?: string;
  /** An explorer page: printed under the value (a printed certificate cannot be clicked) and linked. */
  url?: string;
  color?: string;
  bold?: boolean;
}

const LABEL: TextStyle = { size: 8, font: 'sansBold', color: COLORS.muted };
const SMALL: TextStyle = { size: 7, color: COLORS.muted };

/** The height of `count` lines. */
export const linesHeight = (count: number, size: number) => (count === 0 ? 0 : count * size * LEADING);

export class CertificatePage {
  readonly layout: TextLayout;
  y: number = PAGE.margin;

  constructor(
    readonly doc: Doc,
    fonts: CertificateFonts,
    private readonly decorate: (page: CertificatePage) => void,
  ) {
    this.layout = new TextLayout(fonts);
    for (const [key, font] of Object.entries(fonts)) {
      // pdfkit takes a parsed fontkit font as well as a file (PDFFontFactory.open checks for `layout`), which lets
      // every certificate reuse the fonts parsed once per process; its type definitions list only files. Only the
      // fonts a certificate draws with are embedded.
      doc.registerFont(key, font as unknown as PDFKit.Mixins.PDFFontSource);
    }
    decorate(this);
  }

  lines(text: string, width: number, style: TextStyle): Line[] {
    return this.layout.lines(text, width, style.size, style.font);
  }

  /** Draws `lines` in `box`, the first line's top at `box.top`; returns the height used. */
  drawLines(lines: Line[], box: Box, style: TextStyle): number {
    const leading = style.size * LEADING;
    lines.forEach((line, index) => {
      const baseline = box.top + style.size * BASELINE + index * leading;
      let left = box.x;
      if (box.align === 'center') left += (box.width - line.width) / 2;
      else if (line.rtl) left += box.width - line.width;
      if (style.link) this.doc.link(left, baseline - style.size, line.width, style.size * 1.3, style.link);
      for (const piece of line.pieces) {
        if (piece.actual !== undefined) this.doc.markContent('Span', { actual: piece.actual });
        this.doc
          .font(piece.font)
          .fontSize(style.size)
          .fillColor(style.color ?? COLORS.ink)
          .text(piece.text, left, baseline, {
            lineBreak: false,
            features: WHOLE_RUN,
            baseline: 'alphabetic',
          });
        if (piece.actual !== undefined) this.doc.endMarkedContent();
        left += piece.width;
      }
    });
    return linesHeight(lines.length, style.size);
  }

  /** Lays out and draws `text` in `box`; returns the height used. */
  text(text: string, box: Box, style: TextStyle): number {
    return this.drawLines(this.lines(text, box.width, style), box, style);
  }

  /** Draws a paragraph across the page at the cursor and moves the cursor under it. */
  paragraph(text: string, style: TextStyle): void {
    const lines = this.lines(text, CONTENT_WIDTH, style);
    this.ensureRoom(linesHeight(lines.length, style.size));
    this.y += this.drawLines(lines, { x: PAGE.margin, top: this.y, width: CONTENT_WIDTH }, style);
  }

  section(title: string): void {
    this.ensureRoom(56);
    this.y += 10;
    this.y += this.text(
      title,
      { x: PAGE.margin, top: this.y, width: CONTENT_WIDTH },
      { size: 10.5, font: 'sansBold' },
    );
    this.y += 2;
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.6)
      .strokeColor(COLORS.rule)
      .stroke();
    this.y += 3;
  }

  row(row: Row): void {
    const value: TextStyle = {
      size: 9.5,
      font: row.bold ? 'sansBold' : 'sans',
      color: row.color,
      link: row.url,
    };
    const labelLines = this.lines(row.label, LABEL_WIDTH, LABEL);
    const valueLines = this.lines(row.value, VALUE_WIDTH, value);
    const urlLines = row.url ? this.lines(row.url, VALUE_WIDTH, SMALL) : [];
    const noteLines = row.note ? this.lines(row.note, VALUE_WIDTH, SMALL) : [];
    const labelHeight = linesHeight(labelLines.length, LABEL.size);
    const valueHeight =
      linesHeight(valueLines.length, value.size) +
      linesHeight(urlLines.length + noteLines.length, SMALL.size);
    this.ensureRoom(Math.max(labelHeight, valueHeight) + 6);
    const top = this.y + 3;
    // The label's first baseline on the value's, so a reader (and a text extractor) sees them as one line.
    const labelTop = top + (value.size - LABEL.size) * BASELINE;
    this.drawLines(labelLines, { x: PAGE.margin, top: labelTop, width: LABEL_WIDTH }, LABEL);
    let y = top + this.drawLines(valueLines, { x: VALUE_X, top, width: VALUE_WIDTH }, value);
    y += this.drawLines(urlLines, { x: VALUE_X, top: y, width: VALUE_WIDTH }, { ...SMALL, link: row.url });
    y += this.drawLines(noteLines, { x: VALUE_X, top: y, width: VALUE_WIDTH }, SMALL);
    this.y = Math.max(y, labelTop + labelHeight) + 3;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  ensureRoom(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin - FOOTER_HEIGHT) return;
    this.doc.addPage();
    this.y = PAGE.margin;
    this.decorate(this);
  }

  /** The QR code of `value` as black squares on white with the standard quiet zone of four modules. */
  qr(value: string, x: number, y: number, size: number): void {
    const { data, size: count } = encode(value, { ecc: 'M', border: 0 });
    const quiet = 4;
    const module = size / (count + quiet * 2);
    this.doc.save().rect(x, y, size, size).fill('#ffffff');
    data.forEach((row, rowIndex) => {
      // One rectangle per horizontal run of dark modules: fewer operators, and no hairline seams between squares.
      for (let column = 0; column < count;) {
        if (!row[column]) {
          column++;
          continue;
        }
        let end = column;
        while (row[end]) end++;
        this.doc.rect(
          x + (quiet + column) * module,
          y + (quiet + rowIndex) * module,
          (end - column) * module,
          module,
        );
        column = end;
      }
    });
    this.doc.fill('#000000').restore();
  }

  /** A large diagonal word behind the content of every page (VOID on a void licence). */
  watermark(word: string): void {
    const size = 150;
    const style: TextStyle = { size, font: 'sansBold', color: COLORS.void };
    this.doc
      .save()
      .rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] })
      .fillOpacity(0.09);
    this.text(word, { x: 0, top: PAGE.height / 2 - size * 0.7, width: PAGE.width, align: 'center' }, style);
    this.doc.restore();
  }

  footer(text: string): void {
    this.text(text, { x: PAGE.margin, top: PAGE.height - PAGE.margin - 8, width: CONTENT_WIDTH }, SMALL);
  }
}
