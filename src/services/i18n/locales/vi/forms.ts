// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type forms as en } from '../en/forms';
import { type Translation } from '../types';

export const forms: Translation<typeof en> = {
  'forms.required': 'Trường này là bắt buộc.',
  'forms.tooShort': 'Dùng ít nhất {min} ký tự.',
  'forms.tooLong': 'Dùng tối đa {max} ký tự.',
  'forms.invalidCharacters': 'Hãy xóa các ký tự không hợp lệ.',
  'forms.httpsUrl': 'Nhập địa chỉ đầy đủ bắt đầu bằng https://',
  'forms.email': 'Nhập địa chỉ email như name@example.com.',
  'forms.address': 'Nhập địa chỉ ví: 0x theo sau là 40 ký tự thập lục phân.',
  'forms.zeroAddress': 'Địa chỉ 0 không thể nhận thanh toán.',
  'forms.slugPattern': 'Dùng chữ thường và chữ số, nối bằng một dấu gạch nối.',
  'forms.serverRejected': '{reason}',
  'forms.optional': '(không bắt buộc)',
  'forms.fixErrors': 'Hãy kiểm tra các trường được đánh dấu.',
  'forms.copy': 'Sao chép',
  'forms.copied': 'Đã sao chép!',
  'forms.saving': 'Đang lưu…',
  'forms.working': 'Đang xử lý…',
};
