// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'ต้องกรอกช่องนี้',
  'forms.tooShort': 'ใช้อย่างน้อย {min} อักขระ',
  'forms.tooLong': 'ใช้ไม่เกิน {max} อักขระ',
  'forms.invalidCharacters': 'ลบอักขระที่ไม่ถูกต้องออก',
  'forms.httpsUrl': 'กรอกที่อยู่แบบเต็มที่ขึ้นต้นด้วย https://',
  'forms.email': 'กรอกอีเมล เช่น name@example.com',
  'forms.address': 'กรอกที่อยู่กระเป๋าเงิน: 0x ตามด้วยอักขระเลขฐานสิบหก 40 ตัว',
  'forms.zeroAddress': 'ที่อยู่ศูนย์รับการชำระเงินไม่ได้',
  'forms.slugPattern': 'ใช้ตัวอักษรพิมพ์เล็กและตัวเลข คั่นด้วยขีดกลางตัวเดียว',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(ไม่บังคับ)',
  'forms.fixErrors': 'ตรวจสอบช่องที่ไฮไลต์ไว้',
  'forms.copy': 'คัดลอก',
  'forms.copied': 'คัดลอกแล้ว!',
  'forms.saving': 'กำลังบันทึก…',
  'forms.working': 'กำลังดำเนินการ…',
};
