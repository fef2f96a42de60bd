import type { AreaMessages } from '../i18n';

/** The context menu, the keyboard command and their notifications (background). */
export const pageActionStrings: AreaMessages = {
  en: {
    // %s is replaced by the browser with the selected text.
    menuCallSelection: 'Call “%s” with Dialbridge',
    notPhoneTitle: 'Not a phone number',
    notPhoneBody: '“{text}” is not a phone number Dialbridge can call.',
    noSelectionTitle: 'Nothing selected',
    noSelectionBody: 'Select a phone number on the page first, then press the shortcut again.',
    callFailedTitle: 'The call could not be placed',
    bridgePlacedTitle: 'Calling {number}',
    bridgePlacedBody: 'Your phone rings first; answer it and the customer is called next.',
    // Call a list of customers (components/call-lists/, utils/call-lists).
    listMenuPageNumbers: 'Call the numbers on this page one by one',
  },
  ar: {
    menuCallSelection: 'اتصل بـ «%s» عبر دايل بريدج',
    notPhoneTitle: 'ليس رقم هاتف',
    notPhoneBody: '«{text}» ليس رقم هاتف يستطيع دايل بريدج الاتصال به.',
    noSelectionTitle: 'لم يُحدَّد شيء',
    noSelectionBody: 'حدِّد رقم هاتف في الصفحة أولًا، ثم اضغط الاختصار مرة أخرى.',
    callFailedTitle: 'تعذّر إجراء المكالمة',
    bridgePlacedTitle: 'جارٍ الاتصال بـ {number}',
    bridgePlacedBody: 'يرن هاتفك أولًا؛ أجب ثم يُتصل بالعميل.',
    listMenuPageNumbers: 'الاتصال بأرقام هذه الصفحة واحدًا تلو الآخر',
  },
};
