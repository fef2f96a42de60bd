import type { AreaMessages } from './area';

/**
 * What is wrong with a field of a form on an extension page (popup, options, call lists): a
 * field's own sentence, a URL's problem and the settings page's own wording of some errors.
 * Kept apart from ./errors.ts because the content script carries that file to every page and
 * needs none of these.
 */
export const formErrors: AreaMessages = {
  en: {
    'settingsError.unauthorized':
      'The service rejected this API token (401). Check the token above, or paste a new one.',
    'settingsError.not-configured': 'Enter the API token and the service addresses above.',
    'settingsError.redirected':
      'The service answered with a redirect to another address; Dialbridge does not follow redirects with your token. Check this service URL.',
    'fieldError.token': 'A token has no spaces and only letters, digits and symbols.',
    'urlProblem.invalid': 'Enter a full web address, like https://calls.example.com.',
    'urlProblem.insecure': 'Use https:// — only addresses on this computer may use http://.',
    'urlProblem.credentials': 'Remove the user name and password from the address.',
    'urlProblem.query': 'Remove the part from ? on: this address takes no query.',
    'urlProblem.fragment': 'Remove the part from # on.',
    'urlProblem.too-long': 'This address is too long.',
    'fieldError.required': 'This field is required.',
    // A text over its field's longest (utils/field-rules.ts: TEXT_FIELDS and tooLongText).
    'fieldError.tooLong': 'Use at most {max} characters.',
    'fieldError.agentNumber':
      'Enter a valid phone number, for example 0551234567 or +966551234567.',
    'fieldError.defaultCountry': 'Choose a country.',
    'fieldError.clickAction': 'Choose what a click on a number does.',
    'fieldError.serviceTimeZone': 'Enter an IANA time zone such as Asia/Riyadh.',
    'fieldError.language': 'Choose a language.',
    'fieldError.nameSelectors':
      'Name locations: write each line as a site address, a space, then a CSS selector (https://crm.example.com .contact-name).',
    // A whole number's message, by what it counts (utils/field-rules.ts: each field's unit).
    'fieldError.whole.minutes': 'Enter a whole number of minutes from {min} to {max}.',
    'fieldError.whole.tries': 'Enter a whole number of tries from {min} to {max}.',
    'fieldError.whole.calls': 'Enter a whole number of calls from {min} to {max}.',
    'fieldError.whole.items': 'Enter a whole number of items from {min} to {max}.',
    'fieldError.eventsSecret':
      'Enter the secret your team’s system gave you: {min} to {max} characters. Events are not sent without it.',
    // Phone reasons (from normalizePhone)
    'fieldError.phone.invalid': 'This is not a valid phone number.',
    'fieldError.phone.empty': 'Enter a phone number.',
    'fieldError.phone.tooShort': 'This number is too short.',
    'fieldError.phone.tooLong': 'This number is too long.',
    'fieldError.amount': 'Enter an amount, 0 or more.',
    'fieldError.spokenNumber': 'Enter a number of 0 or more, like 149.50.',

    'fileError.kind': 'Choose a .csv or .xlsx file.',
    'fileError.empty': 'The file has no rows.',
    'fileError.broken': 'The file could not be read. Save it again as CSV or XLSX.',
    'fileError.binary':
      'This file is not a CSV: it does not hold text. Save the spreadsheet as CSV or XLSX and choose that file.',
    'fileError.quote':
      'Line {line} opens a quote (") that is never closed, so the rest of the file would read as one cell. Close it and choose the file again.',
    'fileError.too-big': 'The file is over {size} MB. Split it into smaller files.',
  },
  ar: {
    'settingsError.unauthorized':
      'رفضت الخدمة رمز الواجهة البرمجية هذا (401). تحقّق من الرمز أعلاه أو الصق رمزًا جديدًا.',
    'settingsError.not-configured': 'أدخل رمز الواجهة البرمجية وعناوين الخدمة أعلاه.',
    'settingsError.redirected':
      'أجابت الخدمة بتحويل إلى عنوان آخر، ودايل بريدج لا يتبع التحويلات ومعه رمزك. تحقّق من عنوان هذه الخدمة.',
    'fieldError.token': 'الرمز لا يحتوي على مسافات، فقط حروف وأرقام ورموز.',
    'urlProblem.invalid': 'أدخل عنوان ويب كاملًا، مثل \u2066https://calls.example.com\u2069.',
    'urlProblem.insecure':
      'استخدم \u2066https://\u2069 — لا يُسمح بـ \u2066http://\u2069 إلا لعناوين هذا الحاسوب.',
    'urlProblem.credentials': 'احذف اسم المستخدم وكلمة المرور من العنوان.',
    'urlProblem.query': 'احذف الجزء الذي يبدأ بـ ?‏: هذا العنوان لا يقبل استعلامًا.',
    'urlProblem.fragment': 'احذف الجزء الذي يبدأ بـ #‏.',
    'urlProblem.too-long': 'هذا العنوان طويل جدًا.',
    'fieldError.required': 'هذا الحقل مطلوب.',
    'fieldError.tooLong': 'استخدم {max} حرف على الأكثر.',
    'fieldError.agentNumber': 'أدخل رقم هاتف صحيحًا، مثل 0551234567 أو ‎+966551234567.',
    'fieldError.defaultCountry': 'اختر دولة.',
    'fieldError.clickAction': 'اختر ما يحدث عند النقر على رقم.',
    'fieldError.serviceTimeZone': 'أدخل منطقة زمنية مثل Asia/Riyadh.',
    'fieldError.language': 'اختر لغة.',
    'fieldError.nameSelectors':
      'أماكن الأسماء: اكتب كل سطر كعنوان موقع ثم مسافة ثم محدِّد CSS ‎(https://crm.example.com .contact-name)‎.',
    'fieldError.callingHours':
      'ساعات الاتصال: اكتب كل فترة مثل 09:00-12:00 مفصولة بفواصل، دون تداخل، وتنتهي بعد أن تبدأ، والتواريخ مثل 2026-12-02.',
    'fieldError.whole.minutes': 'أدخل عددًا صحيحًا من الدقائق من {min} إلى {max}.',
    'fieldError.whole.tries': 'أدخل عددًا صحيحًا من المحاولات من {min} إلى {max}.',
    'fieldError.whole.calls': 'أدخل عددًا صحيحًا من المكالمات من {min} إلى {max}.',
    'fieldError.whole.items': 'أدخل عددًا صحيحًا من المنتجات من {min} إلى {max}.',
    'fieldError.eventsSecret':
      'أدخل السر الذي أعطاك إياه نظام فريقك: من {min} إلى {max} حرفًا. لا تُرسل الأحداث بدونه.',
    'fieldError.phone.invalid': 'هذا ليس رقم هاتف صالحًا.',
    'fieldError.phone.empty': 'أدخل رقم هاتف.',
    'fieldError.phone.tooShort': 'هذا الرقم قصير جدًا.',
    'fieldError.phone.tooLong': 'هذا الرقم طويل جدًا.',
    'fieldError.amount': 'أدخل مبلغًا، صفرًا أو أكثر.',
    'fieldError.spokenNumber': 'أدخل رقمًا يساوي 0 أو أكثر، مثل 149.50.',

    'fileError.kind': 'اختر ملفًا بامتداد ‎.csv‎ أو ‎.xlsx‎.',
    'fileError.empty': 'لا توجد صفوف في الملف.',
    'fileError.broken': 'تعذرت قراءة الملف. احفظه مرة أخرى بصيغة CSV أو XLSX.',
    'fileError.binary':
      'هذا الملف ليس CSV: لا يحتوي على نص. احفظ جدول البيانات بصيغة CSV أو XLSX واختر ذلك الملف.',
    'fileError.quote':
      'يفتح السطر {line} علامة اقتباس (") لا تُغلق، فيُقرأ باقي الملف كخلية واحدة. أغلقها واختر الملف مرة أخرى.',
    'fileError.too-big': 'حجم الملف أكبر من {size} ميغابايت. قسّمه إلى ملفات أصغر.',
  },
};
