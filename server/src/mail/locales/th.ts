// The buyer's mails in Thai (docs/product.md §11.3); keys and placeholders as in ./en.ts.
import type { BuyerTexts } from './types.js';

export const buyer: BuyerTexts = {
  'payment.subject': 'ได้รับการชำระเงินสำหรับคำสั่งซื้อ {order} แล้ว',
  'payment.heading': 'ได้รับการชำระเงินแล้ว',
  'payment.intro': 'เราได้รับการชำระเงินของคุณสำหรับ {product} จาก {licensor} แล้ว',
  'payment.next': 'คุณจะได้รับอีเมลอีกฉบับเมื่อออกสิทธิ์การใช้งานของคุณแล้ว',
  'payment.viewTx': 'ดูการชำระเงินใน Explorer',
  'license.subject': 'ออกสิทธิ์การใช้งานสำหรับคำสั่งซื้อ {order} แล้ว',
  'license.heading': 'ออกสิทธิ์การใช้งานของคุณแล้ว',
  'license.intro': 'สิทธิ์การใช้งาน {product} จาก {licensor} ของคุณได้รับการออกบน Story แล้ว',
  'license.tokens': 'โทเค็นสิทธิ์การใช้งาน',
  'license.token': 'โทเค็นสิทธิ์การใช้งาน #{id}',
  'license.verify': 'หน้าตรวจสอบ',
  'license.verifyNote': 'ทุกคนสามารถตรวจสอบสิทธิ์การใช้งานของคุณได้ที่หน้าตรวจสอบ',
  'license.certificate': 'ใบรับรองของสิทธิ์การใช้งานแต่ละรายการแนบมากับอีเมลนี้เป็นไฟล์ PDF',
  'label.order': 'หมายเลขคำสั่งซื้อ',
  'label.product': 'สินค้า',
  'label.licensor': 'ผู้ให้สิทธิ์',
  'label.amount': 'ยอดที่ชำระ',
  'label.paidAt': 'ชำระเมื่อ',
  'label.paymentTx': 'ธุรกรรมการชำระเงิน',
  'label.separator': ': ',
  footer: 'คุณได้รับอีเมลนี้เนื่องจากมีการระบุที่อยู่นี้สำหรับคำสั่งซื้อ {order} บน OVERDIVE',
};
