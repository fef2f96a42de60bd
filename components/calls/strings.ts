import type { AreaMessages } from '../../utils/i18n';

/**
 * Strings of the quick bridge, its result and the dispatch form (components/calls). Keys start
 * "popup.bridge." and "popup.dispatch."; "popup.clickOnly" is also the order form's.
 */
export const callStrings: AreaMessages = {
  en: {
    // Quick bridge
    'popup.bridge.heading': 'Quick bridge',
    'popup.bridge.editHeading': 'Edit scheduled call',
    'popup.bridge.customerNumber': 'Customer number',
    'popup.bridge.customerName': 'Customer name',
    'popup.bridge.agentNumber': 'Agent number',
    'popup.bridge.agentName': 'Agent name',
    'popup.bridge.callFlow': 'Call flow',
    'popup.bridge.duration': 'Duration (minutes)',
    'popup.bridge.nameOptional': 'Optional.',
    'popup.bridge.more': 'More',
    'popup.bridge.minutes#one': '{count} minute',
    'popup.bridge.minutes': '{count} minutes',
    'popup.bridge.when': 'When',
    'popup.bridge.now': 'Now',
    'popup.bridge.later': 'Later',
    'popup.bridge.dateTime': 'Date and time',
    'popup.bridge.yourZone': 'Your time ({zone})',
    'popup.bridge.serviceTime': 'Service time ({zone}): {time}',
    'popup.bridge.pastTime': 'This time has already passed. Choose a time in the future.',
    'popup.bridge.chooseTime': 'Choose a date and time.',
    'popup.bridge.willDial': 'Will dial {number}',
    'popup.bridge.willDialExtension':
      'Will dial {number}, not the extension: ask for extension {extension} when they answer.',
    'popup.bridge.callNow': 'Call now',
    'popup.bridge.schedule': 'Schedule call',
    'popup.bridge.saveEdit': 'Save changes',
    'popup.bridge.cancelEdit': 'Stop editing',
    'popup.bridge.calling': 'Calling…',
    'popup.bridge.saving': 'Saving…',
    'popup.bridge.browserPhone': 'Open browser phone',
    'popup.bridge.created': 'Call created.',
    'popup.bridge.updated': 'Call updated.',
    'popup.bridge.browserPhoneOpened': 'Browser phone opened for {number}.',
    'popup.clickOnly':
      'Your team calls only numbers from a page, a call list or a file: open the number there.',

    // Dispatch
    'popup.dispatch.heading': 'Dispatch call',
    'popup.dispatch.intro':
      'Calls one phone and reads out two numbers, e.g. an order number and an amount.',
    'popup.dispatch.phone': 'Phone',
    'popup.dispatch.number1': 'First number read out',
    'popup.dispatch.numbersHint':
      'The call reads these two numbers to the customer, as you type them (149.50 stays 149.50).',
    'popup.dispatch.number2': 'Second number read out',
    'popup.dispatch.webhook': 'Webhook URL',
    'popup.dispatch.webhookHint':
      'Where the service reports the keys the customer pressed and the result.',
    'popup.dispatch.submit': 'Send dispatch call',
    'popup.dispatch.sending': 'Sending…',
  },
  ar: {
    'popup.bridge.heading': 'ربط سريع',
    'popup.bridge.editHeading': 'تعديل مكالمة مجدولة',
    'popup.bridge.customerNumber': 'رقم العميل',
    'popup.bridge.customerName': 'اسم العميل',
    'popup.bridge.agentNumber': 'رقم الموظف',
    'popup.bridge.agentName': 'اسم الموظف',
    'popup.bridge.callFlow': 'مسار المكالمة',
    'popup.bridge.duration': 'المدة (بالدقائق)',
    'popup.bridge.nameOptional': 'اختياري.',
    'popup.bridge.more': 'المزيد',
    'popup.bridge.minutes#zero': '{count} دقيقة',
    'popup.bridge.minutes#one': 'دقيقة واحدة',
    'popup.bridge.minutes#two': 'دقيقتان',
    'popup.bridge.minutes#few': '{count} دقائق',
    'popup.bridge.minutes#many': '{count} دقيقةً',
    'popup.bridge.minutes': '{count} دقيقة',
    'popup.bridge.when': 'الموعد',
    'popup.bridge.now': 'الآن',
    'popup.bridge.later': 'لاحقًا',
    'popup.bridge.dateTime': 'التاريخ والوقت',
    'popup.bridge.yourZone': 'توقيتك ({zone})',
    'popup.bridge.serviceTime': 'توقيت الخدمة ({zone}): {time}',
    'popup.bridge.pastTime': 'هذا الوقت مضى. اختر وقتًا في المستقبل.',
    'popup.bridge.chooseTime': 'اختر التاريخ والوقت.',
    'popup.bridge.willDial': 'سيتم الاتصال بالرقم {number}',
    'popup.bridge.willDialExtension':
      'سيتم الاتصال بالرقم {number} دون التحويلة: اطلب التحويلة {extension} عند الرد.',
    'popup.bridge.callNow': 'اتصل الآن',
    'popup.bridge.schedule': 'جدولة المكالمة',
    'popup.bridge.saveEdit': 'حفظ التغييرات',
    'popup.bridge.cancelEdit': 'إنهاء التعديل',
    'popup.bridge.calling': 'جارٍ الاتصال…',
    'popup.bridge.saving': 'جارٍ الحفظ…',
    'popup.bridge.browserPhone': 'فتح هاتف المتصفح',
    'popup.bridge.created': 'تم إنشاء المكالمة.',
    'popup.bridge.updated': 'تم تحديث المكالمة.',
    'popup.bridge.browserPhoneOpened': 'تم فتح هاتف المتصفح للرقم {number}.',
    'popup.clickOnly':
      'لا يتصل فريقك إلا بأرقام من صفحة أو قائمة اتصال أو ملف: افتح الرقم من هناك.',

    'popup.dispatch.heading': 'مكالمة إبلاغ بالأرقام',
    'popup.dispatch.intro': 'تتصل بهاتف واحد وتقرأ عليه رقمين، مثل رقم الطلب والمبلغ.',
    'popup.dispatch.phone': 'الهاتف',
    'popup.dispatch.number1': 'الرقم الأول المقروء',
    'popup.dispatch.numbersHint':
      'تقرأ المكالمة هذين الرقمين على العميل كما تكتبهما (149.50 يبقى 149.50).',
    'popup.dispatch.number2': 'الرقم الثاني المقروء',
    'popup.dispatch.webhook': 'عنوان استلام النتائج',
    'popup.dispatch.webhookHint': 'تُرسل إليه الخدمة المفاتيح التي ضغطها العميل ونتيجة المكالمة.',
    'popup.dispatch.submit': 'بدء مكالمة الإبلاغ',
    'popup.dispatch.sending': 'جارٍ الإرسال…',
  },
};
