import type { AreaMessages } from '../../utils/i18n';

/** The options page's "Team system" section: events out, the do-not-call list in. */
export const teamSystemStrings: AreaMessages = {
  en: {
    'team.heading': 'Team system',
    'team.intro':
      'Send every call to your team’s own system (CRM, reports, automation) as a signed event, and read the team’s do-not-call list from an address. Changes here are saved with their own button.',
    'team.eventsUrl': 'Events address',
    'team.eventsUrl.hint':
      'Every call, booking, change, refusal, outcome and objection is sent here. https:// (http:// only on this computer).',
    'team.eventsSecret': 'Events secret',
    'team.eventsSecret.hint':
      'Events are signed with it (X-Dialbridge-Signature); your system checks them with the same secret.',
    'team.eventsSecret.stored': 'A secret is stored. Leave this empty to keep it.',
    'team.doNotCallUrl': 'Do-not-call list address',
    'team.doNotCallUrl.hint':
      'One number per line in any form, or a CSV whose first column is the number. Numbers on it are refused everywhere.',
    'team.doNotCallRefreshMinutes': 'Minutes between reads of the list',
    'team.save': 'Save team system',
    'team.saved': 'Team system saved.',
    'team.savedWithoutAccess':
      'Saved, but access to {origins} was not allowed. Events and the list cannot be fetched until you save again and allow it.',
    'team.events.heading': 'Events',
    'team.events.off': 'No events address is set: nothing is sent.',
    'team.events.allSent': 'Every event has been delivered.',
    'team.events.lastSent': 'Last delivered {when}.',
    'team.events.waiting#one': '1 event waiting to be sent.',
    'team.events.waiting': '{count} events waiting to be sent.',
    'team.events.why.network':
      'Your team’s system could not be reached since {since}. They are kept and sent when it answers.',
    'team.events.why.status':
      'Your team’s system answered {status} since {since}. They are kept and sent when it takes them.',
    'team.events.why.redirect':
      'Your team’s system answered with a redirect ({status}) since {since}; Dialbridge does not follow redirects. Check the events address.',
    'team.events.why.no-access':
      'Dialbridge is not allowed to reach the events address (since {since}). Press “Save team system” and allow it.',
    'team.events.why.not-set': 'They wait for an events address.',
    'team.events.why.no-secret': 'They wait for the events secret.',
    'team.events.nextTry': 'Next try {when}.',
    'team.events.sendNow': 'Send now',
    'team.events.refused#one': '1 event was refused by your team’s system:',
    'team.events.refused': '{count} events were refused by your team’s system:',
    'team.events.refusedRow': '{type} for {customer}, {when}: answered {status} “{answer}”',
    'team.events.sendAgain': 'Send again',
    'team.events.discard': 'Discard',
    'team.list.heading': 'Do-not-call list from the address',
    'team.list.off': 'No list address is set.',
    'team.list.notRead': 'The list has not been read yet.',
    'team.list.inForce': '{count} numbers, read {read}, last checked {checked}.',
    'team.list.failed':
      'The last read failed ({problem}) since {since}. The list read {read} stays in force.',
    'team.list.failedNone': 'The list could not be read ({problem}) since {since}.',
    'team.list.problem.network': 'the address could not be reached',
    'team.list.problem.no-access':
      'Dialbridge is not allowed to reach it: press “Save team system” and allow it',
    'team.list.problem.redirect': 'it answered with a redirect {status}, not followed',
    'team.list.problem.status': 'it answered {status}',
    'team.list.problem.too-big': 'it is larger than Dialbridge reads',
    'team.list.problem.not-text': 'it is a web page, not a list of numbers',
    'team.list.problem.empty': 'it holds no number',
    'team.list.problem.too-many': 'it holds more numbers than Dialbridge reads',
    'team.list.problem.line': 'line {line} is not a phone number: “{text}”',
    'team.list.readNow': 'Read the list now',
  },
  ar: {
    'team.heading': 'نظام الفريق',
    'team.intro':
      'أرسل كل مكالمة إلى نظام فريقك (إدارة العملاء أو التقارير أو الأتمتة) حدثًا موقَّعًا، واقرأ قائمة عدم الاتصال الخاصة بالفريق من عنوان. تُحفظ التغييرات هنا بزرها الخاص.',
    'team.eventsUrl': 'عنوان الأحداث',
    'team.eventsUrl.hint':
      'تُرسل إليه كل مكالمة وحجز وتعديل ورفض ونتيجة واعتراض. \u2066https://\u2069 (و\u2066http://\u2069 على هذا الجهاز فقط).',
    'team.eventsSecret': 'سر الأحداث',
    'team.eventsSecret.hint':
      'تُوقَّع به الأحداث (\u2066X-Dialbridge-Signature\u2069)، ويتحقق منها نظامك بالسر نفسه.',
    'team.eventsSecret.stored': 'يوجد سر محفوظ. اترك الحقل فارغًا للإبقاء عليه.',
    'team.doNotCallUrl': 'عنوان قائمة عدم الاتصال',
    'team.doNotCallUrl.hint':
      'رقم في كل سطر بأي صيغة، أو ملف CSV عموده الأول هو الرقم. تُرفض أرقامها في كل مكان.',
    'team.doNotCallRefreshMinutes': 'الدقائق بين قراءتين للقائمة',
    'team.save': 'حفظ نظام الفريق',
    'team.saved': 'حُفظ نظام الفريق.',
    'team.savedWithoutAccess':
      'حُفظ، لكن لم يُسمح بالوصول إلى {origins}. لا يمكن إرسال الأحداث ولا جلب القائمة حتى تحفظ من جديد وتسمح بذلك.',
    'team.events.heading': 'الأحداث',
    'team.events.off': 'لم يُضبط عنوان للأحداث: لا يُرسل شيء.',
    'team.events.allSent': 'سُلّمت كل الأحداث.',
    'team.events.lastSent': 'آخر تسليم {when}.',
    'team.events.waiting#one': 'حدث واحد ينتظر الإرسال.',
    'team.events.waiting#two': 'حدثان ينتظران الإرسال.',
    'team.events.waiting': '{count} من الأحداث تنتظر الإرسال.',
    'team.events.why.network':
      'تعذّر الوصول إلى نظام فريقك منذ {since}. تُحفظ الأحداث وتُرسل حين يجيب.',
    'team.events.why.status':
      'أجاب نظام فريقك بالرمز {status} منذ {since}. تُحفظ الأحداث وتُرسل حين يقبلها.',
    'team.events.why.redirect':
      'أجاب نظام فريقك بتحويل ({status}) منذ {since}، ودايل بريدج لا يتبع التحويلات. تحقّق من عنوان الأحداث.',
    'team.events.why.no-access':
      'لا يُسمح لدايل بريدج بالوصول إلى عنوان الأحداث (منذ {since}). اضغط «حفظ نظام الفريق» واسمح بذلك.',
    'team.events.why.not-set': 'تنتظر عنوانًا للأحداث.',
    'team.events.why.no-secret': 'تنتظر سر الأحداث.',
    'team.events.nextTry': 'المحاولة التالية {when}.',
    'team.events.sendNow': 'أرسل الآن',
    'team.events.refused#one': 'رفض نظام فريقك حدثًا واحدًا:',
    'team.events.refused#two': 'رفض نظام فريقك حدثين:',
    'team.events.refused': 'رفض نظام فريقك {count} من الأحداث:',
    'team.events.refusedRow': '{type} للرقم {customer}، {when}: أجاب {status} «{answer}»',
    'team.events.sendAgain': 'أرسل مجددًا',
    'team.events.discard': 'تجاهل',
    'team.list.heading': 'قائمة عدم الاتصال من العنوان',
    'team.list.off': 'لم يُضبط عنوان للقائمة.',
    'team.list.notRead': 'لم تُقرأ القائمة بعد.',
    'team.list.inForce': '{count} رقمًا، قُرئت {read}، وآخر تحقق {checked}.',
    'team.list.failed':
      'فشلت آخر قراءة ({problem}) منذ {since}. تبقى القائمة المقروءة {read} سارية.',
    'team.list.failedNone': 'تعذّرت قراءة القائمة ({problem}) منذ {since}.',
    'team.list.problem.network': 'تعذّر الوصول إلى العنوان',
    'team.list.problem.no-access':
      'لا يُسمح لدايل بريدج بالوصول إليه: اضغط «حفظ نظام الفريق» واسمح بذلك',
    'team.list.problem.redirect': 'أجاب بتحويل {status} لم يُتبع',
    'team.list.problem.status': 'أجاب بالرمز {status}',
    'team.list.problem.too-big': 'حجمها أكبر مما يقرؤه دايل بريدج',
    'team.list.problem.not-text': 'إنها صفحة ويب وليست قائمة أرقام',
    'team.list.problem.empty': 'لا تحوي أي رقم',
    'team.list.problem.too-many': 'تحوي أرقامًا أكثر مما يقرؤه دايل بريدج',
    'team.list.problem.line': 'السطر {line} ليس رقم هاتف: «{text}»',
    'team.list.readNow': 'اقرأ القائمة الآن',
  },
};
