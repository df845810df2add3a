// Keys and placeholders as in ../en (locales.test.ts checks both).
import { type common as commonEn } from '../en/common';
import { type errors as errorsEn } from '../en/errors';
import { type wallet as walletEn } from '../en/wallet';
import { type Translation } from '../types';
import { navLabels } from '../navLabels';

const core: Translation<typeof commonEn & typeof errorsEn & typeof walletEn> = {
  'app.name': 'OVERDIVE',
  'app.tagline': 'مدفوعات بالعملات المستقرة لمانحي تراخيص الملكية الفكرية على سلسلة Story.',
  'nav.label': 'الرئيسية',
  ...navLabels,
  'nav.menu': 'القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.skipToContent': 'انتقل إلى المحتوى',
  'back.toList': 'إلى القائمة',
  'back.toManage': 'إلى الإدارة',
  'back.home': 'Home',
  'back.back': 'رجوع',
  'brand.poweredBy': 'المدفوعات عبر OVERDIVE',
  'privacy.notice': 'إشعار الخصوصية',
  'privacy.body':
    'يحفظ OVERDIVE عنوان محفظتك ورمز جلستك في هذا المتصفح فقط لإبقائك مسجلاً الدخول. يحتفظ OVERDIVE بالطلبات وبيانات الشركة التي تُدخلها لتنفيذ المدفوعات.',
  'locale.label': 'اللغة',
  'notices.region': 'الإشعارات',
  'common.loading': 'جارٍ التحميل…',
  'common.retry': 'إعادة المحاولة',
  'common.close': 'إغلاق',
  'common.dismiss': 'تجاهل',
  'common.cancel': 'إلغاء',
  'common.save': 'حفظ',
  'common.empty': 'لا يوجد شيء هنا بعد.',
  'common.checkingSession': 'جارٍ التحقق من جلستك…',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.body': 'العنوان الذي فتحته غير موجود.',
  'notFound.home': 'الذهاب إلى Home',
  'routeError.title': 'تعذّر تحميل هذه الشاشة',
  'routeError.body': 'تحقّق من اتصالك وحاول مرة أخرى.',
  'errors.noWalletExtension': 'يُرجى تثبيت إضافة محفظة.',
  'errors.tokenIssueFailed': 'فشل إصدار الرمز.',
  'errors.noToken': 'لا يوجد رمز JWT. يُرجى ربط محفظتك.',
  'errors.noWalletAddress': 'لا يوجد عنوان محفظة.',
  'errors.tokenExpired': 'انتهت صلاحية الرمز. يُرجى تسجيل الدخول مرة أخرى.',
  'errors.apiCallFailed': 'فشل استدعاء API: {status}',
  'errors.profileLookupFailed': 'فشل جلب الملف الشخصي',
  'errors.productCreationFailed': 'فشل إنشاء المنتج',
  'errors.network': 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  'errors.timeout': 'استغرق الخادم وقتاً طويلاً للرد. حاول مرة أخرى.',
  'errors.malformedResponse': 'أرسل الخادم رداً تعذّرت قراءته. حاول مرة أخرى.',
  'errors.walletRejected': 'أُلغي الطلب في المحفظة.',
  'errors.walletFailed': 'تعذّر على المحفظة إكمال الطلب.',
  'errors.signInFailed': 'فشل تسجيل الدخول. حاول مرة أخرى.',
  'errors.signatureRefused': 'رفض الخادم التوقيع. لم يتغيّر شيء؛ وقّع مرة أخرى.',
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'شبكة خاطئة',
  'wallet.pendingTransactions': 'معاملة قيد الانتظار',
};

export default core;
