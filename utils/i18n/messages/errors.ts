import type { AreaMessages } from './area';

/**
 * Error sentences by ErrorInfo code (`error.<code>`) and the sentences error texts are built from.
 * English UIs show the error's own message (utils/i18n/error-text.ts); the sentences by code
 * translate it. The content script carries this area to every CRM page.
 */
export const pageErrors: AreaMessages = {
  en: {
    'error.retryAfter#one': 'Try again in {count} second.',
    'error.retryAfter': 'Try again in {count} seconds.',
    'error.duplicateCall.ago':
      'A call to {number} started {time} ago, so Dialbridge did not call again.',
    'error.duplicateCall.ahead':
      'A call to {number} is already scheduled in {time}, so Dialbridge did not call again.',
    'error.duplicateCall.today': '{number} was already called today at {time}. Call again?',
    'error.duplicateCall.confirmed':
      'Order {order} for {number} was already sent for confirmation from this browser. Call again?',
    'error.duplicateCall.clock': '{hour}:{tens}{ones}',
    'error.duplicateCall.justNow':
      'A call to {number} started just now, so Dialbridge did not call again.',
    'error.duplicateCall.seconds': '{count} s',
    'error.duplicateCall.minutes': '{count} min',
    'error.serviceSaid': 'The service said: “{message}”',
    'error.callingRule.do-not-call':
      '{number} asked not to be called: it is on the do-not-call list, so Dialbridge did not call.',
    'error.callingRule.attempts#one':
      '{number} was called once today, the most your team allows ({max}), so Dialbridge did not call.',
    'error.callingRule.attempts':
      '{number} was called {count} times today, the most your team allows ({max}), so Dialbridge did not call.',
    'error.callingRule.hours':
      "Calls to {number} are outside your team's calling hours, so Dialbridge did not call. Next allowed: {time}.",
    'error.callingRule.hoursNone':
      "Calls to {number} are outside your team's calling hours, with no allowed time in the next month, so Dialbridge did not call.",
    // What an error offers to do next (components/ui/error-alert.tsx).
    'action.openSettings': 'Open settings',
    'action.callAgain': 'Call again',
    'action.scheduleAt': 'Book for {time}',
  },
  ar: {
    'error.invalid-input': 'بعض الحقول تحتاج إلى تصحيح.',
    'error.token-needed':
      'لا يُرسل الرمز المحفوظ إلا إلى العناوين المحفوظة. اكتب الرمز لاختبار هذه العناوين، أو احفظها أولًا.',
    'error.not-configured': 'لم يُضبط دايل بريدج بعد. افتح الإعدادات وأدخل الرمز وعناوين الخدمة.',
    'error.no-permission':
      'لا يملك دايل بريدج إذنًا للوصول إلى عنوان الخدمة بعد. احفظ الإعدادات مرة أخرى واسمح بالوصول.',
    'error.forbidden-sender': 'هذا الطلب غير مسموح به من هنا.',
    'error.bad-message': 'الطلب غير صالح.',
    'error.duplicate-call': 'بدأت مكالمة مع هذا العميل قبل لحظات، فلم يتصل دايل بريدج مرة أخرى.',
    'error.bad-request': 'رفضت الخدمة الطلب لأنه غير صالح (400).',
    'error.unauthorized': 'رفضت الخدمة رمز الواجهة البرمجية (401). تحقّق من الرمز في الإعدادات.',
    'error.forbidden': 'رفضت الخدمة الوصول إلى هذا المورد (403).',
    'error.not-found': 'لم تجده الخدمة (404).',
    'error.method-not-allowed': 'لا تسمح الخدمة بهذه العملية هنا (405).',
    'error.not-acceptable': 'لم تقبل الخدمة الرد بصيغة JSON (406).',
    'error.gone': 'تقول الخدمة إن هذا حُذف (410).',
    'error.teapot': 'ردّت الخدمة بحالة غير متوقعة (418).',
    'error.rate-limited': 'طلبات كثيرة جدًا: تطلب الخدمة التمهّل (429).',
    'error.server-error': 'حدث خطأ داخلي في الخدمة (500). حاول لاحقًا.',
    'error.maintenance': 'الخدمة متوقفة للصيانة (503). حاول لاحقًا.',
    'error.http-error': 'ردّت الخدمة بحالة غير متوقعة.',
    'error.timeout': 'لم ترد الخدمة في الوقت المحدد.',
    'error.network': 'تعذّر الوصول إلى الخدمة. تحقّق من العنوان ومن اتصالك.',
    'error.redirected':
      'أجابت الخدمة بتحويل إلى عنوان آخر، ودايل بريدج لا يتبع التحويلات ومعه رمزك. تحقّق من عنوان الخدمة في الإعدادات.',
    'error.bad-response': 'ردّت الخدمة بصيغة غير متوقعة.',
    'error.internal': 'حدث خطأ داخل دايل بريدج. حاول مرة أخرى.',
    'error.callingRule.do-not-call':
      'طلب {number} عدم الاتصال به: الرقم في قائمة عدم الاتصال، فلم يتصل دايل بريدج.',
    'error.callingRule.attempts#one':
      'اتُّصل بـ {number} مرة واحدة اليوم، وهو أقصى ما يسمح به فريقك ({max})، فلم يتصل دايل بريدج.',
    'error.callingRule.attempts#two':
      'اتُّصل بـ {number} مرتين اليوم، وهو أقصى ما يسمح به فريقك ({max})، فلم يتصل دايل بريدج.',
    'error.callingRule.attempts#few':
      'اتُّصل بـ {number} {count} مرات اليوم، وهو أقصى ما يسمح به فريقك ({max})، فلم يتصل دايل بريدج.',
    'error.callingRule.attempts':
      'اتُّصل بـ {number} {count} مرة اليوم، وهو أقصى ما يسمح به فريقك ({max})، فلم يتصل دايل بريدج.',
    'error.callingRule.hours':
      'المكالمات إلى {number} خارج ساعات الاتصال المسموحة لفريقك، فلم يتصل دايل بريدج. أقرب وقت مسموح: {time}.',
    'error.callingRule.hoursNone':
      'المكالمات إلى {number} خارج ساعات الاتصال المسموحة لفريقك، ولا وقت مسموحًا في الشهر القادم، فلم يتصل دايل بريدج.',
    'error.retryAfter#zero': 'حاول مرة أخرى الآن.',
    'error.retryAfter#one': 'حاول مرة أخرى بعد ثانية واحدة.',
    'error.retryAfter#two': 'حاول مرة أخرى بعد ثانيتين.',
    'error.retryAfter#few': 'حاول مرة أخرى بعد {count} ثوانٍ.',
    'error.retryAfter#many': 'حاول مرة أخرى بعد {count} ثانيةً.',
    'error.retryAfter': 'حاول مرة أخرى بعد {count} ثانية.',
    'error.duplicateCall.ago': 'بدأت مكالمة إلى {number} قبل {time}، فلم يتصل دايل بريدج مرة أخرى.',
    'error.duplicateCall.ahead':
      'مكالمة إلى {number} مجدولة بعد {time}، فلم يتصل دايل بريدج مرة أخرى.',
    'error.duplicateCall.today':
      'سبق الاتصال بالرقم {number} اليوم الساعة {time}. الاتصال مرة أخرى؟',
    'error.duplicateCall.confirmed':
      'أُرسل الطلب {order} للرقم {number} للتأكيد من هذا المتصفح من قبل. هل تتصل مرة أخرى؟',
    'error.duplicateCall.clock': '{hour}:{tens}{ones}',
    'error.duplicateCall.justNow': 'بدأت مكالمة إلى {number} للتو، فلم يتصل دايل بريدج مرة أخرى.',
    // Words, not the abbreviations ث/د; the forms follow "قبل"/"بعد" (genitive).
    'error.duplicateCall.seconds#one': 'ثانية واحدة',
    'error.duplicateCall.seconds#two': 'ثانيتين',
    'error.duplicateCall.seconds#few': '{count} ثوانٍ',
    'error.duplicateCall.seconds#many': '{count} ثانيةً',
    'error.duplicateCall.seconds': '{count} ثانية',
    'error.duplicateCall.minutes#one': 'دقيقة واحدة',
    'error.duplicateCall.minutes#two': 'دقيقتين',
    'error.duplicateCall.minutes#few': '{count} دقائق',
    'error.duplicateCall.minutes#many': '{count} دقيقةً',
    'error.duplicateCall.minutes': '{count} دقيقة',
    'error.serviceSaid': 'قالت الخدمة: «{message}»',
    // What an error offers to do next (components/ui/error-alert.tsx).
    'action.openSettings': 'فتح الإعدادات',
    'action.callAgain': 'اتصل مرة أخرى',
    'action.scheduleAt': 'احجزها لـ {time}',
  },
};

/**
 * The whole area, for the extension's pages. English has no sentence by code: an error's English
 * is the background's own message (ErrorInfo.message, written where the error is found), the one
 * English table; these dictionaries translate it by code.
 */
export const errors: AreaMessages = pageErrors;
