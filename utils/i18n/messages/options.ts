import type { AreaMessages } from '../index';

/** The options page. Field labels in English are the names tests and screen readers use. */
export const options: AreaMessages = {
  en: {
    'options.title': 'Dialbridge settings',
    'options.intro': 'Connect Dialbridge to your Voice Call Service and choose how calls start.',
    'options.loading': 'Loading settings…',
    'options.requiredLegend':
      'Fields marked * are needed for the calls you set up (which ones depends on your choices).',
    'options.required.token': 'Enter the API token: the service addresses need it.',
    'options.required.click':
      'Needed for what a click on a number does (Behaviour, below). Enter it, or choose another action there.',
    'options.required.bridge': 'Needed for bridged calls.',
    'options.required.order': 'Needed for order confirmation calls.',
    'options.oneAddress': 'One address for all services',
    'options.oneAddress.hint':
      'Use this when one server hosts order confirmation, bridging, dispatch and the browser phone.',
    'options.oneAddressUrl': 'Service URL (all services)',
    'options.loadFailed': 'The settings could not be loaded.',
    'options.section.service': 'Service',
    'options.section.callDefaults': 'Call defaults',
    'options.section.agent': 'Agent',
    'options.section.behaviour': 'Behaviour',
    'options.token': 'API token',
    'options.managed.intro':
      'Fields marked “Set by your organisation” come from your organisation’s policy and cannot be changed here.',
    'options.managed.invalid':
      'Your organisation’s policy has values Dialbridge cannot use, so they are ignored: {keys}. Tell your IT team.',
    'options.token.placeholderManaged': 'Your organisation set the token.',
    'options.token.placeholderStored': 'A token is stored. Leave empty to keep it.',
    'options.token.placeholderEmpty': 'Paste the token from your Voice Call Service',
    'options.token.hint': 'Kept inside the extension and sent only to the service addresses below.',
    'options.token.show': 'Show',
    'options.token.hide': 'Hide',
    'options.ecommerceUrl': 'Order confirmation service URL',
    'options.bridgeUrl': 'Bridge service URL',
    'options.dispatchUrl': 'Dispatch service URL',
    'options.webrtcUrl': 'Browser phone URL',
    'options.url.placeholder': 'https://…',
    'options.webrtcUrl.hint': 'To call from the browser, Dialbridge opens',
    'options.testConnection': 'Test connection',
    'options.testing': 'Testing…',
    'options.test.title': 'Connection test',
    'options.test.ok': 'Connected: the token was accepted.',
    'options.test.reachable':
      'Reachable. The browser phone takes no token, so there is none to check; it was asked for no call.',
    'options.test.noHosts': 'Enter at least one address to test.',
    'options.test.unverified': 'Reachable, but the token was not verified: {reason}',
    'options.test.reason.not-found':
      'this address answered 404 to {request}, a path the service must have. Check the URL.',
    'options.test.reason.method-not-allowed':
      'this address answered 405 to {request}, a request the service must take. Check the URL.',
    'options.test.reason.no-token-check':
      'it answered {status} to a wrong token too, so it does not check tokens there. It may not be the Voice Call Service; check the URL.',
    'options.test.reason.unexpected':
      'it answered {status}, which does not show whether the token is good.',
    'options.test.reason.incomplete':
      'the comparison request with a wrong token got no answer. Try again.',
    'options.test.denied':
      'Dialbridge was not allowed to reach {origins}. Press Test connection again and allow access.',
    'options.host.ecommerce': 'Order confirmation service',
    'options.host.bridge': 'Bridge service',
    'options.host.dispatch': 'Dispatch service',
    'options.host.webrtc': 'Browser phone',
    'options.orderFlowId': 'Order confirmation call flow',
    'options.orderFlowId.hint':
      'The call script for order confirmation calls, as your provider names it (service field: call_flow_id).',
    'options.bridgeFlowId': 'Bridge call flow',
    'options.bridgeFlowId.hint':
      'The call flow id used for bridged calls. Dispatched calls take no call flow.',
    'options.bridgeDurationMinutes': 'Bridge duration (minutes)',
    'options.bridgeDurationMinutes.hint':
      'How long a bridged call may last, from 1 to 600 minutes.',
    'options.serviceTimeZone': 'Service time zone',
    'options.serviceTimeZone.hint':
      'Scheduled times are sent in this zone. The service interface does not state its time zone; keep Asia/Riyadh unless your provider says otherwise.',
    'options.orderTries': 'Order tries',
    'options.orderTries.hint':
      'How many times the service calls again when there is no answer or the line is busy.',
    'options.orderTryDelayMinutes': 'Minutes between tries',
    'options.dispatchWebhookUrl': 'Dispatch webhook URL',
    'options.dispatchWebhookUrl.hint':
      'Where the service reports key presses and results of dispatch calls (service field: webhook).',
    'options.agentName': 'Your name',
    'options.agentName.hint': 'Used as your name when Dialbridge bridges you and a customer.',
    'options.agentNumber': 'Your phone number',
    'options.agentNumber.hint': 'The phone the service rings first in a bridged call.',
    'options.agentNumber.preview': 'Will be saved as',
    'options.agentNumber.notYet': 'Not a complete phone number yet.',
    'options.defaultCountry': 'Default country',
    'options.defaultCountry.hint': 'For numbers written without a country code.',
    'options.clickAction': 'When I click a number',
    'options.clickAction.webrtc': 'Open the browser phone',
    'options.clickAction.bridge': 'Bridge me and the customer now',
    'options.clickAction.ask': 'Ask each time',
    'options.language': 'Language',
    'options.nameSelectors': "Where the customer's name is, per site (optional)",
    'options.nameSelectors.hint':
      'One line per site: its address, a space, then a CSS selector, e.g. https://crm.example.com .contact-name. On that site the name is the nearest element it matches, or none.',
    'options.language.auto': 'Browser default',
    'options.language.en': 'English',
    'options.language.ar': 'العربية',
    'options.notifications': 'Notify me when a call ends',
    'options.save': 'Save settings',
    'options.saving': 'Saving…',
    'options.saved': 'Settings saved.',
    'options.savedNotReady':
      'Settings saved. Dialbridge cannot call yet: fill in the fields marked * and save again.',
    'options.savedWithoutAccess':
      'Settings saved, but access to {origins} was not allowed. Calls to the service will fail until you save again and allow it.',
    'options.fixFields': 'Nothing was saved. Fix these fields:',
    'options.notSaved': 'Nothing was saved.',
  },
  ar: {
    'options.title': 'إعدادات دايل بريدج',
    'options.intro': 'اربط دايل بريدج بخدمة المكالمات الصوتية واختر طريقة بدء المكالمات.',
    'options.loading': 'جارٍ تحميل الإعدادات…',
    'options.requiredLegend':
      'الحقول المعلَّمة بـ * لازمة للمكالمات التي تضبطها (وتتوقف على اختياراتك).',
    'options.required.token': 'أدخل رمز الواجهة البرمجية: عناوين الخدمة تحتاج إليه.',
    'options.required.click':
      'لازم لما يحدث عند النقر على رقم (في قسم السلوك أدناه). أدخله أو اختر إجراءً آخر هناك.',
    'options.required.bridge': 'لازم للمكالمات المربوطة.',
    'options.required.order': 'لازم لمكالمات تأكيد الطلبات.',
    'options.oneAddress': 'عنوان واحد لكل الخدمات',
    'options.oneAddress.hint':
      'اختره عندما يستضيف خادم واحد تأكيد الطلبات والربط والإبلاغ بالأرقام وهاتف المتصفح.',
    'options.oneAddressUrl': 'عنوان الخدمة (كل الخدمات)',
    'options.loadFailed': 'تعذّر تحميل الإعدادات.',
    'options.section.service': 'الخدمة',
    'options.section.callDefaults': 'إعدادات المكالمات الافتراضية',
    'options.section.agent': 'الموظف',
    'options.section.behaviour': 'السلوك',
    'options.token': 'رمز الواجهة البرمجية',
    'options.managed.intro':
      'الحقول الموسومة «حدّدته مؤسستك» تأتي من سياسة مؤسستك ولا يمكن تغييرها هنا.',
    'options.managed.invalid':
      'في سياسة مؤسستك قيم لا يستطيع دايل بريدج استخدامها، لذا تُتجاهل: {keys}. أبلغ فريق تقنية المعلومات.',
    'options.token.placeholderManaged': 'حدّدت مؤسستك الرمز.',
    'options.token.placeholderStored': 'يوجد رمز محفوظ. اترك الحقل فارغًا للإبقاء عليه.',
    'options.token.placeholderEmpty': 'الصق الرمز من خدمة المكالمات الصوتية',
    'options.token.hint': 'يبقى داخل الإضافة ولا يُرسل إلا إلى عناوين الخدمة أدناه.',
    'options.token.show': 'إظهار',
    'options.token.hide': 'إخفاء',
    'options.ecommerceUrl': 'عنوان خدمة تأكيد الطلبات',
    'options.bridgeUrl': 'عنوان خدمة الربط',
    'options.dispatchUrl': 'عنوان خدمة الإبلاغ بالأرقام',
    'options.webrtcUrl': 'عنوان هاتف المتصفح',
    'options.url.placeholder': 'https://…',
    'options.webrtcUrl.hint': 'للاتصال من المتصفح يفتح دايل بريدج',
    'options.testConnection': 'اختبار الاتصال',
    'options.testing': 'جارٍ الاختبار…',
    'options.test.title': 'اختبار الاتصال',
    'options.test.ok': 'متصل: قُبل الرمز.',
    'options.test.reachable':
      'متاح. هاتف المتصفح لا يأخذ رمزًا، فلا رمز يُتحقَّق منه، ولم يُطلب منه إجراء أي مكالمة.',
    'options.test.noHosts': 'أدخل عنوانًا واحدًا على الأقل للاختبار.',
    'options.test.unverified': 'الخدمة متاحة، لكن لم يُتحقَّق من الرمز: {reason}',
    'options.test.reason.not-found':
      'أجاب هذا العنوان بالرمز 404 على {request}، وهو مسار لا بد أن يكون في الخدمة. تحقّق من العنوان.',
    'options.test.reason.method-not-allowed':
      'أجاب هذا العنوان بالرمز 405 على {request}، وهو طلب لا بد أن تقبله الخدمة. تحقّق من العنوان.',
    'options.test.reason.no-token-check':
      'أجاب بـ {status} على رمز خاطئ أيضًا، فهو لا يتحقّق من الرموز هنا. قد لا يكون هذا خدمة المكالمات الصوتية؛ تحقّق من العنوان.',
    'options.test.reason.unexpected': 'أجاب بـ {status}، وهذا لا يبيّن إن كان الرمز صحيحًا.',
    'options.test.reason.incomplete': 'لم يصل رد على طلب المقارنة برمز خاطئ. حاول مرة أخرى.',
    'options.test.denied':
      'لم يُسمح لدايل بريدج بالوصول إلى {origins}. اضغط «اختبار الاتصال» مرة أخرى واسمح بالوصول.',
    'options.host.ecommerce': 'خدمة تأكيد الطلبات',
    'options.host.bridge': 'خدمة الربط',
    'options.host.dispatch': 'خدمة الإبلاغ بالأرقام',
    'options.host.webrtc': 'هاتف المتصفح',
    'options.orderFlowId': 'مسار مكالمة تأكيد الطلب',
    'options.orderFlowId.hint':
      'نص المكالمة لمكالمات تأكيد الطلبات كما يسمّيه مزوّد الخدمة (حقل الخدمة \u2066call_flow_id\u2069).',
    'options.bridgeFlowId': 'مسار مكالمة الربط',
    'options.bridgeFlowId.hint':
      'معرّف مسار الاتصال للمكالمات المربوطة. مكالمات الإبلاغ بالأرقام لا تستخدم مسار اتصال.',
    'options.bridgeDurationMinutes': 'مدة الربط (بالدقائق)',
    'options.bridgeDurationMinutes.hint': 'أقصى مدة للمكالمة المربوطة، من 1 إلى 600 دقيقة.',
    'options.serviceTimeZone': 'المنطقة الزمنية للخدمة',
    'options.serviceTimeZone.hint':
      'تُرسل المواعيد المجدولة بهذه المنطقة. لا تذكر واجهة الخدمة منطقتها الزمنية؛ أبقِ Asia/Riyadh ما لم يذكر مزوّد الخدمة غير ذلك.',
    'options.orderTries': 'محاولات الطلب',
    'options.orderTries.hint': 'عدد مرات إعادة الاتصال عند عدم الرد أو انشغال الخط.',
    'options.orderTryDelayMinutes': 'الدقائق بين المحاولات',
    'options.dispatchWebhookUrl': 'عنوان استلام نتائج الإبلاغ بالأرقام',
    'options.dispatchWebhookUrl.hint':
      'يُسمّى في الخدمة \u2066webhook\u2069: تُرسل إليه الخدمة المفاتيح المضغوطة ونتائج مكالمات الإبلاغ بالأرقام.',
    'options.agentName': 'اسمك',
    'options.agentName.hint': 'يُستخدم اسمًا لك عندما يربطك دايل بريدج بالعميل.',
    'options.agentNumber': 'رقم هاتفك',
    'options.agentNumber.hint': 'الهاتف الذي تتصل به الخدمة أولًا في المكالمة المربوطة.',
    'options.agentNumber.preview': 'سيُحفظ بالشكل',
    'options.agentNumber.notYet': 'ليس رقم هاتف كاملًا بعد.',
    'options.defaultCountry': 'الدولة الافتراضية',
    'options.defaultCountry.hint': 'للأرقام المكتوبة دون رمز الدولة.',
    'options.clickAction': 'عند النقر على رقم',
    'options.clickAction.webrtc': 'افتح هاتف المتصفح',
    'options.clickAction.bridge': 'اربطني بالعميل الآن',
    'options.clickAction.ask': 'اسألني في كل مرة',
    'options.language': 'اللغة',
    'options.nameSelectors': 'مكان اسم العميل في كل موقع (اختياري)',
    'options.nameSelectors.hint':
      'سطر لكل موقع: عنوانه ثم مسافة ثم محدِّد CSS، مثل https://crm.example.com .contact-name. في ذلك الموقع يكون الاسم هو أقرب عنصر يطابقه، أو لا اسم.',
    'options.language.auto': 'لغة المتصفح',
    'options.language.en': 'English',
    'options.language.ar': 'العربية',
    'options.notifications': 'أعلمني عند انتهاء المكالمة',
    'options.save': 'حفظ الإعدادات',
    'options.saving': 'جارٍ الحفظ…',
    'options.saved': 'حُفظت الإعدادات.',
    'options.savedNotReady':
      'حُفظت الإعدادات. لا يستطيع دايل بريدج الاتصال بعد: املأ الحقول المعلَّمة بـ * واحفظ مرة أخرى.',
    'options.savedWithoutAccess':
      'حُفظت الإعدادات، لكن لم يُسمح بالوصول إلى {origins}. ستفشل الاتصالات بالخدمة حتى تحفظ مرة أخرى وتسمح بالوصول.',
    'options.fixFields': 'لم يُحفظ شيء. صحّح هذه الحقول:',
    'options.notSaved': 'لم يُحفظ شيء.',
  },
};
