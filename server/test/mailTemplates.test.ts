/**
 * The mails of a sale (docs/product.md §11.3) and of its refund (§12.4) as their readers get them: every public locale translated with the
 * English keys and placeholders, amounts exact from base units, user input inert in HTML, Arabic right to left, and
 * the plain text complete without the HTML.
 */
import { DASHBOARD_LOCALES, LOCALES, type Locale } from '../../contract/locales.js';
import { buyer as englishBuyer, licensor as englishLicensor } from '../src/mail/locales/en.js';
import { BUYER_TEXTS, LICENSOR_TEXTS } from '../src/mail/locales/index.js';
import {
  certificateFilename,
  formatAmount,
  licenseIssuedMail,
  mailLocale,
  newPaidOrderMail,
  paymentReceivedMail,
  refundSentMail,
} from '../src/mail/index.js';

const TX = `0x${'ab'.repeat(32)}`;
const BUYER = `0x${'12'.repeat(20)}`;
const payment = (locale: Locale) => ({
  locale,
  orderNumber: 'ORD-2026-000042',
  productTitle: 'Seoul Rain Loops',
  licensorName: 'Northwind Sound',
  amount: { baseUnits: '1234567', decimals: 6, symbol: 'USDC' },
  paidAt: new Date('2026-03-05T15:04:05Z'),
  paymentTxHash: TX,
  explorerUrl: 'https://www.storyscan.io/',
});
const issued = (locale: Locale) => ({
  locale,
  orderNumber: 'ORD-2026-000042',
  productTitle: 'Seoul Rain Loops',
  licensorName: 'Northwind Sound',
  tokenIds: ['17', '18'],
  siteUrl: 'https://overdive.example',
});
const REFUND_TX = `0x${'cd'.repeat(32)}`;
const refunded = (locale: Locale) => ({
  locale,
  orderNumber: 'ORD-2026-000042',
  productTitle: 'Seoul Rain Loops',
  licensorName: 'Northwind Sound',
  amount: { baseUnits: '1234567', decimals: 6, symbol: 'USDC' },
  refundedAt: new Date('2026-03-09T08:30:00Z'),
  refundTxHash: REFUND_TX,
  explorerUrl: 'https://www.storyscan.io',
});
const paidOrder = {
  orderId: '0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d',
  orderNumber: 'ORD-2026-000042',
  productTitle: 'Seoul Rain Loops',
  licensorName: 'Northwind Sound',
  buyerAddress: BUYER,
  quantity: 3,
  amount: { baseUnits: '1234567', decimals: 6, symbol: 'USDC' },
  paidAt: new Date('2026-03-05T15:04:05Z'),
  paymentTxHash: TX,
  explorerUrl: 'https://www.storyscan.io',
  siteUrl: 'https://overdive.example/',
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** The plain text as a reader sees it: Unicode's invisible direction isolates aside. */
const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('the texts of every locale', () => {
  it.each(LOCALES)('%s has every English key of the buyer mails, with the same placeholders', (locale) => {
    const texts = BUYER_TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(englishBuyer).sort());
    for (const [key, english] of Object.entries(englishBuyer)) {
      const text = texts[key as keyof typeof englishBuyer];
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english) });
      expect({ key, empty: text.trim() === '' && key !== 'label.separator' }).toEqual({ key, empty: false });
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated, not English', (locale) => {
    for (const key of [
      'payment.heading',
      'payment.intro',
      'license.heading',
      'license.certificate',
      'refund.heading',
      'refund.intro',
      'refund.void',
      'label.refundTx',
      'footer',
    ] as const)
      expect({ key, text: BUYER_TEXTS[locale][key] }).not.toEqual({ key, text: englishBuyer[key] });
  });

  it.each(DASHBOARD_LOCALES)(
    '%s has every key of the licensor mail, with the same placeholders',
    (locale) => {
      const texts = LICENSOR_TEXTS[locale];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(englishLicensor).sort());
      for (const [key, english] of Object.entries(englishLicensor))
        expect({ key, placeholders: placeholders(texts[key as keyof typeof englishLicensor]) }).toEqual({
          key,
          placeholders: placeholders(english),
        });
    },
  );
});

describe('payment received, to the buyer', () => {
  it.each(LOCALES)('in %s: order, product, licensor, amount, payment link, in text and HTML', (locale) => {
    const mail = paymentReceivedMail(payment(locale));
    const texts = BUYER_TEXTS[locale];
    const amount = formatAmount({ baseUnits: '1234567', decimals: 6, symbol: 'USDC' }, locale);
    expect(mail.subject).toContain('ORD-2026-000042');
    expect(mail.subject).toBe(texts['payment.subject'].replace('{order}', 'ORD-2026-000042'));
    const text = visible(mail.text);
    for (const shown of [
      `${texts['label.order']}${texts['label.separator']}ORD-2026-000042`,
      `${texts['label.product']}${texts['label.separator']}Seoul Rain Loops`,
      `${texts['label.licensor']}${texts['label.separator']}Northwind Sound`,
      `${texts['label.amount']}${texts['label.separator']}${amount}`,
      `${texts['label.paymentTx']}${texts['label.separator']}https://www.storyscan.io/tx/${TX}`,
      texts['payment.next'],
    ])
      expect(text).toContain(shown);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(mail.html).toContain(`href="https://www.storyscan.io/tx/${TX}"`);
    expect(mail.html).toContain('<bdi>Seoul Rain Loops</bdi>');
    expect(mail.html).toContain(amount);
  });

  it('writes the amount exactly, never through a float', () => {
    expect(paymentReceivedMail(payment('en')).text).toContain('Amount paid: 1.234567 USDC');
    expect(paymentReceivedMail(payment('de')).text).toContain('Gezahlter Betrag: 1,234567 USDC');
    const huge = {
      ...payment('en'),
      amount: { baseUnits: (2n ** 256n - 1n).toString(), decimals: 18, symbol: 'WIP' },
    };
    expect(paymentReceivedMail(huge).text).toContain(
      'Amount paid: 115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935 WIP',
    );
    expect(formatAmount({ baseUnits: '1000000', decimals: 6, symbol: 'USDC' }, 'en')).toBe('1.00 USDC');
    expect(formatAmount({ baseUnits: 1n, decimals: 6, symbol: 'USDC' }, 'fr')).toBe('0,000001 USDC');
    expect(formatAmount({ baseUnits: '5', decimals: 0, symbol: 'X' }, 'en')).toBe('5 X');
    expect(formatAmount({ baseUnits: '123456789', decimals: 2, symbol: 'X' }, 'hi')).toBe('12,34,567.89 X');
    expect(() => formatAmount({ baseUnits: '1.5', decimals: 6, symbol: 'X' }, 'en')).toThrow(RangeError);
    expect(() => formatAmount({ baseUnits: -1n, decimals: 6, symbol: 'X' }, 'en')).toThrow(RangeError);
  });

  it('writes the payment time with Intl in the reader’s language, in UTC', () => {
    expect(paymentReceivedMail(payment('en')).text).toContain('Paid on: March 5, 2026 at 3:04 PM UTC');
    expect(paymentReceivedMail(payment('de')).text).toContain('Bezahlt am: 5. März 2026 um 15:04 UTC');
  });

  it('makes user input inert in HTML and keeps it as typed in the text', () => {
    const mail = paymentReceivedMail({
      ...payment('en'),
      productTitle: '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
      licensorName: 'Acme "Best" <b>Sound</b>',
    });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(mail.html).toContain('Acme &quot;Best&quot; &lt;b&gt;Sound&lt;/b&gt;');
    expect(mail.text).toContain('Product: <script>alert("x")</script> & <img src=x onerror=alert(1)>');
    expect(mail.subject).toBe('Payment received for order ORD-2026-000042');
  });

  it('keeps a hash that would break out of an attribute inside its link', () => {
    const mail = paymentReceivedMail({ ...payment('en'), paymentTxHash: '0x1" onclick="alert(1)' });
    expect(mail.html).not.toContain('" onclick="');
    expect(mail.html).toContain('href="https://www.storyscan.io/tx/0x1%22%20onclick%3D%22alert(1)"');
  });

  it('lays Arabic out right to left, isolating the values in the plain text', () => {
    const mail = paymentReceivedMail(payment('ar'));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).toContain('\u2068Seoul Rain Loops\u2069');
    expect(mail.text).toContain('\u2066ORD-2026-000042\u2069');
    expect(paymentReceivedMail(payment('en')).text).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe('licence issued, to the buyer', () => {
  it.each(LOCALES)('in %s: each token with its verification page, and the certificate line', (locale) => {
    const mail = licenseIssuedMail(issued(locale));
    const texts = BUYER_TEXTS[locale];
    expect(mail.subject).toBe(texts['license.subject'].replace('{order}', 'ORD-2026-000042'));
    const text = visible(mail.text);
    for (const tokenId of ['17', '18']) {
      expect(text).toContain(texts['license.token'].replace('{id}', tokenId));
      expect(text).toContain(
        `${texts['license.verify']}${texts['label.separator']}https://overdive.example/licenses/${tokenId}`,
      );
      expect(mail.html).toContain(`href="https://overdive.example/licenses/${tokenId}"`);
    }
    expect(text).toContain(texts['license.certificate']);
    expect(mail.html).toContain(texts['license.certificate'].replace(/'/g, '&#39;'));
    expect(mail.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
  });

  it('encodes a token id in its link and escapes it on the page', () => {
    const mail = licenseIssuedMail({ ...issued('en'), tokenIds: ['7/../"x'] });
    expect(mail.html).toContain('href="https://overdive.example/licenses/7%2F..%2F%22x"');
    expect(mail.html).toContain('License token #<span dir="ltr">7/../&quot;x</span>');
    expect(certificateFilename('7/../"x')).toBe('license-7_____x.pdf');
    expect(certificateFilename('17')).toBe('license-17.pdf');
  });
});

describe('refund sent, to the buyer', () => {
  it.each(LOCALES)(
    'in %s: the order, the amount sent back, the refund link and the void licence',
    (locale) => {
      const mail = refundSentMail(refunded(locale));
      const texts = BUYER_TEXTS[locale];
      const amount = formatAmount({ baseUnits: '1234567', decimals: 6, symbol: 'USDC' }, locale);
      expect(mail.subject).toBe(texts['refund.subject'].replace('{order}', 'ORD-2026-000042'));
      const text = visible(mail.text);
      for (const shown of [
        texts['refund.heading'],
        `${texts['label.order']}${texts['label.separator']}ORD-2026-000042`,
        `${texts['label.licensor']}${texts['label.separator']}Northwind Sound`,
        `${texts['label.refundAmount']}${texts['label.separator']}${amount}`,
        `${texts['label.refundTx']}${texts['label.separator']}https://www.storyscan.io/tx/${REFUND_TX}`,
        texts['refund.void'],
      ])
        expect(text).toContain(shown);
      expect(text).not.toContain(TX);
      expect(mail.html).toContain(`href="https://www.storyscan.io/tx/${REFUND_TX}"`);
      expect(mail.html).toContain(texts['refund.viewTx'].replace(/'/g, '&#39;'));
      expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    },
  );

  it('escapes the product and the company it names', () => {
    const mail = refundSentMail({ ...refunded('en'), productTitle: '<img src=x>', licensorName: 'A & "B"' });
    expect(mail.html).toContain('<bdi>&lt;img src=x&gt;</bdi>');
    expect(mail.html).toContain('<bdi>A &amp; &quot;B&quot;</bdi>');
    expect(mail.html).not.toContain('<img src=x>');
    expect(mail.text).toContain('<img src=x>');
  });
});

describe('new paid order, to the licensor', () => {
  it.each(DASHBOARD_LOCALES)('in %s: the order, buyer, quantity, amount and the dashboard link', (locale) => {
    const mail = newPaidOrderMail({ ...paidOrder, locale });
    const texts = LICENSOR_TEXTS[locale];
    expect(mail.subject).toBe(texts.subject.replace('{order}', 'ORD-2026-000042'));
    for (const shown of [
      `${texts['label.buyer']}: ${BUYER}`,
      `${texts['label.quantity']}: 3`,
      `${texts['label.amount']}: 1.234567 USDC`,
      `${texts.open}: https://overdive.example/order/${paidOrder.orderId}`,
      `https://www.storyscan.io/tx/${TX}`,
    ])
      expect(mail.text).toContain(shown);
    expect(mail.html).toContain(`href="https://overdive.example/order/${paidOrder.orderId}"`);
    expect(mail.html).toContain(`<html lang="${locale}" dir="ltr">`);
  });

  it('escapes the product and the company it names', () => {
    const mail = newPaidOrderMail({
      ...paidOrder,
      locale: 'en',
      productTitle: '"><svg onload=x>',
      licensorName: '<i>Co</i>',
    });
    expect(mail.html).not.toContain('<svg');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&quot;&gt;&lt;svg onload=x&gt;');
  });
});

describe('mailLocale', () => {
  it('takes the checkout’s locale when the public pages have it, else English', () => {
    expect(mailLocale('zh-HK')).toBe('zh-HK');
    expect(mailLocale('ar')).toBe('ar');
    expect(mailLocale(null)).toBe('en');
    expect(mailLocale('xx')).toBe('en');
    expect(mailLocale('EN')).toBe('en');
  });
});
