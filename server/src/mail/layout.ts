/**
 * One layout for every mail (docs/product.md §11.3): the same content written twice, as plain text readable without
 * HTML and as HTML that mail programs show, with every value escaped and right-to-left languages laid out
 * right to left.
 */
import { escapeHtml, fill } from './format.js';

/** What a mail is sent as. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * A value in a mail: what a user typed (a product title, a company name), isolated so its own writing direction
 * cannot reorder the sentence around it, or a code (an order number, an address, a hash, a link), always left to
 * right.
 */
export interface Value {
  text: string;
  kind: 'user' | 'code';
}

export const userText = (text: string): Value => ({ text, kind: 'user' });
export const code = (text: string): Value => ({ text, kind: 'code' });

export interface Sentence {
  template: string;
  values: Readonly<Record<string, Value>>;
}

export interface Field {
  label: string;
  value: Value;
  /** Shown as the value's link in HTML; the plain text shows the address itself. */
  href?: string;
}

export interface MailDocument {
  locale: string;
  rtl: boolean;
  subject: Sentence;
  heading: string;
  intro: Sentence;
  fields: readonly Field[];
  list?: { heading: string; items: readonly { title: Sentence; link: { label: string; href: string } }[] };
  /** The mail's one button; the plain text repeats it unless a field already shows the same address. */
  action?: { label: string; href: string };
  notes: readonly string[];
  footer: Sentence;
  /** Between a label and its value in the plain text. */
  separator: string;
}

// Unicode's isolates (FSI, LRI … PDI) do in plain text what <bdi> and dir="ltr" do in HTML.
const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

function plainValue(value: Value, rtl: boolean): string {
  if (!rtl) return value.text;
  const isolate = value.kind === 'user' ? FIRST_STRONG_ISOLATE : LEFT_TO_RIGHT_ISOLATE;
  return `${isolate}${value.text}${POP_DIRECTIONAL_ISOLATE}`;
}

function htmlValue(value: Value): string {
  return value.kind === 'user'
    ? `<bdi>${escapeHtml(value.text)}</bdi>`
    : `<span dir="ltr">${escapeHtml(value.text)}</span>`;
}

function plainSentence(sentence: Sentence, rtl: boolean): string {
  return fill(sentence.template, texts(sentence), (value, name) =>
    plainValue(sentence.values[name] ?? code(value), rtl),
  );
}

function htmlSentence(sentence: Sentence): string {
  // The template is escaped before the values go in, so only the values' own markup (bdi, span) is HTML.
  return fill(escapeHtml(sentence.template), texts(sentence), (value, name) =>
    htmlValue(sentence.values[name] ?? code(value)),
  );
}

function texts(sentence: Sentence): Record<string, string> {
  return Object.fromEntries(Object.entries(sentence.values).map(([name, value]) => [name, value.text]));
}

function renderText(mail: MailDocument): string {
  const { rtl, separator } = mail;
  const blocks: string[] = [mail.heading, plainSentence(mail.intro, rtl)];
  blocks.push(
    mail.fields
      .map((field) => `${field.label}${separator}${field.href ?? plainValue(field.value, rtl)}`)
      .join('\n'),
  );
  if (mail.list !== undefined) {
    const items = mail.list.items.map(
      (item) => `- ${plainSentence(item.title, rtl)}\n  ${item.link.label}${separator}${item.link.href}`,
    );
    blocks.push([mail.list.heading, ...items].join('\n'));
  }
  const action = mail.action;
  if (action !== undefined && !mail.fields.some((field) => field.href === action.href))
    blocks.push(`${action.label}${separator}${action.href}`);
  blocks.push(...mail.notes);
  return `${blocks.join('\n\n')}\n\n-- \n${plainSentence(mail.footer, rtl)}\n`;
}

function renderHtml(mail: MailDocument): string {
  const start = mail.rtl ? 'right' : 'left';
  const end = mail.rtl ? 'left' : 'right';
  const rows = mail.fields.map((field) => {
    const value =
      field.href === undefined
        ? htmlValue(field.value)
        : `<a href="${escapeHtml(field.href)}" style="color:#1d4ed8;">${htmlValue(field.value)}</a>`;
    return (
      `<tr><th scope="row" style="width:40%;text-align:${start};vertical-align:top;padding:6px 0;padding-${end}:12px;font-weight:600;color:#52525b;">${escapeHtml(field.label)}</th>` +
      `<td style="vertical-align:top;padding:6px 0;word-break:break-word;overflow-wrap:anywhere;">${value}</td></tr>`
    );
  });
  const parts = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(mail.heading)}</h1>`,
    `<p style="margin:0 0 16px;">${htmlSentence(mail.intro)}</p>`,
    `<table style="width:100%;border-collapse:collapse;margin:0 0 16px;">${rows.join('')}</table>`,
  ];
  if (mail.list !== undefined) {
    const items = mail.list.items.map(
      (item) =>
        `<li style="margin:0 0 8px;">${htmlSentence(item.title)}<br><a href="${escapeHtml(item.link.href)}" style="color:#1d4ed8;">${escapeHtml(item.link.label)}</a></li>`,
    );
    parts.push(
      `<h2 style="margin:24px 0 8px;font-size:18px;">${escapeHtml(mail.list.heading)}</h2>`,
      `<ul style="margin:0 0 16px;padding-${start}:20px;">${items.join('')}</ul>`,
    );
  }
  if (mail.action !== undefined)
    parts.push(
      `<p style="margin:24px 0;"><a href="${escapeHtml(mail.action.href)}" style="display:inline-block;padding:12px 20px;background-color:#18181b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escapeHtml(mail.action.label)}</a></p>`,
    );
  parts.push(...mail.notes.map((note) => `<p style="margin:0 0 16px;">${escapeHtml(note)}</p>`));
  parts.push(
    '<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 16px;">',
    `<p style="margin:0;font-size:13px;color:#52525b;">${htmlSentence(mail.footer)}</p>`,
  );
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(mail.locale)}" dir="${mail.rtl ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(plainSentence(mail.subject, false))}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f4f4f5;">',
    `<div dir="${mail.rtl ? 'rtl' : 'ltr'}" style="max-width:600px;margin:0 auto;padding:24px 16px;background-color:#ffffff;color:#18181b;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.5;text-align:${start};">`,
    ...parts,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function renderMail(mail: MailDocument): MailContent {
  return {
    // A header, not a page: no isolates, which some mail programs show as boxes in a subject line.
    subject: plainSentence(mail.subject, false),
    text: renderText(mail),
    html: renderHtml(mail),
  };
}
