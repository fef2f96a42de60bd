import type { AreaMessages } from './area';

export const common: AreaMessages = {
  en: {
    callListsTitle: 'Call lists',
    appName: 'Dialbridge',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    // Beside a value the organisation set by policy (options, popup): locked, with the reason.
    'managed.locked': 'Set by your organisation.',
  },
  ar: {
    callListsTitle: 'قوائم الاتصال',
    appName: 'دايل بريدج',
    save: 'حفظ',
    cancel: 'إلغاء',
    close: 'إغلاق',
    'managed.locked': 'حدّدته مؤسستك.',
  },
};
