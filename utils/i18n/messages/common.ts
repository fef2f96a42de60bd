import type { AreaMessages } from '../index';

export const common: AreaMessages = {
  en: {
    appName: 'Dialbridge',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
  },
  ar: {
    appName: 'دايل بريدج',
    save: 'حفظ',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
};
