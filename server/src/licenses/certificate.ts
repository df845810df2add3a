// The licence certificate (docs/product.md §11.2): a PDF with the same facts as the public verification page
// `/licenses/{tokenId}`, its address and a QR code of it, for platforms, distributors and courts. Labels are English;
// values keep the script they were written in. A void licence says so on every page, in red, across the page.
import PDFDocument from 'pdfkit';
import type { LicenseVerification, LicenseVoidReason } from '../../../contract/api/licenses.js';
import { licenseRevenueShare, type LicenseFlavor } from '../../../contract/productValues.js';
import { loadCertificateFonts } from './certificateFonts.js';
import {
  CertificatePage,
  COLORS,
  CONTENT_WIDTH,
  linesHeight,
  PAGE,
  type Row,
  type TextStyle,
} from './certificatePage.js';

export { loadCertificateFonts } from './certificateFonts.js';

/** What the certificate shows: the verification answer plus what the page around it adds. */
export interface CertificateInput extends LicenseVerification {
  /** The public verification page, `https://…/licenses/{tokenId}`; printed and drawn as the QR code. */
  pageUrl: string;
  /** Explorer pages, as the verification page links them. */
  explorer: { ipAsset: string; token: string; mintTransaction: string };
  /** The chain the licence lives on, such as "Story". */
  chainName: string;
  /** When the certificate was made: the holder and the status are as of then. */
  generatedAt: Date;
}

// The product's own words for the terms (the storefront's licence terms, docs/product.md §8).
const FLAVORS: Record<LicenseFlavor, string> = {
  non_commercial_remix: 'Non-commercial remix',
  commercial_use: 'Commercial use',
  commercial_remix: 'Commercial remix',
  custom: 'Custom license',
};

const VOID_REASONS: Record<LicenseVoidReason, { short: string; long: string }> = {
  refunded: {
    short: 'VOID: refunded',
    long: 'Refunded: the buyer was paid back, so this license no longer grants the rights below.',
  },
};
const VOID_WITHOUT_REASON = { short: 'VOID', long: 'This license no longer grants the rights below.' };

const voidReason = (input: CertificateInput) =>
  input.void_reason ? VOID_REASONS[input.void_reason] : VOID_WITHOUT_REASON;

const QR_SIZE = 112;

/** `2026-03-05T14:22:07.000Z` → `2026-03-05 14:22:07 UTC`: one unambiguous form for readers anywhere. */
function utc(value: Date | string): string {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const allowed = (value: boolean) => (value ? 'Allowed' : 'Not allowed');

function percent(value: number | null): string {
  if (value === null) return 'None (only with commercial use and derivatives)';
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)}%`;
}

function holderRow(input: CertificateInput): Row {
  if (input.holder === null) {
    return {
      label: 'Holder now',
      value: 'Unknown',
      note: `The chain could not be read at ${utc(input.generatedAt)}; the verification page reads it again.`,
    };
  }
  const moved = input.holder.toLowerCase() !== input.licensee.toLowerCase();
  return {
    label: 'Holder now',
    value: input.holder,
    note: moved
      ? `Read from the chain at ${utc(input.generatedAt)}: the token has moved from the licensee to this wallet.`
      : `Read from the chain at ${utc(input.generatedAt)}: the licensee still holds the token.`,
  };
}

function header(page: CertificatePage, input: CertificateInput): void {
  const voided = input.status === 'void';
  const top = page.y;
  const box = { x: PAGE.margin, width: CONTENT_WIDTH - QR_SIZE - 20 };
  const title: TextStyle = { size: 21, font: 'sansBold', color: voided ? COLORS.void : COLORS.ink };
  let y = top;
  y += page.text('OVERDIVE', { ...box, top: y }, { size: 8.5, font: 'sansBold', color: COLORS.muted });
  y += page.text(voided ? 'License certificate: VOID' : 'License certificate', { ...box, top: y }, title);
  const subtitle = `${input.chainName} license token #${input.token_id}`;
  y += page.text(subtitle, { ...box, top: y }, { size: 10.5, color: COLORS.muted }) + 8;

  // The status, where the eye lands first: a red block for a void licence, a green frame for a valid one.
  const word: TextStyle = {
    size: voided ? 24 : 15,
    font: 'sansBold',
    color: voided ? '#ffffff' : COLORS.valid,
  };
  const body: TextStyle = { size: 9, color: voided ? '#ffffff' : COLORS.ink };
  const inner = { x: box.x + 12, width: box.width - 24 };
  const bodyText = voided
    ? voidReason(input).long
    : `This license was valid when this certificate was generated, ${utc(input.generatedAt)}.`;
  const bodyLines = page.lines(bodyText, inner.width, body);
  const height = 16 + linesHeight(1, word.size) + linesHeight(bodyLines.length, body.size);
  page.doc
    .roundedRect(box.x, y, box.width, height, 6)
    .lineWidth(1.2)
    .fillAndStroke(voided ? COLORS.void : COLORS.validBackground, voided ? COLORS.void : COLORS.valid);
  const wordHeight = page.text(voided ? 'VOID' : 'VALID', { ...inner, top: y + 7 }, word);
  page.drawLines(bodyLines, { ...inner, top: y + 7 + wordHeight }, body);
  y += height;

  const qrX = PAGE.width - PAGE.margin - QR_SIZE;
  page.qr(input.pageUrl, qrX, top, QR_SIZE);
  const caption = { x: qrX - 10, top: top + QR_SIZE + 2, width: QR_SIZE + 20, align: 'center' as const };
  const captionBottom =
    caption.top + page.text('Scan to check this license', caption, { size: 7, color: COLORS.muted });
  page.y = Math.max(y, captionBottom) + 4;
}

/**
 * Renders the certificate of one licence token. Fonts are read on the first call (or by `loadCertificateFonts` at
 * start-up) and kept for the process; after that a certificate takes tens of milliseconds.
 */
export async function renderLicenseCertificate(input: CertificateInput): Promise<Buffer> {
  const fonts = await loadCertificateFonts();
  const voided = input.status === 'void';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `License certificate: ${input.chainName} license token #${input.token_id}`,
      Subject: `${input.product.title} (${input.licensor.name})`,
      Author: 'OVERDIVE',
      Creator: 'OVERDIVE',
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Every page names its licence, so a loose second page still says what it belongs to.
  const footer = `${input.chainName} license token #${input.token_id} · Generated ${utc(input.generatedAt)} · ${input.pageUrl}`;
  const page = new CertificatePage(doc, fonts, (current) => {
    if (voided) current.watermark('VOID');
    current.footer(footer);
  });
  header(page, input);

  page.section('License');
  page.row({ label: 'Token ID', value: input.token_id });
  page.row(
    voided
      ? { label: 'Status', value: voidReason(input).short, color: COLORS.void, bold: true }
      : { label: 'Status', value: 'Valid', color: COLORS.valid, bold: true },
  );
  page.row({ label: 'Product', value: input.product.title });
  page.row({ label: 'Licensor', value: input.licensor.name });
  page.row({ label: 'Licensee', value: input.licensee, note: 'The wallet the license was issued to.' });
  page.row(holderRow(input));
  page.row({ label: 'Order number', value: input.order_number });
  page.row({ label: 'Issued at', value: utc(input.issued_at) });

  page.section(`On ${input.chainName}`);
  page.row({ label: 'IP asset', value: input.ip_id, url: input.explorer.ipAsset });
  page.row({ label: 'License terms ID', value: input.license_terms_id });
  page.row({ label: 'License token', value: `#${input.token_id}`, url: input.explorer.token });
  page.row({ label: 'Mint transaction', value: input.mint_tx_hash, url: input.explorer.mintTransaction });

  page.section('Terms');
  page.row({ label: 'License type', value: FLAVORS[input.terms.flavor] });
  page.row({ label: 'Commercial use', value: allowed(input.terms.commercial_use) });
  page.row({ label: 'Derivatives', value: allowed(input.terms.derivatives_allowed) });
  page.row({ label: 'Attribution', value: input.terms.attribution_required ? 'Required' : 'Not required' });
  page.row({ label: 'Revenue share', value: percent(licenseRevenueShare(input.terms)) });
  page.row({ label: 'Territory', value: input.terms.territory });
  page.row({ label: 'AI training', value: allowed(input.terms.ai_learning_allowed) });

  page.section('Check this license');
  page.paragraph(
    `A license can be refunded or its token moved after this certificate was generated. The page at this address, ` +
      `also in the QR code, shows the license as it stands now, read from ${input.chainName}:`,
    { size: 8.5, color: COLORS.muted },
  );
  page.y += 3;
  page.paragraph(input.pageUrl, { size: 9.5, link: input.pageUrl });

  doc.end();
  return finished;
}
