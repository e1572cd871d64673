import type { MailMessages } from './en';

export const ar: MailMessages = {
  layout: {
    brand: 'India e-Visa Online',
    automated: 'هذه رسالة آلية بخصوص طلب التأشيرة الإلكترونية الخاص بك.',
    linkFallback: 'إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في متصفحك:',
    footer: 'India e-Visa Online شركة استشارات مسجلة في المملكة المتحدة. لسنا تابعين لحكومة الهند.',
  },
  common: {
    applicationNumber: 'رقم الطلب',
    continueApplication: 'تابع طلبك',
    viewStatus: 'عرض حالة الطلب',
    expectedBy: 'الموعد المتوقع للتأشيرة الإلكترونية',
    expectedIfToday:
      'إذا رُفعت جميع جوازات السفر والصور اليوم، فمن المتوقع أن تصدر تأشيرتك الإلكترونية بحلول {{date}}. تبدأ مدة المعالجة عند اكتمال جميع المستندات.',
    personalLink:
      'هذا الرابط شخصي: يستطيع أي شخص يملكه أن يطّلع على طلبك ويغيّره. يُرجى عدم مشاركته مع أحد.',
    visaTypes: {
      tourist: 'تأشيرة إلكترونية سياحية',
      business: 'تأشيرة إلكترونية للأعمال',
      medical: 'تأشيرة إلكترونية طبية',
      conference: 'تأشيرة إلكترونية للمؤتمرات',
    },
    processingTimes: {
      normal: 'عادي (من 3 إلى 5 أيام عمل)',
      urgent: 'مستعجل (من يوم إلى يومي عمل)',
      'super-urgent': 'مستعجل جدًا (في اليوم نفسه، حسب التوفر)',
    },
  },
  agreementSigned: {
    subject: 'اتفاقيتك الموقّعة للطلب {{applicationNumber}}',
    heading: 'تم توقيع اتفاقيتك',
    intro: 'شكرًا لك. لقد وقّعت اتفاقية الخدمة للطلب {{applicationNumber}} بتاريخ {{signedAt}}.',
    attachment:
      'أرفقنا بهذه الرسالة نسخة من الاتفاقية الموقّعة بصيغة PDF. يُرجى الاحتفاظ بها في سجلاتك.',
    next: 'خطوتك التالية هي الدفع. يمكنك متابعة طلبك في أي وقت عبر الرابط أدناه.',
  },
  applicationConfirmation: {
    subject: 'تم استلام الطلب {{applicationNumber}}',
    heading: 'لقد استلمنا طلبك',
    intro: 'شكرًا لك. رقم طلبك هو {{applicationNumber}}. يُرجى ذكره كلما تواصلت معنا.',
    summary: 'الملخص',
    visaType: 'نوع التأشيرة',
    touristValidity: 'مدة الصلاحية',
    processingTime: 'مدة المعالجة',
    numberOfApplicants: 'عدد المتقدمين',
    applicantNames: 'المتقدمون',
    total: 'الإجمالي',
    nextSteps: 'الخطوات التالية',
    nextPayment: '1. ادفع رسوم طلبك.',
    nextDocuments: '2. حمّل نسخة ممسوحة من جواز السفر وصورة شخصية لكل متقدم.',
  },
  resumeLink: {
    subject: 'تابع طلبك {{applicationNumber}}',
    heading: 'تابع من حيث توقفت',
    intro: 'إليك رابط متابعة طلبك {{applicationNumber}}. لقد حفظنا إجاباتك حتى الآن.',
    ignore: 'إذا لم تطلب هذه الرسالة، فيمكنك تجاهلها.',
  },
  unpaidReminder: {
    subject: 'سيُحذف الطلب {{applicationNumber}} في {{date}}',
    heading: 'سيُحذف طلبك غير المكتمل قريبًا',
    intro:
      'لم يُدفع رسم طلبك {{applicationNumber}}، ونحتفظ بالطلبات غير المدفوعة {{days}} يومًا بعد آخر تغيير فيها. إن لم تتابعه، فسنحذفه مع كل ما فيه في {{date}}.',
    keep: 'للاحتفاظ به، افتحه من الرابط أدناه: أي تغيير تحفظه يُبقيه {{days}} يومًا أخرى.',
    nothing: 'إن لم تعد بحاجة إليه، فلا داعي لفعل أي شيء.',
  },
  fileLink: {
    subject: 'افتح مستنداتك المرفوعة: الطلب {{applicationNumber}}',
    heading: 'افتح مستنداتك المرفوعة',
    intro:
      'طلبت عرض جوازات السفر والصور المرفوعة للطلب {{applicationNumber}}. يفتحها هذا الرابط خلال الدقائق الـ {{minutes}} القادمة، ويعمل مرة واحدة فقط.',
    button: 'افتح مستنداتك',
    ignore:
      'إذا لم تطلب ذلك، فقد يكون لدى شخص ما رابط قديم لطلبك. افتح طلبك واختر «تسجيل الخروج من الأجهزة الأخرى».',
  },
  paymentReceived: {
    subject: 'تم استلام الدفعة للطلب {{applicationNumber}}',
    heading: 'شكرًا لك على الدفع',
    intro: 'لقد استلمنا دفعتك البالغة {{amount}} للطلب {{applicationNumber}}.',
    amount: 'المبلغ',
    transactionId: 'رقم المعاملة',
    next: 'الخطوة التالية: حمّل نسخة ممسوحة من جواز السفر وصورة شخصية لكل متقدم. نبدأ المعالجة بعد تحميل جميع المستندات.',
    uploadDocuments: 'تحميل المستندات',
  },
  documentsReceived: {
    subject: 'تم استلام مستندات الطلب {{applicationNumber}}',
    heading: 'اكتمل طلبك',
    intro: 'شكرًا لك. لقد استلمنا مستندات الطلب {{applicationNumber}}، ويقوم فريقنا الآن بمراجعته.',
    processingTime: 'مدة المعالجة المتوقعة',
    next: 'سنتحقق من كل مستند ثم نقدّم طلبك. إذا احتاج أي شيء إلى تصحيح فسنراسلك بالبريد الإلكتروني. ستصلك التأشيرة الإلكترونية بالبريد الإلكتروني فور منحها.',
  },
  supportMessage: {
    subject: 'طلب دعم: {{subject}}',
    heading: 'رسالة دعم جديدة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    topic: 'الموضوع',
    message: 'الرسالة',
    none: '(لا يوجد)',
  },
  supportAcknowledgement: {
    subject: 'لقد استلمنا رسالتك (المرجع {{reference}})',
    heading: 'شكرًا لتواصلك معنا',
    intro:
      'لقد استلمنا رسالتك، ورقمها المرجعي {{reference}}. سيرد فريق الدعم لدينا على هذا العنوان في أقرب وقت ممكن.',
    notYou: 'إذا لم تراسلنا، فيمكنك تجاهل هذه الرسالة؛ لن نرسل إليك شيئًا آخر.',
  },
  applicationApproved: {
    subject: 'تمت الموافقة على تأشيرتك الإلكترونية للطلب {{applicationNumber}}',
    heading: 'تم منح تأشيرتك الإلكترونية',
    intro: 'أخبار سارة: تمت الموافقة على التأشيرة الإلكترونية للطلب {{applicationNumber}}.',
    attachment: 'أرفقنا تأشيرتك الإلكترونية بهذه الرسالة بصيغة PDF.',
    nextSteps: 'ما عليك فعله الآن',
    stepPrint: '1. اطبع تأشيرتك الإلكترونية واحتفظ بنسخة منها على هاتفك أيضًا.',
    stepPassport:
      '2. سافر بجواز السفر نفسه الذي قدّمت به الطلب، ويجب أن يكون صالحًا لمدة ستة أشهر على الأقل عند الوصول.',
    stepCheck:
      '3. تحقّق من أن اسمك ورقم جواز سفرك والتواريخ مطابقة لما في جواز سفرك. إذا وجدت خطأً فتواصل مع فريق الدعم قبل السفر.',
  },
  applicationRejected: {
    subject: 'مستجدات بخصوص الطلب {{applicationNumber}}',
    heading: 'لم تتم الموافقة على طلب تأشيرتك الإلكترونية',
    intro: 'نأسف لإبلاغك بأنه لم تتم الموافقة على طلب التأشيرة الإلكترونية {{applicationNumber}}.',
    reason: 'السبب',
    refund:
      'سنعيد مبلغ {{amount}} إلى البطاقة التي دفعت بها. يظهر المبلغ عادةً في حسابك خلال {{minDays}} إلى {{maxDays}} أيام عمل.',
    contact: 'إذا كانت لديك أي أسئلة، فيُرجى التواصل مع فريق الدعم لدينا عبر موقعنا الإلكتروني.',
    contactSupport: 'تواصل مع فريق الدعم',
  },
  travellerApproved: {
    subject: '{{firstName}}: تمت الموافقة على التأشيرة الإلكترونية (الطلب {{applicationNumber}})',
    heading: 'تم منح تأشيرة إلكترونية',
    intro:
      'أخبار سارة: تمت الموافقة على التأشيرة الإلكترونية لـ {{firstName}} في الطلب {{applicationNumber}}.',
    attachment:
      'التأشيرة الإلكترونية لـ {{firstName}} مرفقة بهذه الرسالة بصيغة PDF. يحصل كل مسافر على تأشيرته ورسالته الخاصة.',
  },
  travellerRefused: {
    subject: '{{firstName}}: مستجدات الطلب {{applicationNumber}}',
    heading: 'لم تتم الموافقة على تأشيرة إلكترونية',
    intro:
      'يؤسفنا إبلاغك بأنه لم تتم الموافقة على التأشيرة الإلكترونية لـ {{firstName}} في الطلب {{applicationNumber}}. يُبت في أمر المسافرين الآخرين في الطلب كلٌّ على حدة.',
  },
  refundIssued: {
    subject: '{{applicationNumber}}: استرداد {{amount}}',
    heading: 'رددنا جزءًا من دفعتك',
    introTraveller:
      'رددنا {{amount}} عن {{firstName}} في الطلب {{applicationNumber}} إلى البطاقة التي دفعت بها.',
    introApplication: 'رددنا {{amount}} في الطلب {{applicationNumber}} إلى البطاقة التي دفعت بها.',
    reason: 'السبب',
    arrival: 'يُظهر مصرفك المبلغ عادةً خلال {{minDays}} إلى {{maxDays}} أيام عمل.',
  },
  staffMessage: {
    subject: 'الطلب {{applicationNumber}}: {{subject}}',
    heading: 'رسالة بخصوص طلبك',
    intro: 'أرسل إليك فريقنا رسالة بخصوص الطلب {{applicationNumber}}:',
    reply: 'للرد، يُرجى استخدام نموذج التواصل على موقعنا الإلكتروني مع ذكر رقم طلبك.',
  },
  changesRequested: {
    subject: 'الطلب {{applicationNumber}}: يرجى إرسال بعض التعديلات',
    heading: 'نحتاج إلى بعض التعديلات',
    intro:
      'لمتابعة مراجعة الطلب {{applicationNumber}}، نحتاج إلى التعديلات أدناه. لا يلزم أي شيء آخر.',
    button: 'إرسال التعديلات',
    link: 'يعمل الرابط لمدة 7 أيام وحتى إرسال جميع التعديلات. إنه شخصي: يرجى عدم مشاركته.',
    reasons: {
      photo_background: 'الصورة: يجب أن تكون الخلفية سادة وفاتحة.',
      face_too_small: 'الصورة: الوجه صغير جدًا؛ يجب أن يملأ الوجه معظم الصورة.',
      passport_page_unreadable:
        'صفحة جواز السفر: المسح ضبابي أو مقصوص؛ يرجى إرسال مسح واضح للصفحة كاملة.',
      passport_expires_soon:
        'جواز السفر: تنتهي صلاحيته خلال 6 أشهر من الوصول؛ يرجى إرسال صفحة الجواز الجديد وبياناته.',
      name_mismatch: 'الاسم: لا يطابق جواز السفر؛ يرجى كتابته تمامًا كما في الجواز.',
      other: 'أمر آخر:',
    },
  },
  changesReminder: {
    subject: 'تذكير: الطلب {{applicationNumber}} بانتظار تعديلاتك',
    heading: 'ما زلنا ننتظر تعديلاتك',
    intro: 'الطلب {{applicationNumber}} معلّق حتى نستلم التعديلات أدناه.',
  },
};
