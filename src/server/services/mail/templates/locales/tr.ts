import type { MailMessages } from './en';

export const tr: MailMessages = {
  layout: {
    brand: 'India e-Visa Online',
    automated: 'Bu, e-Vize başvurunuzla ilgili otomatik bir iletidir.',
    linkFallback: 'Düğme çalışmazsa bu bağlantıyı kopyalayıp tarayıcınıza yapıştırın:',
    footer:
      'India e-Visa Online, Birleşik Krallık’ta kayıtlı bir danışmanlık şirketidir. Hindistan Hükümeti ile hiçbir bağlantımız yoktur.',
  },
  common: {
    applicationNumber: 'Başvuru numarası',
    continueApplication: 'Başvurunuza devam edin',
    viewStatus: 'Başvuru durumunu görüntüle',
    personalLink:
      'Bu bağlantı size özeldir: bağlantıya sahip olan herkes başvurunuzu görebilir ve değiştirebilir. Lütfen kimseyle paylaşmayın.',
    visaTypes: {
      tourist: 'Turist e-Vizesi',
      business: 'İş e-Vizesi',
      medical: 'Tıbbi e-Vize',
      conference: 'Konferans e-Vizesi',
    },
    processingTimes: {
      normal: 'Normal (3 ila 5 iş günü)',
      urgent: 'Acil (1 ila 2 iş günü)',
      'super-urgent': 'Çok acil (aynı gün, uygunluğa bağlı)',
    },
  },
  agreementSigned: {
    subject: '{{applicationNumber}} numaralı başvurunuz için imzalı sözleşmeniz',
    heading: 'Sözleşmeniz imzalandı',
    intro:
      'Teşekkürler, {{signerName}}. {{applicationNumber}} numaralı başvurunun hizmet sözleşmesini {{signedAt}} tarihinde imzaladınız.',
    attachment:
      'İmzalı sözleşmenin bir kopyası bu e-postaya PDF olarak eklenmiştir. Lütfen kayıtlarınız için saklayın.',
    next: 'Bir sonraki adım ödemedir. Aşağıdaki bağlantıyla başvurunuza istediğiniz zaman devam edebilirsiniz.',
  },
  applicationConfirmation: {
    subject: '{{applicationNumber}} numaralı başvurunuz alındı',
    heading: 'Başvurunuzu aldık',
    intro:
      'Teşekkür ederiz. Başvuru numaranız {{applicationNumber}}. Bizimle iletişime geçtiğinizde lütfen bu numarayı belirtin.',
    summary: 'Özet',
    visaType: 'Vize türü',
    processingTime: 'İşlem süresi',
    numberOfApplicants: 'Başvuru sahibi sayısı',
    applicantNames: 'Başvuru sahipleri',
    total: 'Toplam',
    nextSteps: 'Sonraki adımlar',
    nextPayment: '1. Başvurunuzun ödemesini yapın.',
    nextDocuments: '2. Her başvuru sahibi için pasaport taraması ve fotoğraf yükleyin.',
  },
  resumeLink: {
    subject: '{{applicationNumber}} numaralı başvurunuza devam edin',
    heading: 'Kaldığınız yerden devam edin',
    intro:
      '{{applicationNumber}} numaralı başvurunuza devam etmek için bağlantınız aşağıdadır. Şimdiye kadarki yanıtlarınız kaydedildi.',
    ignore: 'Bu e-postayı siz istemediyseniz dikkate almayabilirsiniz.',
  },
  paymentReceived: {
    subject: '{{applicationNumber}} numaralı başvurunuzun ödemesi alındı',
    heading: 'Ödemeniz için teşekkür ederiz',
    intro: '{{applicationNumber}} numaralı başvuru için {{amount}} tutarındaki ödemenizi aldık.',
    amount: 'Tutar',
    transactionId: 'İşlem numarası',
    next: 'Sonraki adım: her başvuru sahibi için pasaport taraması ve fotoğraf yükleyin. Tüm belgeler yüklendiğinde işleme başlıyoruz.',
    uploadDocuments: 'Belgeleri yükleyin',
  },
  supportMessage: {
    subject: 'Destek talebi: {{subject}}',
    heading: 'Yeni destek mesajı',
    name: 'Ad',
    email: 'E-posta',
    topic: 'Konu',
    message: 'Mesaj',
    none: '(yok)',
  },
  supportAcknowledgement: {
    subject: 'Mesajınızı aldık: {{subject}}',
    heading: 'Bizimle iletişime geçtiğiniz için teşekkür ederiz',
    intro:
      'Sayın {{name}}, "{{subject}}" konulu mesajınızı aldık. Destek ekibimiz size en kısa sürede yanıt verecektir.',
  },
  applicationApproved: {
    subject: '{{applicationNumber}} numaralı başvurunuz için e-Vizeniz onaylandı',
    heading: 'e-Vizeniz verildi',
    intro: 'Güzel haber: {{applicationNumber}} numaralı başvurunun e-Vizesi onaylandı.',
    attachment:
      'e-Vizeniz bu e-postaya PDF olarak eklenmiştir. Yazdırın ve seyahat ederken pasaportunuzla birlikte yanınızda taşıyın.',
  },
  applicationRejected: {
    subject: '{{applicationNumber}} numaralı başvurunuzla ilgili güncelleme',
    heading: 'e-Vize başvurunuz onaylanmadı',
    intro: 'Üzgünüz, {{applicationNumber}} numaralı e-Vize başvurusu onaylanmadı.',
    reason: 'Gerekçe',
    contact: 'Sorularınız varsa lütfen web sitemiz üzerinden destek ekibimizle iletişime geçin.',
  },
  staffMessage: {
    subject: '{{subject}} (başvuru {{applicationNumber}})',
    heading: 'Başvurunuzla ilgili bir mesaj',
    intro: 'Ekibimiz {{applicationNumber}} numaralı başvurunuzla ilgili size bir mesaj gönderdi:',
  },
};
