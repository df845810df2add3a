// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'ลงทะเบียนรีมิกซ์ของคุณบน Story',
  'storefront.remix.childIp': 'ID สินทรัพย์ IP ของคุณ',
  'storefront.remix.childIpHint':
    'สินทรัพย์ IP บน Story ของผลงานคุณ (0x…) ที่กระเป๋าเงินนี้เป็นเจ้าของ โทเค็นใบอนุญาตของคุณจะถูกใช้ไป',
  'storefront.remix.childIpInvalid': 'กรอก ID สินทรัพย์ IP: 0x ตามด้วยอักขระเลขฐานสิบหก 40 ตัว',
  'storefront.remix.submit': 'ลงทะเบียนรีมิกซ์',
  'storefront.remix.done': 'รีมิกซ์ของคุณลงทะเบียนบน Story แล้ว:',
  'storefront.remix.txDescription': 'ลงทะเบียนรีมิกซ์ของ {title} บน Story',
  'storefront.remix.stage.wallet': 'ยืนยันในกระเป๋าเงินของคุณ…',
  'storefront.remix.stage.mining': 'กำลังรอการยืนยันธุรกรรม…',
  'storefront.remix.stage.recording': 'กำลังบันทึกรีมิกซ์ของคุณ…',
  'storefront.remix.failure.rejected': 'คุณปฏิเสธคำขอในกระเป๋าเงินของคุณ ไม่มีการส่งสิ่งใด',
  'storefront.remix.failure.wallet': 'กระเป๋าเงินของคุณไม่สามารถส่งธุรกรรมได้',
  'storefront.remix.failure.reverted':
    'ธุรกรรมล้มเหลวบนเชน ตรวจสอบว่ากระเป๋าเงินนี้เป็นเจ้าของสินทรัพย์ IP และสินทรัพย์นั้นยังไม่ได้เป็นรีมิกซ์',
  'storefront.remix.failure.refused': 'OVERDIVE ไม่ยอมรับรีมิกซ์นี้',
  'storefront.remix.failure.api': 'รีมิกซ์อยู่บน Story แล้ว แต่ OVERDIVE ยังบันทึกไม่ได้',
  'storefront.remix.failure.retry': 'ลองอีกครั้ง',
  'storefront.remix.failure.viewTx': 'ดูธุรกรรม',
  'storefront.remix.failure.newTab': 'เปิดในแท็บใหม่',
};
