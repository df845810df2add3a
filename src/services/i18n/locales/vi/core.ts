// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'Thanh toán bằng stablecoin cho bên cấp phép sở hữu trí tuệ trên chuỗi Story.',
  'nav.label': 'Chính',
  ...navLabels,
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Đóng menu',
  'nav.skipToContent': 'Chuyển đến nội dung',
  'back.toList': 'Về danh sách',
  'back.toManage': 'Về quản lý',
  'back.home': 'Home',
  'back.back': 'Quay lại',
  'brand.poweredBy': 'Thanh toán bởi OVERDIVE',
  'privacy.notice': 'Thông báo quyền riêng tư',
  'privacy.body':
    'OVERDIVE chỉ lưu địa chỉ ví và mã phiên của bạn trong trình duyệt này để giữ bạn đăng nhập. Đơn hàng và thông tin công ty bạn nhập được OVERDIVE lưu giữ để xử lý thanh toán.',
  'locale.label': 'Ngôn ngữ',
  'notices.region': 'Thông báo',
  'common.loading': 'Đang tải…',
  'common.retry': 'Thử lại',
  'common.close': 'Đóng',
  'common.dismiss': 'Bỏ qua',
  'common.cancel': 'Hủy',
  'common.save': 'Lưu',
  'common.empty': 'Chưa có gì ở đây.',
  'common.checkingSession': 'Đang kiểm tra phiên của bạn…',
  'notFound.title': 'Không tìm thấy trang',
  'notFound.body': 'Địa chỉ bạn mở không tồn tại.',
  'notFound.home': 'Đến Home',
  'routeError.title': 'Không thể tải màn hình này',
  'routeError.body': 'Hãy kiểm tra kết nối và thử lại.',
  'errors.noWalletExtension': 'Vui lòng cài đặt tiện ích ví.',
  'errors.tokenIssueFailed': 'Cấp mã thông báo thất bại.',
  'errors.noToken': 'Không có mã JWT. Vui lòng kết nối ví của bạn.',
  'errors.noWalletAddress': 'Không có địa chỉ ví.',
  'errors.tokenExpired': 'Mã đã hết hạn. Vui lòng đăng nhập lại.',
  'errors.apiCallFailed': 'Gọi API thất bại: {status}',
  'errors.profileLookupFailed': 'Không lấy được hồ sơ',
  'errors.productCreationFailed': 'Không tạo được sản phẩm',
  'errors.network': 'Không thể kết nối máy chủ. Hãy kiểm tra kết nối và thử lại.',
  'errors.timeout': 'Máy chủ phản hồi quá lâu. Hãy thử lại.',
  'errors.malformedResponse': 'Máy chủ gửi phản hồi không đọc được. Hãy thử lại.',
  'errors.walletRejected': 'Yêu cầu đã bị hủy trong ví.',
  'errors.walletFailed': 'Ví không thể hoàn tất yêu cầu.',
  'errors.signInFailed': 'Đăng nhập thất bại. Hãy thử lại.',
  'errors.signatureRefused': 'Máy chủ từ chối chữ ký. Không có gì thay đổi; hãy ký lại.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Sai mạng',
  'wallet.pendingTransactions': 'Giao dịch đang chờ',
};

export default core;
