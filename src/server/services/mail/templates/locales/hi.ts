import type { MailMessages } from './en';

export const hi: MailMessages = {
  layout: {
    brand: 'India e-Visa Online',
    automated: 'यह आपके ई-वीज़ा आवेदन के बारे में एक स्वचालित संदेश है।',
    linkFallback: 'यदि बटन काम नहीं करता है, तो इस लिंक को कॉपी करके अपने ब्राउज़र में खोलें:',
    footer:
      'India e-Visa Online यूनाइटेड किंगडम में पंजीकृत एक परामर्श सेवा है। हमारा भारत सरकार से कोई संबंध नहीं है।',
  },
  common: {
    applicationNumber: 'आवेदन संख्या',
    continueApplication: 'अपना आवेदन जारी रखें',
    viewStatus: 'आवेदन की स्थिति देखें',
    personalLink:
      'यह लिंक व्यक्तिगत है: जिसके पास भी यह लिंक है, वह आपका आवेदन देख और बदल सकता है। कृपया इसे किसी के साथ साझा न करें।',
    visaTypes: {
      tourist: 'पर्यटक ई-वीज़ा',
      business: 'व्यावसायिक ई-वीज़ा',
      medical: 'चिकित्सा ई-वीज़ा',
      conference: 'सम्मेलन ई-वीज़ा',
    },
    processingTimes: {
      normal: 'सामान्य (3 से 5 कार्य दिवस)',
      urgent: 'तत्काल (1 से 2 कार्य दिवस)',
      'super-urgent': 'अति तत्काल (उसी दिन, उपलब्धता के अधीन)',
    },
  },
  agreementSigned: {
    subject: 'आवेदन {{applicationNumber}} के लिए आपका हस्ताक्षरित अनुबंध',
    heading: 'आपके अनुबंध पर हस्ताक्षर हो गए हैं',
    intro:
      'धन्यवाद, {{signerName}}। आपने {{signedAt}} को आवेदन {{applicationNumber}} के सेवा अनुबंध पर हस्ताक्षर किए।',
    attachment:
      'हस्ताक्षरित अनुबंध की एक प्रति इस ईमेल के साथ PDF के रूप में संलग्न है। कृपया इसे अपने रिकॉर्ड के लिए सुरक्षित रखें।',
    next: 'आपका अगला चरण भुगतान है। नीचे दिए गए लिंक से आप कभी भी अपना आवेदन जारी रख सकते हैं।',
  },
  applicationConfirmation: {
    subject: 'आवेदन {{applicationNumber}} प्राप्त हुआ',
    heading: 'हमें आपका आवेदन प्राप्त हो गया है',
    intro: 'धन्यवाद। आपकी आवेदन संख्या {{applicationNumber}} है। हमसे संपर्क करते समय कृपया इसका उल्लेख करें।',
    summary: 'सारांश',
    visaType: 'वीज़ा का प्रकार',
    processingTime: 'प्रसंस्करण समय',
    numberOfApplicants: 'आवेदकों की संख्या',
    applicantNames: 'आवेदक',
    total: 'कुल',
    nextSteps: 'अगले चरण',
    nextPayment: '1. अपने आवेदन का भुगतान करें।',
    nextDocuments: '2. प्रत्येक आवेदक के लिए पासपोर्ट की स्कैन की हुई प्रति और एक फ़ोटो अपलोड करें।',
  },
  resumeLink: {
    subject: 'अपना आवेदन {{applicationNumber}} जारी रखें',
    heading: 'जहाँ छोड़ा था, वहीं से जारी रखें',
    intro: 'अपना आवेदन {{applicationNumber}} जारी रखने के लिए लिंक नीचे है। अब तक के आपके उत्तर सहेजे गए हैं।',
    ignore: 'यदि आपने यह ईमेल नहीं माँगा था, तो आप इसे अनदेखा कर सकते हैं।',
  },
  paymentReceived: {
    subject: 'आवेदन {{applicationNumber}} का भुगतान प्राप्त हुआ',
    heading: 'आपके भुगतान के लिए धन्यवाद',
    intro: 'हमें आवेदन {{applicationNumber}} के लिए आपका {{amount}} का भुगतान प्राप्त हो गया है।',
    amount: 'राशि',
    transactionId: 'लेन-देन आईडी',
    next: 'अगला चरण: प्रत्येक आवेदक के लिए पासपोर्ट की स्कैन की हुई प्रति और एक फ़ोटो अपलोड करें। सभी दस्तावेज़ अपलोड होने के बाद हम प्रक्रिया शुरू करते हैं।',
    uploadDocuments: 'दस्तावेज़ अपलोड करें',
  },
  supportMessage: {
    subject: 'सहायता अनुरोध: {{subject}}',
    heading: 'नया सहायता संदेश',
    name: 'नाम',
    email: 'ईमेल',
    topic: 'विषय',
    message: 'संदेश',
    none: '(कोई नहीं)',
  },
  supportAcknowledgement: {
    subject: 'हमें आपका संदेश प्राप्त हो गया है: {{subject}}',
    heading: 'हमसे संपर्क करने के लिए धन्यवाद',
    intro:
      'प्रिय {{name}}, हमें आपका संदेश "{{subject}}" प्राप्त हो गया है। हमारी सहायता टीम जल्द से जल्द आपको उत्तर देगी।',
  },
  applicationApproved: {
    subject: 'आवेदन {{applicationNumber}} के लिए आपका ई-वीज़ा स्वीकृत हो गया है',
    heading: 'आपका ई-वीज़ा जारी कर दिया गया है',
    intro: 'खुशखबरी: आवेदन {{applicationNumber}} का ई-वीज़ा स्वीकृत हो गया है।',
    attachment:
      'आपका ई-वीज़ा इस ईमेल के साथ PDF के रूप में संलग्न है। इसे प्रिंट करें और यात्रा के समय अपने पासपोर्ट के साथ रखें।',
  },
  applicationRejected: {
    subject: 'आवेदन {{applicationNumber}} के बारे में जानकारी',
    heading: 'आपका ई-वीज़ा आवेदन स्वीकृत नहीं हुआ',
    intro: 'हमें खेद है कि ई-वीज़ा आवेदन {{applicationNumber}} स्वीकृत नहीं हुआ।',
    reason: 'कारण',
    contact: 'यदि आपके कोई प्रश्न हैं, तो कृपया हमारी वेबसाइट के माध्यम से हमारी सहायता टीम से संपर्क करें।',
  },
  staffMessage: {
    subject: '{{subject}} (आवेदन {{applicationNumber}})',
    heading: 'आपके आवेदन के बारे में एक संदेश',
    intro: 'हमारी टीम ने आवेदन {{applicationNumber}} के बारे में आपको एक संदेश भेजा है:',
  },
};
