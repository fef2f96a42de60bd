import type { AreaMessages } from '../i18n';

/**
 * Browser notifications for finished calls and the short status lines sent to a page's toast
 * (callUpdate). {agent} is a name, {number} a phone number; {customer} is the customer's name,
 * in notify.* bodies with the number ("Sara (+966…)", notify.named), or the number alone when
 * the call has no name.
 */
export const notificationStrings: AreaMessages = {
  en: {
    'notify.title.answered': 'Call connected',
    'notify.title.not_answered': 'Call not answered',
    'notify.title.failed': 'Call failed',
    'notify.named': '{customer} ({number})',
    'notify.body.answered': '{agent} and {customer} were connected.',
    'notify.body.not_answered.customer': '{customer} did not answer.',
    'notify.body.not_answered.agent': '{agent} did not answer, so {customer} was not called.',
    'notify.body.failed': 'The call between {agent} and {customer} failed.',
    'notify.open': 'Click to see the call.',
    'notify.title.takenBack': 'Booked call cancelled',
    'notify.body.takenBack':
      '{numbers}: now on the do-not-call list, so Dialbridge cancelled the booked call. The history shows it.',
    'callUpdate.scheduled': 'Call with {customer} scheduled.',
    'callUpdate.calling': 'Calling {customer}…',
    'callUpdate.agent_ringing': 'Your phone is ringing: answer it to be connected with {customer}.',
    'callUpdate.customer_ringing': 'Ringing {customer}…',
    'callUpdate.connected': 'Connected with {customer}.',
    'callUpdate.answered': 'Call with {customer} connected.',
    'callUpdate.not_answered': '{customer} did not answer.',
    'callUpdate.failed': 'Call with {customer} failed.',
    'callUpdate.cancelled': 'Call with {customer} cancelled.',
    'callUpdate.unknown': 'The service no longer knows the call with {customer}.',
  },
  ar: {
    'notify.title.answered': 'تم توصيل المكالمة',
    'notify.title.not_answered': 'لم يتم الرد على المكالمة',
    'notify.title.failed': 'فشلت المكالمة',
    'notify.named': '{customer} ({number})',
    'notify.body.answered': 'تم توصيل {agent} و{customer}.',
    'notify.body.not_answered.customer': 'لم يرد {customer}.',
    'notify.body.not_answered.agent': 'لم يرد {agent}، لذلك لم يتم الاتصال بـ{customer}.',
    'notify.body.failed': 'فشلت المكالمة بين {agent} و{customer}.',
    'notify.open': 'انقر لعرض المكالمة.',
    'notify.title.takenBack': 'أُلغيت مكالمة محجوزة',
    'notify.body.takenBack':
      '{numbers}: أصبح في قائمة عدم الاتصال، فألغى دايل بريدج المكالمة المحجوزة. يظهر ذلك في السجل.',
    'callUpdate.scheduled': 'تمت جدولة المكالمة مع {customer}.',
    'callUpdate.calling': 'جارٍ الاتصال بـ{customer}…',
    'callUpdate.agent_ringing': 'هاتفك يرن: أجب ليتم توصيلك بـ{customer}.',
    'callUpdate.customer_ringing': 'جارٍ الاتصال بـ{customer}…',
    'callUpdate.connected': 'تم التوصيل مع {customer}.',
    'callUpdate.answered': 'تم توصيل المكالمة مع {customer}.',
    'callUpdate.not_answered': 'لم يرد {customer}.',
    'callUpdate.failed': 'فشلت المكالمة مع {customer}.',
    'callUpdate.cancelled': 'أُلغيت المكالمة مع {customer}.',
    'callUpdate.unknown': 'لم تعد الخدمة تعرف المكالمة مع {customer}.',
  },
};
