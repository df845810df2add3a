// Reads a PDF from stdin the way a person's viewer does and prints what it found as JSON: each page's text (PDF.js,
// Mozilla's PDF reader), the document's title and, with `--qr`, the QR code read off page 1 rendered to pixels
// (PDF.js drawing on @napi-rs/canvas, decoded by @paulmillr/qr). A process of its own because PDF.js is an ES module
// that jest's CommonJS test runtime cannot import. Used by licenseCertificate.test.ts.
import { createCanvas } from '@napi-rs/canvas';
import decodeQR from '@paulmillr/qr/decode.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfReading {
  pages: number;
  /** Per page, its lines top to bottom, the pieces of a line joined left to right. */
  lines: string[][];
  title: string | null;
  qr: string | null;
}

async function read(data: Uint8Array, withQr: boolean): Promise<PdfReading> {
  const pdf = await getDocument({ data, disableFontFace: true, isEvalSupported: false }).promise;
  const lines: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const row = Math.round(y);
      rows.set(row, [...(rows.get(row) ?? []), { x, text: item.str }]);
    }
    lines.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) =>
          pieces
            .sort((a, b) => a.x - b.x)
            .map((piece) => piece.text)
            .join(''),
        ),
    );
  }

  const metadata = await pdf.getMetadata();
  const title = (metadata.info as { Title?: string }).Title ?? null;
  if (!withQr) return { pages: pdf.numPages, lines, title, qr: null };

  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // @napi-rs/canvas stands in for the browser's canvas, which is what PDF.js's types name.
  type Render = Parameters<typeof page.render>[0];
  await page.render({
    canvas: canvas as unknown as Render['canvas'],
    canvasContext: context as unknown as Render['canvasContext'],
    viewport,
    background: '#ffffff',
  }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  let qr: string | null = null;
  try {
    qr = decodeQR({ width: pixels.width, height: pixels.height, data: pixels.data });
  } catch {
    qr = null;
  }
  return { pages: pdf.numPages, lines, title, qr };
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const reading = await read(new Uint8Array(Buffer.concat(chunks)), process.argv.includes('--qr'));
process.stdout.write(JSON.stringify(reading));
