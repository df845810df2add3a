// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type storefrontRemix as en } from '../en/storefrontRemix';
import { type Translation } from '../types';

export const storefrontRemix: Translation<typeof en> = {
  'storefront.remix.title': 'سجّل عملك المشتق (الريمكس) على Story',
  'storefront.remix.childIp': 'معرّف أصل الملكية الفكرية الخاص بك',
  'storefront.remix.childIpHint':
    'أصل الملكية الفكرية لعملك على Story (0x…)، المملوك لهذه المحفظة. تُستهلك رموز الترخيص الخاصة بك.',
  'storefront.remix.childIpInvalid': 'أدخل معرّف أصل ملكية فكرية: 0x متبوعاً بـ 40 حرفاً ست عشرياً.',
  'storefront.remix.submit': 'سجّل الريمكس',
  'storefront.remix.done': 'تم تسجيل الريمكس الخاص بك على Story:',
  'storefront.remix.txDescription': 'تسجيل ريمكس لـ {title} على Story',
  'storefront.remix.stage.wallet': 'أكّد في محفظتك…',
  'storefront.remix.stage.mining': 'في انتظار تأكيد المعاملة…',
  'storefront.remix.stage.recording': 'جارٍ تسجيل الريمكس الخاص بك…',
  'storefront.remix.failure.rejected': 'رفضت الطلب في محفظتك. لم يُرسَل أي شيء.',
  'storefront.remix.failure.wallet': 'تعذّر على محفظتك إرسال المعاملة.',
  'storefront.remix.failure.reverted':
    'فشلت المعاملة على السلسلة. تحقّق من أن هذه المحفظة تملك أصل الملكية الفكرية وأنه ليس ريمكساً بالفعل.',
  'storefront.remix.failure.refused': 'لم تقبل OVERDIVE هذا الريمكس.',
  'storefront.remix.failure.api': 'الريمكس موجود على Story، لكن OVERDIVE لم تتمكن من تسجيله بعد.',
  'storefront.remix.failure.retry': 'إعادة المحاولة',
  'storefront.remix.failure.viewTx': 'عرض المعاملة',
  'storefront.remix.failure.newTab': 'يُفتح في علامة تبويب جديدة',
};
