// English is the reference: every key here must exist in tr, hi and ar (locales.test.ts checks).
// Placeholders use i18next's {{name}} form; values are escaped when the HTML is built.
export const en = {
  layout: {
    brand: '{{siteName}}',
    automated: 'This is an automated message about your e-Visa application.',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footer:
      '{{siteName}} is a private consultancy. We are not affiliated with the Government of India.',
  },
  common: {
    applicationNumber: 'Application number',
    continueApplication: 'Continue your application',
    viewStatus: 'View application status',
    expectedBy: 'e-Visa expected by',
    expectedIfToday:
      'If every passport and photo is uploaded today, your e-Visa is expected by {{date}}. The processing time starts once all documents are in.',
    personalLink:
      'This link is personal: anyone who has it can see and change your application. Please do not share it.',
    visaTypes: {
      tourist: 'Tourist e-Visa',
      business: 'Business e-Visa',
      medical: 'Medical e-Visa',
      conference: 'Conference e-Visa',
    },
    processingTimes: {
      normal: 'Normal (3 to 5 business days)',
      urgent: 'Urgent (1 to 2 business days)',
      'super-urgent': 'Super urgent (same day, subject to availability)',
    },
  },
  agreementSigned: {
    subject: 'Your signed agreement for application {{applicationNumber}}',
    heading: 'Your agreement is signed',
    intro:
      'Thank you. You signed the service agreement for application {{applicationNumber}} on {{signedAt}}.',
    attachment:
      'A copy of the signed agreement is attached to this email as a PDF. Please keep it for your records.',
    next: 'Your next step is payment. You can continue your application at any time with the link below.',
  },
  applicationConfirmation: {
    subject: 'Application {{applicationNumber}} received',
    heading: 'We have received your application',
    intro:
      'Thank you. Your application number is {{applicationNumber}}. Please quote it whenever you contact us.',
    summary: 'Summary',
    visaType: 'Visa type',
    touristValidity: 'Validity',
    processingTime: 'Processing time',
    numberOfApplicants: 'Number of applicants',
    applicantNames: 'Applicants',
    total: 'Total',
    nextSteps: 'Next steps',
    nextPayment: '1. Pay for your application.',
    nextDocuments: '2. Upload a passport scan and a photo for each applicant.',
  },
  resumeLink: {
    subject: 'Continue your application {{applicationNumber}}',
    heading: 'Continue where you left off',
    intro:
      'Here is the link to continue your application {{applicationNumber}}. Your answers so far are saved.',
    ignore: 'If you did not ask for this email, you can ignore it.',
  },
  unpaidReminder: {
    subject: 'Application {{applicationNumber}} will be deleted on {{date}}',
    heading: 'Your unfinished application will be deleted soon',
    intro:
      'Your application {{applicationNumber}} has not been paid for, and we keep unpaid applications for {{days}} days after their last change. Unless you continue it, we will delete it and everything in it on {{date}}.',
    keep: 'To keep it, open it with the link below: any change you save keeps it for another {{days}} days.',
    nothing: 'If you no longer need it, you do not have to do anything.',
  },
  fileLink: {
    subject: 'Open your uploaded documents: application {{applicationNumber}}',
    heading: 'Open your uploaded documents',
    intro:
      'You asked to see the passports and photos uploaded for application {{applicationNumber}}. This link opens them for the next {{minutes}} minutes, and it works once.',
    button: 'Open your documents',
    ignore:
      'If you did not ask for this, someone may have an old link to your application. Open it and choose “Sign out on other devices”.',
  },
  paymentReceived: {
    subject: 'Payment received for application {{applicationNumber}}',
    heading: 'Thank you for your payment',
    intro: 'We have received your payment of {{amount}} for application {{applicationNumber}}.',
    amount: 'Amount',
    transactionId: 'Transaction ID',
    next: 'Next step: upload a passport scan and a photo for each applicant. We start processing once all documents are uploaded.',
    uploadDocuments: 'Upload documents',
  },
  documentsReceived: {
    subject: 'Documents received for application {{applicationNumber}}',
    heading: 'Your application is complete',
    intro:
      'Thank you. We have received the documents for application {{applicationNumber}}, and our team is now reviewing it.',
    processingTime: 'Expected processing time',
    next: 'We will check every document and submit your application. If anything needs correcting, we will email you. You will receive your e-Visa by email once it is granted.',
  },
  supportMessage: {
    subject: 'Support request: {{subject}}',
    heading: 'New support message',
    name: 'Name',
    email: 'Email',
    topic: 'Subject',
    message: 'Message',
    none: '(none)',
  },
  supportAcknowledgement: {
    subject: 'We have received your message (reference {{reference}})',
    heading: 'Thank you for contacting us',
    intro:
      'We have received your message, reference {{reference}}. Our support team will reply to this address as soon as possible.',
    notYou: 'If you did not write to us, you can ignore this email; nothing else will be sent.',
  },
  applicationApproved: {
    subject: 'Your e-Visa for application {{applicationNumber}} is approved',
    heading: 'Your e-Visa has been granted',
    intro: 'Good news: the e-Visa for application {{applicationNumber}} has been approved.',
    attachment: 'Your e-Visa is attached to this email as a PDF.',
    nextSteps: 'What to do next',
    stepPrint: '1. Print your e-Visa and keep a copy on your phone as well.',
    stepPassport:
      '2. Travel with the same passport you applied with; it must be valid for at least six months on arrival.',
    stepCheck:
      '3. Check that your name, passport number and dates match your passport. If anything is wrong, contact our support team before you travel.',
  },
  applicationRejected: {
    subject: 'Update on application {{applicationNumber}}',
    heading: 'Your e-Visa application was not approved',
    intro:
      'We are sorry to tell you that the e-Visa application {{applicationNumber}} was not approved.',
    reason: 'Reason',
    refund:
      'We are refunding {{amount}} to the card you paid with. Your bank usually shows it within {{minDays}} to {{maxDays}} business days.',
    contact: 'If you have any questions, please contact our support team through our website.',
    contactSupport: 'Contact support',
  },
  travellerApproved: {
    subject: '{{firstName}}: e-Visa approved (application {{applicationNumber}})',
    heading: 'An e-Visa has been granted',
    intro:
      'Good news: the e-Visa of {{firstName}} on application {{applicationNumber}} has been approved.',
    attachment:
      '{{firstName}}’s e-Visa is attached to this email as a PDF. Each traveller gets their own e-Visa and their own email.',
  },
  addOnDelivered: {
    insurance: {
      subject: '{{firstName}}: travel insurance certificate (application {{applicationNumber}})',
      heading: 'Your travel insurance certificate',
      intro:
        'The travel insurance certificate of {{firstName}} on application {{applicationNumber}} is attached to this email.',
      use: 'Keep it with you while you travel: it shows your cover and the number to call if you need help.',
    },
    esim: {
      subject: '{{firstName}}: your travel eSIM (application {{applicationNumber}})',
      heading: 'Your travel eSIM is ready',
      intro:
        'The eSIM of {{firstName}} on application {{applicationNumber}} is attached to this email: its QR code and how to install it.',
      use: 'Install it on your phone before you leave, as the instructions say; it starts working when you arrive in India.',
    },
    replacesEarlier: 'This file replaces the one we sent before: please use this one.',
    statusPage: 'You can also download it from your application’s status page.',
  },
  travellerRefused: {
    subject: '{{firstName}}: update on application {{applicationNumber}}',
    heading: 'An e-Visa was not approved',
    intro:
      'We are sorry to tell you that the e-Visa of {{firstName}} on application {{applicationNumber}} was not approved. The other travellers on the application are decided separately.',
  },
  refundIssued: {
    subject: '{{applicationNumber}}: refund of {{amount}}',
    heading: 'We have refunded part of your payment',
    introTraveller:
      'We have refunded {{amount}} for {{firstName}} on application {{applicationNumber}} to the card you paid with.',
    introApplication:
      'We have refunded {{amount}} on application {{applicationNumber}} to the card you paid with.',
    reason: 'Why',
    arrival: 'Your bank usually shows it within {{minDays}} to {{maxDays}} business days.',
  },
  stepReminder: {
    subject: {
      details: 'Your e-Visa application {{applicationNumber}} is not finished yet',
      payment: 'Application {{applicationNumber}}: one step left, the payment',
      documents: 'Application {{applicationNumber}}: please upload your documents',
    },
    heading: {
      details: 'Your application is waiting for you',
      payment: 'Your application is ready to pay',
      documents: 'We need your documents',
    },
    intro: {
      details:
        'You started application {{applicationNumber}} but have not finished it. Your answers are saved: continue where you left off.',
      payment:
        'Application {{applicationNumber}} is complete and signed. Pay the fees to send it to us for review.',
      documents:
        'Thank you for paying for application {{applicationNumber}}. We can start our review once every traveller’s passport page and photo are uploaded.',
    },
    stop: 'Do not want these reminders? One click stops them. We will still email you about your application’s progress and decision.',
    stopButton: 'Stop reminders',
  },
  reminderStopPage: {
    title: 'Reminders stopped',
    invalidTitle: 'Link not valid',
    done: 'We will send no more reminders about application {{applicationNumber}}. We will still email you about its progress and our decision.',
    invalid: 'This link is not valid. Please use the link in the latest reminder we sent you.',
    home: 'Go to the home page',
  },
  supportReply: {
    subject: '{{subject}} (reference {{reference}})',
    heading: 'A reply from our support team',
    reply: 'To answer, reply to this email and keep the reference {{reference}} in the subject.',
  },
  staffMessage: {
    subject: 'Application {{applicationNumber}}: {{subject}}',
    heading: 'A message about your application',
    intro: 'Our team has sent you a message about application {{applicationNumber}}:',
    reply:
      'To answer, please use the contact form on our website and quote your application number.',
  },
  changesRequested: {
    subject: 'Application {{applicationNumber}}: please send a few changes',
    heading: 'We need a few changes',
    intro:
      'To continue reviewing application {{applicationNumber}}, we need the changes below. Nothing else needs to be done.',
    button: 'Send the changes',
    link: 'The link works for 7 days and until every change is sent. It is personal: please do not share it.',
    reasons: {
      photo_background: 'Photo: the background must be plain and light.',
      face_too_small: 'Photo: the face is too small; the face must fill most of the picture.',
      passport_page_unreadable:
        'Passport page: the scan is blurred or cut off; please send a sharp scan of the whole page.',
      passport_expires_soon:
        'Passport: it expires within 6 months of arrival; please send the new passport’s page and details.',
      name_mismatch:
        'Name: it does not match the passport; please enter it exactly as in the passport.',
      other: 'Something else:',
    },
  },
  changesReminder: {
    subject: 'Reminder: application {{applicationNumber}} is waiting for your changes',
    heading: 'We are still waiting for your changes',
    intro: 'Application {{applicationNumber}} is on hold until we receive the changes below.',
  },
  dataRightsCode: {
    subject: 'Your code for application {{applicationNumber}}',
    heading: 'Your code to see or erase your data',
    intro:
      'You asked to download or erase the data we hold about application {{applicationNumber}}. Enter this code on the status page:',
    codeLabel: 'Your code',
    expiry: 'The code works once, for {{minutes}} minutes.',
    ignore:
      'If you did not ask for this, you can ignore this email: nothing happens without the code.',
  },
  dataErased: {
    subject: 'Your data for application {{applicationNumber}} has been erased',
    heading: 'Your data has been erased',
    intro:
      'As you asked, we have erased the personal data and files of application {{applicationNumber}}: names, passport and contact details, travel plans, signatures, uploaded documents and e-Visas.',
    refund:
      'We are refunding {{amount}} to the card you paid with. Your bank usually shows it within {{minDays}} to {{maxDays}} business days.',
    kept: 'We keep only what the law requires for accounting: the application number, amounts, dates and payment references.',
    backups:
      'Copies in our encrypted backups go as those backups are replaced; if one is ever restored, your data is erased again.',
  },
  erasureRequested: {
    subject: 'We have received your request to erase application {{applicationNumber}}',
    heading: 'Your erasure request is recorded',
    intro:
      'Application {{applicationNumber}} has already been sent to the Indian authorities, so our team completes the erasure by hand. It will be done by {{date}}, and we will email you when it is.',
    authorities: 'What the Indian authorities received is held by them: we cannot erase it.',
  },
};

export type MailMessages = typeof en;
