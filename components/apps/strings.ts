import type { AreaMessages } from '../../utils/i18n';

/**
 * Strings of the popup's own frame (components/apps/popup-app.tsx): its title, tabs and the
 * set-up notice. Each screen it shows keeps its own strings beside it.
 */
export const popupStrings: AreaMessages = {
  en: {
    'popup.title': 'Dialbridge',
    'popup.loading': 'Loading…',
    'popup.tabs': 'Sections',
    'popup.tab.bridge': 'Bridge',
    'popup.tab.calls': 'Calls',
    'popup.tab.order': 'Order',
    'popup.tab.dispatch': 'Dispatch',
    'popup.tab.page': 'This page',
    'popup.notConfigured':
      'Dialbridge is not set up yet: add the token and the service addresses in Settings.',
  },
  ar: {
    'popup.title': 'دايل بريدج',
    'popup.loading': 'جارٍ التحميل…',
    'popup.tabs': 'الأقسام',
    'popup.tab.bridge': 'ربط',
    'popup.tab.calls': 'المكالمات',
    'popup.tab.order': 'الطلب',
    'popup.tab.dispatch': 'إبلاغ بالأرقام',
    'popup.tab.page': 'هذه الصفحة',
    'popup.notConfigured': 'لم يتم إعداد دايل بريدج بعد: أضف الرمز وعناوين الخدمة في الإعدادات.',
  },
};
