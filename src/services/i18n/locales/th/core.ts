// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'การชำระเงินด้วยสเตเบิลคอยน์สำหรับผู้ให้สิทธิ์ทรัพย์สินทางปัญญาบนเชน Story',
  'nav.label': 'เมนูหลัก',
  ...navLabels,
  'nav.menu': 'เมนู',
  'nav.closeMenu': 'ปิดเมนู',
  'nav.skipToContent': 'ข้ามไปยังเนื้อหา',
  'back.toList': 'ไปที่รายการ',
  'back.toManage': 'ไปที่การจัดการ',
  'back.home': 'Home',
  'back.back': 'ย้อนกลับ',
  'brand.poweredBy': 'ชำระเงินโดย OVERDIVE',
  'privacy.notice': 'ประกาศความเป็นส่วนตัว',
  'privacy.body':
    'OVERDIVE จัดเก็บที่อยู่กระเป๋าเงินและโทเค็นเซสชันของคุณไว้ในเบราว์เซอร์นี้เท่านั้นเพื่อให้คุณลงชื่อเข้าใช้อยู่เสมอ คำสั่งซื้อและข้อมูลบริษัทที่คุณกรอกจะถูกเก็บไว้โดย OVERDIVE เพื่อดำเนินการชำระเงิน',
  'locale.label': 'ภาษา',
  'notices.region': 'การแจ้งเตือน',
  'common.loading': 'กำลังโหลด…',
  'common.retry': 'ลองอีกครั้ง',
  'common.close': 'ปิด',
  'common.dismiss': 'ซ่อน',
  'common.cancel': 'ยกเลิก',
  'common.save': 'บันทึก',
  'common.empty': 'ยังไม่มีอะไรที่นี่',
  'common.checkingSession': 'กำลังตรวจสอบเซสชันของคุณ…',
  'notFound.title': 'ไม่พบหน้านี้',
  'notFound.body': 'ไม่มีที่อยู่ที่คุณเปิด',
  'notFound.home': 'ไปที่ Home',
  'routeError.title': 'โหลดหน้าจอนี้ไม่ได้',
  'routeError.body': 'ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'errors.noWalletExtension': 'โปรดติดตั้งส่วนขยายกระเป๋าเงิน',
  'errors.tokenIssueFailed': 'ออกโทเค็นไม่สำเร็จ',
  'errors.noToken': 'ไม่มีโทเค็น JWT โปรดเชื่อมต่อกระเป๋าเงินของคุณ',
  'errors.noWalletAddress': 'ไม่มีที่อยู่กระเป๋าเงิน',
  'errors.tokenExpired': 'โทเค็นหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
  'errors.apiCallFailed': 'เรียก API ไม่สำเร็จ: {status}',
  'errors.profileLookupFailed': 'ดึงข้อมูลโปรไฟล์ไม่สำเร็จ',
  'errors.productCreationFailed': 'สร้างสินค้าไม่สำเร็จ',
  'errors.network': 'ติดต่อเซิร์ฟเวอร์ไม่ได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'errors.timeout': 'เซิร์ฟเวอร์ตอบช้าเกินไป โปรดลองอีกครั้ง',
  'errors.malformedResponse': 'เซิร์ฟเวอร์ส่งคำตอบที่อ่านไม่ได้ โปรดลองอีกครั้ง',
  'errors.walletRejected': 'คำขอถูกยกเลิกในกระเป๋าเงิน',
  'errors.walletFailed': 'กระเป๋าเงินดำเนินการตามคำขอไม่สำเร็จ',
  'errors.signInFailed': 'ลงชื่อเข้าใช้ไม่สำเร็จ โปรดลองอีกครั้ง',
  'errors.signatureRefused': 'เซิร์ฟเวอร์ปฏิเสธลายเซ็น ไม่มีการเปลี่ยนแปลงใด ๆ โปรดลงนามอีกครั้ง',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'เครือข่ายไม่ถูกต้อง',
  'wallet.pendingTransactions': 'ธุรกรรมรอดำเนินการ',
};

export default core;
