import type { AreaMessages } from '../../utils/i18n';

/**
 * Strings of the popup's "This page" (components/page) and its site switch. Keys start
 * "popup.page.".
 */
export const pageStrings: AreaMessages = {
  en: {
    // This page
    'popup.page.heading': 'Numbers on this page',
    'popup.page.noTab': 'There is no web page to read in this window.',
    'popup.page.notWeb': 'Dialbridge works on web pages (http and https) only.',
    'popup.page.notEnabled':
      'Dialbridge is not enabled on this site, so it cannot read its numbers.',
    'popup.page.none': 'No phone numbers found on this page.',
    'popup.page.count#one': '{count} number found.',
    'popup.page.count': '{count} numbers found.',
    'popup.page.notOffered#one':
      '1 number on this page is drawn in another order than its digits are written, so it is not offered here.',
    'popup.page.notOffered':
      '{count} numbers on this page are drawn in another order than their digits are written, so they are not offered here.',
    'popup.page.phone': 'Phone',
    'popup.page.bridge': 'Bridge',
    'popup.page.more': 'More',
    'popup.page.moreFor': 'More actions for {number}',
    'popup.page.schedule': 'Schedule',
    'popup.page.order': 'Order call',
    'popup.page.copy': 'Copy',
    'popup.page.copied': '{number} copied.',
    'popup.page.copyFailed': 'The number could not be copied. Select it and copy it by hand.',
    'popup.page.search': 'Search numbers',
    'popup.page.searchHint': 'Digits, a label such as Mobile, or a name',
    'popup.page.matches#one': '{count} number matches.',
    'popup.page.matches': '{count} numbers match.',
    'popup.page.times': '{count} times on the page',
    'popup.page.timesShort': '×{count}',
    'popup.page.actionsFor': 'Actions for {number}',
    'popup.page.siteHeading': 'Site access',
    'popup.page.enableSite': 'Enable Dialbridge on {origin}',
    'popup.page.allSites': 'All sites',
    'popup.page.permissionDenied': 'The browser did not grant access. Nothing was changed.',
    'popup.page.managedNoAccess':
      'Your organisation turned Dialbridge on for this site, but the browser has not given it access, so this page is not scanned. Turn the switch on and choose Allow, or ask your IT team.',
    'popup.page.reloadHint': 'If it was just enabled, reload the page.',
  },
  ar: {
    'popup.page.heading': 'الأرقام في هذه الصفحة',
    'popup.page.noTab': 'لا توجد صفحة ويب لقراءتها في هذه النافذة.',
    'popup.page.notWeb':
      'يعمل دايل بريدج على صفحات الويب (\u2066http\u2069 و\u2066https\u2069) فقط.',
    'popup.page.notEnabled': 'دايل بريدج غير مفعّل على هذا الموقع، لذا لا يمكنه قراءة أرقامه.',
    'popup.page.none': 'لم يتم العثور على أرقام هواتف في هذه الصفحة.',
    'popup.page.count#zero': 'لم يُعثر على أي رقم.',
    'popup.page.count#one': 'تم العثور على رقم واحد.',
    'popup.page.count#two': 'تم العثور على رقمين.',
    'popup.page.count#few': 'تم العثور على {count} أرقام.',
    'popup.page.count#many': 'تم العثور على {count} رقمًا.',
    'popup.page.count': 'تم العثور على {count} رقم.',
    'popup.page.notOffered#one':
      'في هذه الصفحة رقم واحد يظهر بترتيب يختلف عن ترتيب كتابة أرقامه، لذا لا يُعرض هنا.',
    'popup.page.notOffered#two':
      'في هذه الصفحة رقمان يظهران بترتيب يختلف عن ترتيب كتابة أرقامهما، لذا لا يُعرضان هنا.',
    'popup.page.notOffered#few':
      'في هذه الصفحة {count} أرقام تظهر بترتيب يختلف عن ترتيب كتابة أرقامها، لذا لا تُعرض هنا.',
    'popup.page.notOffered#many':
      'في هذه الصفحة {count} رقمًا تظهر بترتيب يختلف عن ترتيب كتابة أرقامها، لذا لا تُعرض هنا.',
    'popup.page.notOffered':
      'في هذه الصفحة {count} رقم تظهر بترتيب يختلف عن ترتيب كتابة أرقامها، لذا لا تُعرض هنا.',
    'popup.page.phone': 'الهاتف',
    'popup.page.bridge': 'ربط',
    'popup.page.more': 'المزيد',
    'popup.page.moreFor': 'إجراءات أخرى للرقم {number}',
    'popup.page.schedule': 'جدولة',
    'popup.page.order': 'تأكيد طلب',
    'popup.page.copy': 'نسخ',
    'popup.page.copied': 'نُسخ الرقم {number}.',
    'popup.page.copyFailed': 'تعذّر نسخ الرقم. حدِّده وانسخه يدويًا.',
    'popup.page.search': 'ابحث في الأرقام',
    'popup.page.searchHint': 'أرقام، أو وصف مثل جوال، أو اسم',
    'popup.page.matches#zero': 'لا يطابق البحث أي رقم.',
    'popup.page.matches#one': 'يطابق البحث رقمًا واحدًا.',
    'popup.page.matches#two': 'يطابق البحث رقمين.',
    'popup.page.matches#few': 'يطابق البحث {count} أرقام.',
    'popup.page.matches#many': 'يطابق البحث {count} رقمًا.',
    'popup.page.matches': 'يطابق البحث {count} رقم.',
    'popup.page.times#two': 'مرتان في الصفحة',
    'popup.page.times#few': '{count} مرات في الصفحة',
    'popup.page.times#many': '{count} مرةً في الصفحة',
    'popup.page.times': '{count} مرة في الصفحة',
    'popup.page.timesShort': '×{count}',
    'popup.page.actionsFor': 'إجراءات الرقم {number}',
    'popup.page.siteHeading': 'الوصول إلى الموقع',
    'popup.page.enableSite': 'تفعيل دايل بريدج على {origin}',
    'popup.page.allSites': 'كل المواقع',
    'popup.page.permissionDenied': 'لم يمنح المتصفح الإذن. لم يتغير شيء.',
    'popup.page.managedNoAccess':
      'فعّلت مؤسستك دايل بريدج لهذا الموقع، لكن المتصفح لم يمنحه الإذن، لذا لا تُفحص هذه الصفحة. شغّل المفتاح واختر السماح، أو اسأل فريق تقنية المعلومات.',
    'popup.page.reloadHint': 'إذا فُعّل للتو، أعد تحميل الصفحة.',
  },
};
