import type { AreaMessages } from '../index';

export const calllists: AreaMessages = {
  en: {
    callListsTitle: 'Call lists',
    callListHeading: 'Call a list of customers',
    ordersHeading: 'Confirm orders from a file',
  },
  ar: {
    callListsTitle: 'قوائم الاتصال',
    callListHeading: 'الاتصال بقائمة عملاء',
    ordersHeading: 'تأكيد الطلبات من ملف',
  },
};
