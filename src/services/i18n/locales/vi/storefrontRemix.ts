// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'Đăng ký bản remix của bạn trên Story',
  'storefront.remix.childIp': 'ID tài sản IP của bạn',
  'storefront.remix.childIpHint':
    'Tài sản IP trên Story của tác phẩm của bạn (0x…), thuộc sở hữu của ví này. Token giấy phép của bạn sẽ được sử dụng.',
  'storefront.remix.childIpInvalid': 'Nhập ID tài sản IP: 0x theo sau là 40 ký tự thập lục phân.',
  'storefront.remix.submit': 'Đăng ký remix',
  'storefront.remix.done': 'Bản remix của bạn đã được đăng ký trên Story:',
  'storefront.remix.txDescription': 'Đăng ký một bản remix của {title} trên Story',
  'storefront.remix.stage.wallet': 'Xác nhận trong ví của bạn…',
  'storefront.remix.stage.mining': 'Đang chờ giao dịch được xác nhận…',
  'storefront.remix.stage.recording': 'Đang ghi nhận bản remix của bạn…',
  'storefront.remix.failure.rejected': 'Bạn đã từ chối yêu cầu trong ví. Không có gì được gửi.',
  'storefront.remix.failure.wallet': 'Ví của bạn không thể gửi giao dịch.',
  'storefront.remix.failure.reverted':
    'Giao dịch thất bại trên chuỗi. Hãy kiểm tra rằng ví này sở hữu tài sản IP và tài sản đó chưa phải là một bản remix.',
  'storefront.remix.failure.refused': 'OVERDIVE không chấp nhận bản remix này.',
  'storefront.remix.failure.api': 'Bản remix đã có trên Story, nhưng OVERDIVE chưa thể ghi nhận.',
  'storefront.remix.failure.retry': 'Thử lại',
  'storefront.remix.failure.viewTx': 'Xem giao dịch',
  'storefront.remix.failure.newTab': 'mở trong thẻ mới',
};
