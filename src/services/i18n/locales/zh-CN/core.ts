// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': '面向 Story 链上 IP 授权方的稳定币支付。',
  'nav.label': '主导航',
  ...navLabels,
  'nav.menu': '菜单',
  'nav.closeMenu': '关闭菜单',
  'nav.skipToContent': '跳到正文',
  'back.toList': '返回列表',
  'back.toManage': '返回管理',
  'back.home': 'Home',
  'back.back': '返回',
  'brand.poweredBy': '由 OVERDIVE 提供支付',
  'privacy.notice': '隐私声明',
  'privacy.body':
    'OVERDIVE 仅在此浏览器中保存你的钱包地址和会话令牌，以保持登录状态。你输入的订单和公司信息由 OVERDIVE 保存，用于处理支付。',
  'locale.label': '语言',
  'notices.region': '通知',
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.close': '关闭',
  'common.dismiss': '忽略',
  'common.cancel': '取消',
  'common.save': '保存',
  'common.empty': '这里还没有内容。',
  'common.checkingSession': '正在检查你的会话…',
  'notFound.title': '找不到页面',
  'notFound.body': '你打开的地址不存在。',
  'notFound.home': '前往 Home',
  'routeError.title': '无法加载此页面',
  'routeError.body': '请检查网络连接后重试。',
  'errors.noWalletExtension': '请安装钱包扩展程序。',
  'errors.tokenIssueFailed': '令牌签发失败。',
  'errors.noToken': '没有 JWT 令牌。请连接你的钱包。',
  'errors.noWalletAddress': '没有钱包地址。',
  'errors.tokenExpired': '令牌已过期。请重新登录。',
  'errors.apiCallFailed': 'API 调用失败：{status}',
  'errors.profileLookupFailed': '获取资料失败',
  'errors.productCreationFailed': '创建商品失败',
  'errors.network': '无法连接服务器。请检查网络连接后重试。',
  'errors.timeout': '服务器响应超时。请重试。',
  'errors.malformedResponse': '服务器返回了无法读取的响应。请重试。',
  'errors.walletRejected': '请求已在钱包中取消。',
  'errors.walletFailed': '钱包无法完成该请求。',
  'errors.signInFailed': '登录失败。请重试。',
  'errors.signatureRefused': '服务器拒绝了签名。没有任何更改；请重新签名。',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': '网络错误',
  'wallet.pendingTransactions': '交易处理中',
};

export default core;
