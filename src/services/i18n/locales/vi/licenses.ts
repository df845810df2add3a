// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type licenses as en } from '../en/licenses';
import { type Translation } from '../types';

export const licenses: Translation<typeof en> = {
  'licenses.loading': 'Đang kiểm tra giấy phép này…',
  'licenses.eyebrow': 'Xác minh giấy phép',
  'licenses.title': 'Token giấy phép #{id}',
  'licenses.valid': 'Hợp lệ',
  'licenses.validBody': 'Giấy phép này được cấp qua OVERDIVE và đang có hiệu lực.',
  'licenses.void': 'Vô hiệu',
  'licenses.voidBody': 'Giấy phép này không còn trao bất kỳ quyền nào.',
  'licenses.voidReason.refunded':
    'Đã hoàn tiền: đơn hàng đã được hoàn tiền nên giấy phép này không còn trao bất kỳ quyền nào.',
  'licenses.download': 'Tải chứng nhận xuống',
  'licenses.details': 'Chi tiết giấy phép',
  'licenses.product': 'Sản phẩm',
  'licenses.licensor': 'Bên cấp phép',
  'licenses.licensee': 'Bên được cấp phép',
  'licenses.holder': 'Người nắm giữ hiện tại',
  'licenses.holderUnknown': 'Hiện chưa đọc được dữ liệu từ chuỗi khối.',
  'licenses.moved':
    'Token này đã được chuyển: hiện một ví khác với ví của bên được cấp phép đang nắm giữ nó.',
  'licenses.orderNumber': 'Mã đơn hàng',
  'licenses.issuedAt': 'Ngày cấp',
  'licenses.tokenId': 'ID token',
  'licenses.copy': 'Sao chép',
  'licenses.copyNamed': 'Sao chép {name}',
  'licenses.copied': 'Đã sao chép',
  'licenses.onChain': 'Trên chuỗi khối',
  'licenses.tokenLink': 'Token này trên trình khám phá chuỗi khối',
  'licenses.mintTx': 'Giao dịch đã cấp token này',
  'licenses.pageLink': 'Đường liên kết đến trang này',
  'licenses.qr': 'Mã QR của đường liên kết đến trang này',
  'licenses.notFound.title': 'Giấy phép này không được cấp qua OVERDIVE',
  'licenses.notFound.body':
    'Không có token giấy phép #{id} nào được cấp qua OVERDIVE. Hãy kiểm tra số trong địa chỉ.',
  'licenses.invalid.title': 'Đây không phải là số token giấy phép',
  'licenses.invalid.body': 'Số token giấy phép là số nguyên, ví dụ 42. Hãy kiểm tra địa chỉ.',
};
