/**
 * The licence certificate (docs/product.md §11.2): the PDF behind **Download certificate**. It is read back as a
 * person's viewer reads it (PDF.js in server/test/pdfReader.ts, with its QR code scanned off the rendered page) and
 * must state the same facts as the verification page, in the script each value was written in, say VOID plainly on
 * a void licence, and stay small and quick to make.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  loadCertificateFonts,
  renderLicenseCertificate,
  type CertificateInput,
} from '../src/licenses/certificate.js';
import { TextLayout } from '../src/licenses/certificateText.js';
import type { PdfReading } from './pdfReader.js';

const ROOT = resolve(__dirname, '../..');
const READER = join(ROOT, 'server/test/pdfReader.ts');

const TX = `0x${'ab12cd34'.repeat(8)}`;
const IP = '0x3aB5c7D9e1F2a4B6c8D0e2F4a6B8c0D2e4F6a8B0';
const BUYER = '0x9f2b6E0c1D4a7B3e8F5a2C6d9E0b1A4c7D3e6F2a';

const license: CertificateInput = {
  token_id: '1234',
  status: 'valid',
  holder: BUYER,
  licensee: BUYER,
  product: { title: '별빛 캐릭터 상업용 라이선스', slug: 'starlight' },
  licensor: { name: '株式会社ソニー・ミュージック', slug: 'sme' },
  ip_id: IP,
  license_terms_id: '17',
  terms: {
    flavor: 'commercial_remix',
    commercial_use: true,
    derivatives_allowed: true,
    attribution_required: true,
    commercial_rev_share_pct: 12.5,
    territory: 'Worldwide',
    ai_learning_allowed: false,
  },
  order_number: 'OD-2026-000123',
  issued_at: '2026-03-05T14:22:07.000Z',
  mint_tx_hash: TX,
  void_reason: null,
  pageUrl: 'https://overdive.example/licenses/1234',
  explorer: {
    ipAsset: `https://explorer.story.foundation/ipa/${IP}`,
    token: 'https://www.storyscan.io/token/0xFe3838BFb30B34170F00030B52eA4893d8aAC6bC/instance/1234',
    mintTransaction: `https://www.storyscan.io/tx/${TX}`,
  },
  chainName: 'Story',
  generatedAt: new Date('2026-12-06T10:00:00Z'),
};

/** server/test/pdfReader.ts on `pdf`, in a process of its own. */
function readPdf(pdf: Buffer, options: { qr?: boolean } = {}): Promise<PdfReading> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', READER, ...(options.qr ? ['--qr'] : [])], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(JSON.parse(out) as PdfReading) : fail(new Error(`pdfReader exited ${code}: ${err}`)),
    );
    child.stdin.end(pdf);
  });
}

const textOf = (reading: PdfReading) => reading.lines.flat().join('\n');

/** The fonts embedded in the file (their names sit in the uncompressed font dictionaries). */
const embeddedFonts = (pdf: Buffer) =>
  new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]));

/**
 * The ActualText of the file's marked-content spans: what a viewer that honours it copies and searches for text whose
 * glyphs do not map back to their letters one by one. Read from the page streams (FlateDecode) and PDF literal
 * strings in UTF-16BE, as pdfkit writes them.
 */
function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const span of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      const bytes = (span[1] ?? '').replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) => {
        if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
        return (
          ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped
        );
      });
      texts.push(Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le'));
    }
  }
  return texts;
}

beforeAll(async () => {
  const started = performance.now();
  await loadCertificateFonts();
  console.info(`certificate fonts loaded in ${Math.round(performance.now() - started)} ms`);
});

test('a valid licence: the facts of the verification page, its address and a QR code that scans to it', async () => {
  const pdf = await renderLicenseCertificate(license);
  console.info(`valid certificate: ${pdf.length} bytes`);

  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  expect(pdf.length).toBeLessThan(60_000);

  const reading = await readPdf(pdf, { qr: true });
  expect(reading.pages).toBe(1);
  expect(reading.title).toBe('License certificate: Story license token #1234');
  expect(reading.qr).toBe('https://overdive.example/licenses/1234');
  const text = textOf(reading);
  for (const fact of [
    'Story license token #1234',
    'VALID',
    'Token ID 1234',
    'Status Valid',
    'Product 별빛 캐릭터 상업용 라이선스',
    'Licensor 株式会社ソニー・ミュージック',
    `Licensee ${BUYER}`,
    `Holder now ${BUYER}`,
    'the licensee still holds the token',
    'Order number OD-2026-000123',
    'Issued at 2026-03-05 14:22:07 UTC',
    `IP asset ${IP}`,
    license.explorer.ipAsset,
    'License terms ID 17',
    'License token #1234',
    license.explorer.token,
    `Mint transaction ${TX}`,
    license.explorer.mintTransaction,
    'License type Commercial remix',
    'Commercial use Allowed',
    'Derivatives Allowed',
    'Attribution Required',
    'Revenue share 12.5%',
    'Territory Worldwide',
    'AI training Not allowed',
    'https://overdive.example/licenses/1234',
    'Story license token #1234 · Generated 2026-12-06 10:00:00 UTC · https://overdive.example/licenses/1234',
  ]) {
    expect(text).toContain(fact);
  }
  expect(text).not.toContain('VOID');
  expect(embeddedFonts(pdf)).toEqual(
    new Set(['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansKR-Regular', 'NotoSansJP-Regular']),
  );
}, 60_000);

test('a void licence says VOID and why, and no longer that it is valid', async () => {
  const pdf = await renderLicenseCertificate({
    ...license,
    status: 'void',
    void_reason: 'refunded',
    terms: { ...license.terms, commercial_use: false, commercial_rev_share_pct: null },
  });
  const text = textOf(await readPdf(pdf));
  expect(text).toContain('License certificate: VOID');
  expect(text).toContain('Status VOID: refunded');
  expect(text).toContain('Refunded: the buyer was paid back, so this license no longer grants the rights');
  expect(text).toContain('Revenue share None (only with commercial use and derivatives)');
  expect(text).not.toMatch(/VALID|Status Valid|was valid/);
}, 60_000);

test('the holder now: moved to another wallet, or unknown when the chain could not be read', async () => {
  const other = '0x1111111111111111111111111111111111111111';
  const [moved, unknown] = (
    await Promise.all(
      [other, null].map(async (holder) => readPdf(await renderLicenseCertificate({ ...license, holder }))),
    )
  ).map(textOf);
  expect(moved).toContain(`Holder now ${other}`);
  expect(moved).toContain('the token has moved from the licensee to this wallet');

  expect(unknown).toContain('Holder now Unknown');
  expect(unknown).toContain('The chain could not be read at 2026-12-06 10:00:00 UTC');
}, 60_000);

test('values in Chinese, Arabic, Thai, Hindi and Cyrillic are drawn with a font that has them', async () => {
  const pdf = await renderLicenseCertificate({
    ...license,
    product: { title: 'บริษัท ดิจิทัล — Лицензия', slug: 'x' },
    licensor: { name: '北京数字娱乐有限公司', slug: 'y' },
    terms: { ...license.terms, territory: 'भारत और नेपाल — الشرق الأوسط' },
  });
  console.info(`certificate in six scripts: ${pdf.length} bytes`);
  expect(pdf.length).toBeLessThan(60_000);
  expect(embeddedFonts(pdf)).toEqual(
    new Set([
      'NotoSans-Regular',
      'NotoSans-Bold',
      'NotoSansThai-Regular',
      'NotoSansSC-Regular',
      'NotoSansArabic-Regular',
    ]),
  );
  const text = textOf(await readPdf(pdf));
  expect(text).toContain('Product บริษัท ดิจิทัล — Лицензия');
  expect(text).toContain('Licensor 北京数字娱乐有限公司');
  // Arabic letters are drawn as dotless forms plus dots and a Hindi vowel sign before its consonant, so their glyphs
  // do not spell the text back: the spans carry it for copying and searching.
  expect(actualTexts(pdf)).toEqual(expect.arrayContaining(['الشرق الأوسط', 'भारत और नेपाल — ']));
}, 60_000);

test('Arabic reads right to left: words, brackets, digits and Latin words where a reader expects them', async () => {
  const fonts = await loadCertificateFonts();
  const layout = new TextLayout(fonts);
  /** The glyphs of one line from left to right, as font:glyph. */
  const drawn = (text: string) =>
    layout
      .lines(text, 1000, 10)
      .flatMap((line) =>
        line.pieces.flatMap((piece) =>
          fonts[piece.font].layout(piece.text).glyphs.map((g) => `${piece.font}:${g.id}`),
        ),
      );
  const arabic = (text: string) => fonts.arabic.layout(text).glyphs.map((glyph) => `arabic:${glyph.id}`);
  const space = arabic(' ');

  expect(drawn('شركة الترفيه')).toEqual([...arabic('الترفيه'), ...space, ...arabic('شركة')]);
  expect(drawn('شركة (مساهمة)')).toEqual([
    ...arabic('('),
    ...arabic('مساهمة'),
    ...arabic(')'),
    ...space,
    ...arabic('شركة'),
  ]);
  expect(drawn('سنة ٢٠٢٤')).toEqual([
    ...arabic('٢'),
    ...arabic('٠'),
    ...arabic('٢'),
    ...arabic('٤'),
    ...space,
    ...arabic('سنة'),
  ]);
  const studio = fonts.sans.layout('Studio').glyphs.map((glyph) => `sans:${glyph.id}`);
  expect(drawn('استوديو Studio')).toEqual([...studio, ...space, ...arabic('استوديو')]);
  // A right-to-left value lines up on the right of its column.
  expect(layout.lines('استوديو النجوم', 1000, 10)[0]?.rtl).toBe(true);
  expect(layout.lines('별빛 캐릭터', 1000, 10)[0]?.rtl).toBe(false);
});

test('a long title wraps inside its column and a transaction hash is cut only when it must be', async () => {
  const fonts = await loadCertificateFonts();
  const layout = new TextLayout(fonts);
  const title = '별빛 캐릭터 상업용 라이선스 '.repeat(6).trim();
  const lines = layout.lines(title, 200, 10);
  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines) expect(line.width).toBeLessThanOrEqual(200);
  // Korean breaks between words, never inside one.
  const words = new Set(title.split(' '));
  for (const line of lines) {
    for (const word of line.pieces
      .map((piece) => piece.text)
      .join('')
      .split(' '))
      expect(words.has(word)).toBe(true);
  }
  expect(layout.lines(TX, 1000, 10)).toHaveLength(1);
  const cut = layout.lines(TX, 150, 10);
  expect(cut.length).toBeGreaterThan(1);
  expect(cut.map((line) => line.pieces.map((piece) => piece.text).join('')).join('')).toBe(TX);
});

test('once the fonts are loaded a certificate takes well under a second', async () => {
  await renderLicenseCertificate(license);
  const times: number[] = [];
  for (let index = 0; index < 5; index++) {
    const started = performance.now();
    await renderLicenseCertificate({
      ...license,
      token_id: String(2000 + index),
      product: { title: `${license.product.title} ${index}`, slug: 'starlight' },
    });
    times.push(performance.now() - started);
  }
  const median = [...times].sort((a, b) => a - b)[2] ?? Infinity;
  console.info(
    `certificate render times: ${times.map((ms) => Math.round(ms)).join(', ')} ms (median ${Math.round(median)})`,
  );
  expect(median).toBeLessThan(500);
});
