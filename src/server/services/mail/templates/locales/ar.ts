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
    intro:
      'شكرًا لك يا {{signerName}}. لقد وقّعت اتفاقية الخدمة للطلب {{applicationNumber}} بتاريخ {{signedAt}}.',
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
  paymentReceived: {
    subject: 'تم استلام الدفعة للطلب {{applicationNumber}}',
    heading: 'شكرًا لك على الدفع',
    intro: 'لقد استلمنا دفعتك البالغة {{amount}} للطلب {{applicationNumber}}.',
    amount: 'المبلغ',
    transactionId: 'رقم المعاملة',
    next: 'الخطوة التالية: حمّل نسخة ممسوحة من جواز السفر وصورة شخصية لكل متقدم. نبدأ المعالجة بعد تحميل جميع المستندات.',
    uploadDocuments: 'تحميل المستندات',
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
    subject: 'لقد استلمنا رسالتك: {{subject}}',
    heading: 'شكرًا لتواصلك معنا',
    intro:
      'عزيزي/عزيزتي {{name}}، لقد استلمنا رسالتك "{{subject}}". سيرد عليك فريق الدعم لدينا في أقرب وقت ممكن.',
  },
  applicationApproved: {
    subject: 'تمت الموافقة على تأشيرتك الإلكترونية للطلب {{applicationNumber}}',
    heading: 'تم منح تأشيرتك الإلكترونية',
    intro: 'أخبار سارة: تمت الموافقة على التأشيرة الإلكترونية للطلب {{applicationNumber}}.',
    attachment:
      'أرفقنا تأشيرتك الإلكترونية بهذه الرسالة بصيغة PDF. اطبعها واحملها مع جواز سفرك عند السفر.',
  },
  applicationRejected: {
    subject: 'مستجدات بخصوص الطلب {{applicationNumber}}',
    heading: 'لم تتم الموافقة على طلب تأشيرتك الإلكترونية',
    intro: 'نأسف لإبلاغك بأنه لم تتم الموافقة على طلب التأشيرة الإلكترونية {{applicationNumber}}.',
    reason: 'السبب',
    contact: 'إذا كانت لديك أي أسئلة، فيُرجى التواصل مع فريق الدعم لدينا عبر موقعنا الإلكتروني.',
  },
  staffMessage: {
    subject: '{{subject}} (الطلب {{applicationNumber}})',
    heading: 'رسالة بخصوص طلبك',
    intro: 'أرسل إليك فريقنا رسالة بخصوص الطلب {{applicationNumber}}:',
  },
};
