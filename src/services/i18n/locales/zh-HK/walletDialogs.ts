// Hong Kong's Traditional Chinese is Taiwan's (../zh-TW) but for the words Hong Kong says otherwise (網絡, 連接, 了解,
// 簽名…): only those are written here. Keys and placeholders as in ../en (locales.test.ts checks both).
import { type walletDialogs as en } from '../en/walletDialogs';
import { type Translation } from '../types';
import { walletDialogs as zhTW } from '../zh-TW/walletDialogs';

export const walletDialogs: Translation<typeof en> = {
  ...zhTW,
  'walletDialogs.connect.title': '連接錢包',
  'walletDialogs.connect.learnMore': '了解詳情',
  'walletDialogs.intro.title': '甚麼是錢包？',
  'walletDialogs.intro.learnMore': '了解詳情',
  'walletDialogs.get.mobile': '流動錢包',
  'walletDialogs.get.mobileAndExtension': '流動錢包和擴充功能',
  'walletDialogs.get.mobileAndDesktop': '流動和桌面錢包',
  'walletDialogs.connecting.confirm': '請在擴充功能中確認連接',
  'walletDialogs.connecting.failed': '連接未成功。',
  'walletDialogs.connecting.scanHint':
    '用手機相機掃描，在 {wallet} 應用程式中開啟 OVERDIVE，然後在那裡連接。',
  'walletDialogs.connecting.qrLabel': '在 {wallet} 中開啟 OVERDIVE 的 QR 碼',
  'walletDialogs.options.desktop.description': '在效能強大的桌面電腦上原生存取你的錢包。',
  'walletDialogs.options.mobile.description': '使用流動錢包探索以太坊的世界。',
  'walletDialogs.download.qrLabel': '下載 {wallet} 的 QR 碼',
  'walletDialogs.instructions.extension.refresh.title': '重新載入瀏覽器',
  'walletDialogs.instructions.extension.refresh.description':
    '設定好錢包後，按下方按鈕重新載入瀏覽器並載入擴充功能。',
  'walletDialogs.instructions.mobile.scan.description':
    '設定好錢包後，掃描 QR 碼或在應用程式的瀏覽器中開啟此頁面並連接。',
  'walletDialogs.instructions.desktop.refresh.title': '回來並連接',
  'walletDialogs.instructions.desktop.refresh.description':
    '設定好錢包後，按下方的「連接」即可連接到 OVERDIVE。',
  'walletDialogs.instructions.refresh': '重新載入',
  'walletDialogs.instructions.connect': '連接',
  'walletDialogs.instructions.learnMore': '了解詳情',
  'walletDialogs.account.disconnect': '中斷連接',
  'walletDialogs.network.title': '切換網絡',
  'walletDialogs.network.connected': '已連接',
  'walletDialogs.network.wrong': '偵測到錯誤的網絡，請切換網絡或中斷連接以繼續。',
  'walletDialogs.network.failed': '你的錢包沒有切換網絡。請在錢包中切換，或中斷連接以繼續。',
  'walletDialogs.network.disconnect': '中斷連接',
  'walletDialogs.signIn.description': '若要完成連接，你必須在錢包中簽署一則訊息，以驗證你是此帳戶的擁有者。',
  'walletDialogs.signIn.signing': '正在等待簽名...',
  'walletDialogs.signIn.verifying': '正在驗證簽名...',
  'walletDialogs.signIn.verifyingError': '驗證簽名時發生錯誤，請重試！',
};
