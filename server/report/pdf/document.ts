/**
 * Lays a report view out as an A4 PDF with pdfkit: a running header (title, generation date) and
 * "page / pages" footer on every page, the basic information, the two charts as vector drawings
 * (ECharts rendered to an SVG string on the server, then svg-to-pdfkit), and the tables, whose
 * rows wrap long text and break across pages under a repeated header row. Fonts are subset, so
 * the file carries only the glyphs it uses. Runs in a worker (pool.ts); pure apart from the fonts.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { fontFile, type PdfFonts } from '../fonts.ts';
import type { ReportView, TableView } from '../view.ts';
import { LINE, TextWriter, type TextDoc } from './text.ts';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);

/** A4 in points, and the page's layout. */
export const A4 = { width: 595.28, height: 841.89 };
const M = { left: 48, right: 48, top: 64, bottom: 56 };
const CW = A4.width - M.left - M.right;
const BOTTOM = A4.height - M.bottom;
const SIZE = { title: 20, heading: 12, body: 9, table: 8.5, small: 8 };
const PAD = 4;
const COLOR = {
  text: '#1f1f1f',
  muted: '#666666',
  rule: '#d9d9d9',
  head: '#f0f2f5',
  accent: '#1677ff',
};
const CHART_HEIGHT = 190;

/** Parsed fonts, kept by the worker between documents (parsing the CJK collection is the slow part). */
const faces = new Map<string, fontkit.Font>();
const face = (spec: string): fontkit.Font => {
  let f = faces.get(spec);
  if (!f) {
    const { path, face: name } = fontFile(spec);
    const opened = fontkit.openSync(path, name);
    const first = 'fonts' in opened ? opened.fonts[0] : opened;
    if (!first) throw new Error(`no font in ${path}`);
    f = first;
    faces.set(spec, f);
  }
  return f;
};

/** An ECharts option drawn to an SVG string, server-side (no DOM). */
export const chartSvg = (option: Record<string, unknown>, width: number, height: number) => {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
};

export const renderReportPdf = async (view: ReportView, fonts: PdfFonts): Promise<Uint8Array> => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: M,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: `${view.title} — ${view.author}`, Author: view.author, Creator: 'cbsim' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  // pdfkit accepts a parsed fontkit font as a source (its types only list paths and buffers).
  doc.registerFont('cjk', face(fonts.cjk) as unknown as Buffer);
  doc.registerFont('thai', face(fonts.thai) as unknown as Buffer);
  const w = new TextWriter(doc as unknown as TextDoc);
  let y = M.top;

  const runningHeader = () => {
    w.line(view.title, M.left, 32, SIZE.small, { color: COLOR.muted });
    w.line(view.generated, M.left, 32, SIZE.small, {
      width: CW,
      align: 'right',
      color: COLOR.muted,
    });
    doc
      .moveTo(M.left, 46)
      .lineTo(A4.width - M.right, 46)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
  };
  const newPage = () => {
    doc.addPage();
    runningHeader();
    y = M.top;
  };
  /** A new page unless `h` points still fit on this one. */
  const room = (h: number) => {
    if (y + h > BOTTOM) newPage();
  };
  const lh = (size: number) => size * LINE;

  const heading = (text: string, after: number) => {
    room(lh(SIZE.heading) + 10 + after);
    doc.rect(M.left, y + 2, 3, SIZE.heading).fill(COLOR.accent);
    w.line(text, M.left + 9, y, SIZE.heading);
    y += lh(SIZE.heading) + 6;
  };

  const table = (t: TableView) => {
    const widths = t.columns.map((c) => c.width * CW);
    const xs = widths.map((_, i) => M.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const cellLines = (cells: string[]) =>
      cells.map((text, i) => w.wrap(text, (widths[i] ?? 0) - 2 * PAD, SIZE.table));
    const rowHeight = (lines: string[][]) =>
      Math.max(1, ...lines.map((l) => l.length)) * lh(SIZE.table) + 2 * PAD;
    const headLines = cellLines(t.columns.map((c) => c.label));
    const headHeight = rowHeight(headLines);
    const drawRow = (lines: string[][], h: number, fill?: string) => {
      if (fill) doc.rect(M.left, y, CW, h).fill(fill);
      lines.forEach((cell, i) => {
        const align = t.columns[i]?.align ?? 'left';
        cell.forEach((text, k) =>
          w.line(text, (xs[i] ?? 0) + PAD, y + PAD + k * lh(SIZE.table), SIZE.table, {
            width: (widths[i] ?? 0) - 2 * PAD,
            align,
          }),
        );
      });
      doc
        .moveTo(M.left, y + h)
        .lineTo(M.left + CW, y + h)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke();
      y += h;
    };
    const header = () => drawRow(headLines, headHeight, COLOR.head);

    heading(t.title, headHeight + lh(SIZE.table) + 2 * PAD);
    header();
    if (!t.rows.length) {
      w.line(t.empty, M.left + PAD, y + PAD, SIZE.table, { color: COLOR.muted });
      y += lh(SIZE.table) + 2 * PAD;
    }
    // A row never taller than a page below the header: its cells end in "…" there.
    const maxLines = Math.floor((BOTTOM - M.top - headHeight - 2 * PAD) / lh(SIZE.table));
    for (const row of t.rows) {
      const lines = cellLines(row).map((l) =>
        l.length > maxLines ? [...l.slice(0, maxLines - 1), `${l[maxLines - 1] ?? ''}…`] : l,
      );
      const h = rowHeight(lines);
      if (y + h > BOTTOM) {
        newPage();
        header();
      }
      drawRow(lines, h);
    }
    y += 14;
  };

  newPage();
  w.line(view.title, M.left, y, SIZE.title);
  y += lh(SIZE.title);
  w.line(view.subtitle, M.left, y, SIZE.body, { color: COLOR.muted });
  y += lh(SIZE.body) + 14;

  // Basic information: label and value pairs, two to a row.
  heading(view.basic.title, 0);
  const half = CW / 2;
  // The label column fits the longest label (up to a third of the pair's width).
  const labelW = Math.min(
    half / 3,
    Math.max(...view.basic.items.map(([label]) => w.width(label, SIZE.body))) + 3 * PAD,
  );
  for (let i = 0; i < view.basic.items.length; i += 2) {
    const pair = view.basic.items.slice(i, i + 2).map(([label, value]) => ({
      label,
      lines: w.wrap(value, half - labelW - 2 * PAD, SIZE.body),
    }));
    const h = Math.max(...pair.map((p) => p.lines.length)) * lh(SIZE.body) + 2 * PAD;
    room(h);
    pair.forEach((p, k) => {
      const x = M.left + k * half;
      w.wrap(p.label, labelW - 2 * PAD, SIZE.body)
        .slice(0, 1)
        .forEach((l) => w.line(l, x + PAD, y + PAD, SIZE.body, { color: COLOR.muted }));
      p.lines.forEach((text, j) =>
        w.line(text, x + labelW, y + PAD + j * lh(SIZE.body), SIZE.body),
      );
    });
    doc
      .moveTo(M.left, y + h)
      .lineTo(M.left + CW, y + h)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    y += h;
  }
  y += 14;

  for (const chart of view.charts) {
    heading(chart.title, chart.option ? CHART_HEIGHT : lh(SIZE.body));
    if (!chart.option) {
      w.line(chart.empty, M.left + PAD, y, SIZE.body, { color: COLOR.muted });
      y += lh(SIZE.body) + 14;
      continue;
    }
    SVGtoPDF(doc, chartSvg(chart.option, CW, CHART_HEIGHT), M.left, y, {
      width: CW,
      height: CHART_HEIGHT,
      assumePt: true,
      // Chart labels are interface words and figures: the CJK font has them all.
      fontCallback: () => 'cjk',
    });
    y += CHART_HEIGHT + 14;
  }

  for (const t of view.tables) table(t);

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const label = view.pageOf
      .replace('{{page}}', String(i + 1))
      .replace('{{pages}}', String(count));
    w.line(label, M.left, A4.height - 36, SIZE.small, {
      width: CW,
      align: 'center',
      color: COLOR.muted,
    });
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
};
