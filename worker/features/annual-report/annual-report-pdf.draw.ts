import { cantons, type Canton } from '../../contract/enums';
import {
  CANTON_MAP_HEIGHT,
  CANTON_MAP_WIDTH,
  cantonDrawOrder,
  cantonScale,
  cantonShapes,
} from '../../contract/statistics/canton-shapes';
import { FONT, FONT_BOLD } from '../../lib/pdf/document';

/*
 * The drawing primitives of the annual report's PDF (decision 065): tables that break across pages with their header
 * repeated, bar charts with the previous year as a second series, and the canton map — pdfkit vector primitives
 * only, no image.
 */

type Doc = PDFKit.PDFDocument;

/** The organisation as the header prints it. */
export interface PdfOrganisation {
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  websiteUrl: string | null;
}

/** The current year's colour and the previous year's (lighter), the map's five steps (0: no participants). */
export const COLOURS = { current: '#1f4e8c', previous: '#a9bfdc', rule: '#9aa3ad', text: '#1a1a1a', muted: '#5b6470' };
const MAP_STEPS = ['#eef1f5', '#c6d5ea', '#8fb0d9', '#4f7fbf', '#1f4e8c'];

export const left = (doc: Doc) => doc.page.margins.left;
export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A new page when less than `height` is left on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
  doc.x = left(doc);
}

/** A section's heading, kept with at least `keep` points of what follows. */
export function heading(doc: Doc, text: string, keep = 80) {
  ensureSpace(doc, keep + 30);
  doc
    .moveDown(0.6)
    .font(FONT_BOLD)
    .fontSize(14)
    .fillColor(COLOURS.text)
    .text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3).font(FONT).fontSize(9.5);
}

/** A chart's or table's title. */
export function subheading(doc: Doc, text: string, keep = 60) {
  ensureSpace(doc, keep + 18);
  doc
    .moveDown(0.5)
    .font(FONT_BOLD)
    .fontSize(10.5)
    .fillColor(COLOURS.text)
    .text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.25).font(FONT).fontSize(9);
}

/** Plain text as typed: paragraphs separated by an empty line, lines within a paragraph kept. */
export function paragraphs(doc: Doc, text: string) {
  doc.font(FONT).fontSize(10).fillColor(COLOURS.text);
  for (const paragraph of text.split(/\n\s*\n/)) {
    ensureSpace(doc, 28);
    doc.text(paragraph.trim(), left(doc), doc.y, { width: contentWidth(doc), lineGap: 1.5 });
    doc.moveDown(0.5);
  }
}

/** A small note in grey. */
export function note(doc: Doc, text: string) {
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(COLOURS.muted)
    .text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.fillColor(COLOURS.text).moveDown(0.3);
}

export interface Column {
  header: string;
  /** A share of the width the fixed columns leave (default 1); the first column usually takes more. */
  weight?: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
  /** Indented (a detail line under a total). */
  indent?: boolean;
}

const CELL_PADDING = 3;

/**
 * The columns' widths: shares of the width by weight, but never narrower than the longest word of the header (a
 * header breaks between its words, not inside one: "Durchgeführt", "beantwortet (%)").
 */
function columnWidths(doc: Doc, columns: readonly Column[], width: number, fontSize: number): number[] {
  doc.font(FONT_BOLD).fontSize(fontSize);
  const least = columns.map(
    (column) => Math.max(...column.header.split(/\s+/).map((word) => doc.widthOfString(word))) + 2 * CELL_PADDING + 1,
  );
  const weights = columns.map((column) => column.weight ?? 1);
  const fixed = new Set<number>();
  let widths: number[] = [];
  for (let round = 0; round <= columns.length; round++) {
    const free = width - [...fixed].reduce((sum, i) => sum + least[i]!, 0);
    const share = free / weights.reduce((sum, w, i) => (fixed.has(i) ? sum : sum + w), 0);
    widths = weights.map((w, i) => (fixed.has(i) ? least[i]! : w * share));
    const narrow = widths.findIndex((w, i) => !fixed.has(i) && w < least[i]!);
    if (narrow < 0) break;
    fixed.add(narrow);
  }
  return widths;
}

/** A table: its header repeated at the top of every page it continues on; rows never split. */
export function table(doc: Doc, columns: readonly Column[], rows: readonly TableRow[], fontSize = 8) {
  const x0 = left(doc);
  const width = contentWidth(doc);
  const widths = columnWidths(doc, columns, width, fontSize);
  const xs = widths.map((_, i) => x0 + widths.slice(0, i).reduce((sum, w) => sum + w, 0));

  const rowHeight = (cells: readonly string[], font: string, indent = false) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(
        ...cells.map((cell, i) =>
          doc.heightOfString(cell || ' ', { width: widths[i]! - 2 * CELL_PADDING - (i === 0 && indent ? 10 : 0) }),
        ),
      ) +
      2 * CELL_PADDING
    );
  };
  const drawRow = (cells: readonly string[], font: string, indent = false) => {
    const height = rowHeight(cells, font, indent);
    const y = doc.y;
    doc.font(font).fontSize(fontSize).fillColor(COLOURS.text);
    cells.forEach((cell, i) => {
      const inset = i === 0 && indent ? 10 : 0;
      doc.text(cell, xs[i]! + CELL_PADDING + inset, y + CELL_PADDING, {
        width: widths[i]! - 2 * CELL_PADDING - inset,
        align: columns[i]!.align ?? (i === 0 ? 'left' : 'right'),
        lineBreak: true,
      });
    });
    doc.y = y + height;
    return height;
  };
  const drawHeader = () => {
    drawRow(
      columns.map((column) => column.header),
      FONT_BOLD,
    );
    doc
      .moveTo(x0, doc.y)
      .lineTo(x0 + width, doc.y)
      .lineWidth(0.8)
      .strokeColor(COLOURS.rule)
      .stroke();
  };

  const headerHeight = rowHeight(
    columns.map((column) => column.header),
    FONT_BOLD,
  );
  ensureSpace(doc, headerHeight + rowHeight(rows[0]?.cells ?? [''], FONT) + 4);
  drawHeader();
  for (const row of rows) {
    const font = row.bold ? FONT_BOLD : FONT;
    if (doc.y + rowHeight(row.cells, font, row.indent) > bottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(row.cells, font, row.indent);
    doc
      .moveTo(x0, doc.y)
      .lineTo(x0 + width, doc.y)
      .lineWidth(0.3)
      .strokeColor('#d5d9de')
      .stroke();
  }
  doc.x = x0;
  doc.moveDown(0.4);
}

export interface BarRow {
  label: string;
  value: number;
  previous: number | null;
}

/** The legend of a chart's two series. */
export function legend(doc: Doc, current: string, previous: string) {
  const y = doc.y;
  const x = left(doc);
  doc.font(FONT).fontSize(8).fillColor(COLOURS.text);
  doc.rect(x, y + 1, 8, 8).fill(COLOURS.current);
  doc.fillColor(COLOURS.text).text(current, x + 12, y, { lineBreak: false });
  const x2 = x + 12 + doc.widthOfString(current) + 16;
  doc.rect(x2, y + 1, 8, 8).fill(COLOURS.previous);
  doc.fillColor(COLOURS.text).text(previous, x2 + 12, y, { lineBreak: false });
  doc.x = x;
  doc.y = y + 14;
}

/**
 * Horizontal bars, two per row: this year (dark) with its value, last year (light) below it with its value. The
 * rows continue on the next page when they do not fit, under the legend again.
 */
export function barChart(
  doc: Doc,
  rows: readonly BarRow[],
  format: (value: number) => string,
  /** Drawn again at the top of a page the bars continue on (the legend). */
  onNewPage?: () => void,
) {
  const x0 = left(doc);
  const labelWidth = 170;
  const valueWidth = 50;
  const barSpace = contentWidth(doc) - labelWidth - valueWidth - 8;
  const highest = Math.max(1, ...rows.flatMap((row) => [row.value, row.previous ?? 0]));
  const bar = 7;
  doc.font(FONT).fontSize(8);
  for (const row of rows) {
    const labelHeight = doc.heightOfString(row.label, { width: labelWidth - 6 });
    const height = Math.max(2 * bar + 6, labelHeight + 4);
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      onNewPage?.();
      doc.font(FONT).fontSize(8);
    }
    const y = doc.y;
    doc.fillColor(COLOURS.text).text(row.label, x0, y + 1, { width: labelWidth - 6 });
    const barX = x0 + labelWidth;
    const current = (row.value / highest) * barSpace;
    const previous = ((row.previous ?? 0) / highest) * barSpace;
    if (current > 0) doc.rect(barX, y + 1, Math.max(current, 0.8), bar).fill(COLOURS.current);
    if (previous > 0) doc.rect(barX, y + 2 + bar, Math.max(previous, 0.8), bar).fill(COLOURS.previous);
    doc.fillColor(COLOURS.text).fontSize(7.5);
    doc.text(format(row.value), barX + current + 3, y, { width: valueWidth, lineBreak: false });
    doc.fillColor(COLOURS.muted);
    doc.text(row.previous === null ? '' : format(row.previous), barX + previous + 3, y + bar + 1, {
      width: valueWidth,
      lineBreak: false,
    });
    doc.fontSize(8).fillColor(COLOURS.text);
    doc.x = x0;
    doc.y = y + height;
  }
  doc.moveDown(0.4);
}

/** Vertical columns, two per slot (this year, last year), the slot's label under them; one block, kept on a page. */
export function columnChart(doc: Doc, slots: readonly BarRow[], format: (value: number) => string) {
  const height = 120;
  ensureSpace(doc, height + 30);
  const x0 = left(doc) + 24;
  const width = contentWidth(doc) - 24;
  const top = doc.y + 10;
  const base = top + height;
  const highest = Math.max(1, ...slots.flatMap((slot) => [slot.value, slot.previous ?? 0]));
  const slot = width / Math.max(1, slots.length);
  const bar = Math.min(14, (slot - 6) / 2);
  doc.lineWidth(0.5).strokeColor(COLOURS.rule);
  doc
    .moveTo(x0, base)
    .lineTo(x0 + width, base)
    .stroke();
  doc
    .font(FONT)
    .fontSize(7)
    .fillColor(COLOURS.muted)
    .text(format(highest), left(doc), top - 4, { width: 22, align: 'right' });
  doc
    .moveTo(x0 - 2, top)
    .lineTo(x0, top)
    .stroke();
  slots.forEach((entry, i) => {
    const x = x0 + i * slot + (slot - 2 * bar - 2) / 2;
    const current = (entry.value / highest) * height;
    const previous = ((entry.previous ?? 0) / highest) * height;
    if (current > 0) doc.rect(x, base - current, bar, current).fill(COLOURS.current);
    if (previous > 0) doc.rect(x + bar + 2, base - previous, bar, previous).fill(COLOURS.previous);
    doc.fillColor(COLOURS.text).fontSize(6.5);
    if (entry.value > 0) doc.text(format(entry.value), x - 6, base - current - 9, { width: bar + 12, align: 'center' });
    doc.fontSize(7).text(entry.label, x0 + i * slot, base + 3, { width: slot, align: 'center', lineBreak: false });
  });
  doc.fillColor(COLOURS.text);
  doc.x = left(doc);
  doc.y = base + 16;
}

/** The points of a shape (`x,y x,y …`) as an SVG path for pdfkit. */
const pathOf = (points: string) => `M${points.trim().split(/\s+/).join(' L')} Z`;

/**
 * The 26 cantons shaded by value (0: neutral, then up to four steps), each with its code, and the scale's legend
 * below. The shapes are the SPA map's (worker/contract/statistics/canton-shapes.ts).
 */
export function cantonMap(
  doc: Doc,
  values: ReadonlyMap<Canton, number>,
  format: (value: number) => string,
  /** What the shades count, with its colon ("Teilnehmende:"). */
  scaleLabel: string,
) {
  const scale = 1.2;
  const height = CANTON_MAP_HEIGHT * scale;
  ensureSpace(doc, height + 30);
  const x0 = left(doc) + (contentWidth(doc) - CANTON_MAP_WIDTH * scale) / 2;
  const y0 = doc.y + 4;
  const valueOf = (canton: Canton) => values.get(canton) ?? 0;
  const steps = cantonScale(Math.max(0, ...cantons.map(valueOf)));
  const stepOf = (value: number) => (value <= 0 ? 0 : (steps.find((range) => value <= range.to)?.step ?? steps.length));
  doc.save().translate(x0, y0).scale(scale);
  for (const canton of cantonDrawOrder) {
    const shape = cantonShapes[canton];
    doc
      .path(pathOf(shape.points))
      .lineWidth(0.8)
      .lineJoin('round')
      .fillAndStroke(MAP_STEPS[stepOf(valueOf(canton))]!, '#ffffff');
  }
  doc.font(FONT_BOLD);
  for (const canton of cantonDrawOrder) {
    const shape = cantonShapes[canton];
    const size = shape.small ? 5 : 7.5;
    doc
      .fontSize(size)
      .fillColor(stepOf(valueOf(canton)) >= 3 ? '#ffffff' : COLOURS.text)
      .text(canton, shape.label[0] - 12, shape.label[1] - size / 2, { width: 24, align: 'center', lineBreak: false });
  }
  doc.restore();
  doc.x = left(doc);
  doc.y = y0 + height + 6;
  // The scale: 0 and each step's range.
  let x = left(doc);
  const y = doc.y;
  doc.font(FONT).fontSize(8).fillColor(COLOURS.text).text(scaleLabel, x, y, { lineBreak: false });
  x += doc.widthOfString(scaleLabel) + 8;
  for (const [step, text] of [
    [0, format(0)] as const,
    ...steps.map(
      (range) =>
        [range.step, range.from === range.to ? format(range.from) : `${format(range.from)}–${format(range.to)}`] as const,
    ),
  ]) {
    doc.rect(x, y + 1, 8, 8).fillAndStroke(MAP_STEPS[step]!, COLOURS.rule);
    doc.fillColor(COLOURS.text).text(text, x + 11, y, { lineBreak: false });
    x += 11 + doc.widthOfString(text) + 12;
  }
  doc.x = left(doc);
  doc.y = y + 16;
}

/** Organisation top left, the day it was made (`issued`, worded) top right. */
export function organisationHeader(doc: Doc, org: PdfOrganisation, issued: string) {
  const x = left(doc);
  doc.font(FONT_BOLD).fontSize(12).fillColor(COLOURS.text).text(org.name, x, 50, { width: 300 });
  const address = [org.street, `${org.postcode} ${org.city}`, org.phone, org.email, org.websiteUrl].filter(Boolean);
  doc.font(FONT).fontSize(9).text(address.join('\n'), x, doc.y, { width: 300 });
  const after = doc.y;
  doc.text(issued, x + contentWidth(doc) - 200, 50, { width: 200, align: 'right' });
  doc.x = x;
  doc.y = after + 30;
}

/** "Seite 2 von 5" at the foot of every page, written once all pages exist (a document made with `bufferPages`). */
export function pageNumbers(doc: Doc, pageOf: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    // Below the bottom margin pdfkit would open a new page for the text: the margin is lifted while it is written.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(pageOf(index - start + 1, count), left(doc), doc.page.height - margin / 2 - 4, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.fillColor(COLOURS.text);
}
