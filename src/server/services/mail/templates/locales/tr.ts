import type { MailMessages } from './en';

export const tr: MailMessages = {
  layout: {
    brand: '{{siteName}}',
    automated: 'Bu, e-Vize başvurunuzla ilgili otomatik bir iletidir.',
    linkFallback: 'Düğme çalışmazsa bu bağlantıyı kopyalayıp tarayıcınıza yapıştırın:',
    footer:
      '{{siteName}}, özel bir danışmanlık şirketidir. Hindistan Hükümeti ile hiçbir bağlantımız yoktur.',
  },
  common: {
    applicationNumber: 'Başvuru numarası',
    continueApplication: 'Başvurunuza devam edin',
    viewStatus: 'Başvuru durumunu görüntüle',
    expectedBy: 'e-Vize için beklenen tarih',
    expectedIfToday:
      'Tüm pasaportlar ve fotoğraflar bugün yüklenirse e-Vizenizin {{date}} tarihine kadar çıkması beklenir. İşlem süresi tüm belgeler tamamlandığında başlar.',
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
      'Teşekkürler. {{applicationNumber}} numaralı başvurunun hizmet sözleşmesini {{signedAt}} tarihinde imzaladınız.',
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
    touristValidity: 'Geçerlilik süresi',
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
  unpaidReminder: {
    subject: '{{applicationNumber}} numaralı başvuru {{date}} tarihinde silinecek',
    heading: 'Tamamlanmamış başvurunuz yakında silinecek',
    intro:
      '{{applicationNumber}} numaralı başvurunuzun ödemesi yapılmadı; ödenmemiş başvuruları son değişikliklerinden sonra {{days}} gün saklıyoruz. Devam etmezseniz başvuruyu tüm bilgileriyle birlikte {{date}} tarihinde sileceğiz.',
    keep: 'Saklamak için aşağıdaki bağlantıyla açın: kaydettiğiniz her değişiklik başvuruyu {{days}} gün daha saklar.',
    nothing: 'Artık ihtiyacınız yoksa hiçbir şey yapmanız gerekmez.',
  },
  fileLink: {
    subject: 'Yüklediğiniz belgeleri açın: başvuru {{applicationNumber}}',
    heading: 'Yüklediğiniz belgeleri açın',
    intro:
      '{{applicationNumber}} numaralı başvuru için yüklenen pasaportları ve fotoğrafları görmek istediniz. Bu bağlantı onları önümüzdeki {{minutes}} dakika boyunca açar ve yalnızca bir kez çalışır.',
    button: 'Belgelerinizi açın',
    ignore:
      'Bunu siz istemediyseniz, başvurunuza ait eski bir bağlantı başka birinin elinde olabilir. Başvurunuzu açın ve “Diğer cihazlarda oturumu kapat” seçeneğini kullanın.',
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
  documentsReceived: {
    subject: '{{applicationNumber}} numaralı başvurunun belgeleri alındı',
    heading: 'Başvurunuz tamamlandı',
    intro:
      'Teşekkür ederiz. {{applicationNumber}} numaralı başvurunun belgelerini aldık; ekibimiz başvurunuzu şimdi inceliyor.',
    processingTime: 'Tahmini işlem süresi',
    next: 'Her belgeyi kontrol edip başvurunuzu ileteceğiz. Düzeltilmesi gereken bir şey olursa size e-posta göndereceğiz. e-Vizeniz onaylandığında size e-posta ile ulaşacak.',
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
    subject: 'Mesajınızı aldık (referans {{reference}})',
    heading: 'Bizimle iletişime geçtiğiniz için teşekkür ederiz',
    intro:
      '{{reference}} referans numaralı mesajınızı aldık. Destek ekibimiz bu adrese en kısa sürede yanıt verecektir.',
    notYou:
      'Bize siz yazmadıysanız bu e-postayı dikkate almayabilirsiniz; başka bir şey gönderilmeyecektir.',
  },
  applicationApproved: {
    subject: '{{applicationNumber}} numaralı başvurunuz için e-Vizeniz onaylandı',
    heading: 'e-Vizeniz verildi',
    intro: 'Güzel haber: {{applicationNumber}} numaralı başvurunun e-Vizesi onaylandı.',
    attachment: 'e-Vizeniz bu e-postaya PDF olarak eklenmiştir.',
    nextSteps: 'Şimdi yapmanız gerekenler',
    stepPrint: '1. e-Vizenizi yazdırın ve bir kopyasını telefonunuzda da saklayın.',
    stepPassport:
      '2. Başvuruda kullandığınız pasaportla seyahat edin; pasaportunuz varışta en az altı ay daha geçerli olmalıdır.',
    stepCheck:
      '3. Adınızın, pasaport numaranızın ve tarihlerin pasaportunuzla aynı olduğunu kontrol edin. Bir hata varsa seyahatten önce destek ekibimize başvurun.',
  },
  applicationRejected: {
    subject: '{{applicationNumber}} numaralı başvurunuzla ilgili güncelleme',
    heading: 'e-Vize başvurunuz onaylanmadı',
    intro: 'Üzgünüz, {{applicationNumber}} numaralı e-Vize başvurusu onaylanmadı.',
    reason: 'Gerekçe',
    refund:
      '{{amount}} tutarını ödeme yaptığınız karta iade ediyoruz. Bankanız bunu genellikle {{minDays}} ila {{maxDays}} iş günü içinde hesabınıza yansıtır.',
    contact: 'Sorularınız varsa lütfen web sitemiz üzerinden destek ekibimizle iletişime geçin.',
    contactSupport: 'Destek ekibine ulaşın',
  },
  travellerApproved: {
    subject: '{{firstName}}: e-Vize onaylandı (başvuru {{applicationNumber}})',
    heading: 'Bir e-Vize verildi',
    intro:
      'Güzel haber: {{applicationNumber}} numaralı başvurudaki {{firstName}} için e-Vize onaylandı.',
    attachment:
      '{{firstName}} için e-Vize bu e-postaya PDF olarak eklenmiştir. Her yolcu kendi e-Vizesini ve kendi e-postasını alır.',
  },
  addOnDelivered: {
    insurance: {
      subject: '{{firstName}}: seyahat sigortası belgesi (başvuru {{applicationNumber}})',
      heading: 'Seyahat sigortası belgeniz',
      intro:
        '{{applicationNumber}} numaralı başvurudaki {{firstName}} için seyahat sigortası belgesi bu e-postanın ekindedir.',
      use: 'Seyahat boyunca yanınızda bulundurun: teminatınızı ve yardım için aranacak numarayı gösterir.',
    },
    esim: {
      subject: '{{firstName}}: seyahat eSIM’iniz (başvuru {{applicationNumber}})',
      heading: 'Seyahat eSIM’iniz hazır',
      intro:
        '{{applicationNumber}} numaralı başvurudaki {{firstName}} için eSIM bu e-postanın ekindedir: QR kodu ve nasıl kurulacağı.',
      use: 'Yola çıkmadan önce talimatlarda anlatıldığı gibi telefonunuza kurun; Hindistan’a vardığınızda çalışmaya başlar.',
    },
    replacesEarlier: 'Bu dosya daha önce gönderdiğimizin yerine geçer: lütfen bunu kullanın.',
    statusPage: 'Başvurunuzun durum sayfasından da indirebilirsiniz.',
  },
  travellerRefused: {
    subject: '{{firstName}}: {{applicationNumber}} numaralı başvuru hakkında bilgi',
    heading: 'Bir e-Vize onaylanmadı',
    intro:
      'Üzgünüz, {{applicationNumber}} numaralı başvurudaki {{firstName}} için e-Vize onaylanmadı. Başvurudaki diğer yolcular hakkında ayrı ayrı karar verilir.',
  },
  refundIssued: {
    subject: '{{applicationNumber}}: {{amount}} iade',
    heading: 'Ödemenizin bir kısmını iade ettik',
    introTraveller:
      '{{applicationNumber}} numaralı başvurudaki {{firstName}} için {{amount}} tutarını ödeme yaptığınız karta iade ettik.',
    introApplication:
      '{{applicationNumber}} numaralı başvuru için {{amount}} tutarını ödeme yaptığınız karta iade ettik.',
    reason: 'Neden',
    arrival: 'Bankanız bunu genellikle {{minDays}} ile {{maxDays}} iş günü içinde gösterir.',
  },
  stepReminder: {
    subject: {
      details: '{{applicationNumber}} numaralı e-Vize başvurunuz henüz tamamlanmadı',
      payment: '{{applicationNumber}} numaralı başvuru: tek adım kaldı, ödeme',
      documents: '{{applicationNumber}} numaralı başvuru: lütfen belgelerinizi yükleyin',
    },
    heading: {
      details: 'Başvurunuz sizi bekliyor',
      payment: 'Başvurunuz ödemeye hazır',
      documents: 'Belgelerinize ihtiyacımız var',
    },
    intro: {
      details:
        '{{applicationNumber}} numaralı başvuruya başladınız ancak tamamlamadınız. Yanıtlarınız kaydedildi: kaldığınız yerden devam edin.',
      payment:
        '{{applicationNumber}} numaralı başvuru eksiksiz ve imzalı. İncelememiz için göndermek üzere ücretleri ödeyin.',
      documents:
        '{{applicationNumber}} numaralı başvurunun ödemesi için teşekkürler. Her yolcunun pasaport sayfası ve fotoğrafı yüklenince incelemeye başlayacağız.',
    },
    stop: 'Bu hatırlatmaları istemiyor musunuz? Tek tıkla durdurun. Başvurunuzun ilerleyişi ve kararı hakkında size e-posta göndermeye devam edeceğiz.',
    stopButton: 'Hatırlatmaları durdur',
  },
  reminderStopPage: {
    title: 'Hatırlatmalar durduruldu',
    invalidTitle: 'Bağlantı geçersiz',
    done: '{{applicationNumber}} numaralı başvuru hakkında artık hatırlatma göndermeyeceğiz. İlerleyişi ve kararımız hakkında size e-posta göndermeye devam edeceğiz.',
    invalid:
      'Bu bağlantı geçerli değil. Lütfen size gönderdiğimiz en son hatırlatmadaki bağlantıyı kullanın.',
    home: 'Ana sayfaya git',
  },
  supportReply: {
    subject: '{{subject}} (referans {{reference}})',
    heading: 'Destek ekibimizden yanıt',
    reply:
      'Yanıtlamak için bu e-postayı yanıtlayın ve konu satırındaki {{reference}} referansını silmeyin.',
  },
  staffMessage: {
    subject: 'Başvuru {{applicationNumber}}: {{subject}}',
    heading: 'Başvurunuzla ilgili bir mesaj',
    intro: 'Ekibimiz {{applicationNumber}} numaralı başvurunuzla ilgili size bir mesaj gönderdi:',
    reply:
      'Yanıtlamak için lütfen web sitemizdeki iletişim formunu kullanın ve başvuru numaranızı belirtin.',
  },
  changesRequested: {
    subject: 'Başvuru {{applicationNumber}}: lütfen birkaç değişiklik gönderin',
    heading: 'Birkaç değişikliğe ihtiyacımız var',
    intro:
      '{{applicationNumber}} numaralı başvuruyu incelemeye devam etmek için aşağıdaki değişikliklere ihtiyacımız var. Başka bir şey yapmanız gerekmiyor.',
    button: 'Değişiklikleri gönder',
    link: 'Bağlantı 7 gün boyunca ve tüm değişiklikler gönderilene kadar çalışır. Kişiseldir: lütfen paylaşmayın.',
    reasons: {
      photo_background: 'Fotoğraf: arka plan düz ve açık renkli olmalı.',
      face_too_small: 'Fotoğraf: yüz çok küçük; yüz fotoğrafın büyük kısmını kaplamalı.',
      passport_page_unreadable:
        'Pasaport sayfası: tarama bulanık veya kesik; lütfen sayfanın tamamının net bir taramasını gönderin.',
      passport_expires_soon:
        'Pasaport: varıştan sonraki 6 ay içinde sona eriyor; lütfen yeni pasaportun sayfasını ve bilgilerini gönderin.',
      name_mismatch: 'Ad: pasaportla eşleşmiyor; lütfen pasaporttaki gibi yazın.',
      other: 'Diğer:',
    },
  },
  changesReminder: {
    subject: 'Hatırlatma: {{applicationNumber}} numaralı başvuru değişikliklerinizi bekliyor',
    heading: 'Değişikliklerinizi hâlâ bekliyoruz',
    intro:
      '{{applicationNumber}} numaralı başvuru, aşağıdaki değişiklikleri alana kadar beklemede.',
  },
  dataRightsCode: {
    subject: '{{applicationNumber}} numaralı başvuru için kodunuz',
    heading: 'Verilerinizi görmek veya silmek için kodunuz',
    intro:
      '{{applicationNumber}} numaralı başvuru hakkında tuttuğumuz verileri indirmek veya silmek istediniz. Bu kodu durum sayfasına girin:',
    codeLabel: 'Kod',
    expiry: 'Kod bir kez ve {{minutes}} dakika boyunca geçerlidir.',
    ignore:
      'Bunu siz istemediyseniz bu e-postayı yok sayabilirsiniz: kod olmadan hiçbir şey olmaz.',
  },
  dataErased: {
    subject: '{{applicationNumber}} numaralı başvurunun verileri silindi',
    heading: 'Verileriniz silindi',
    intro:
      'İsteğiniz üzerine {{applicationNumber}} numaralı başvurunun kişisel verilerini ve dosyalarını sildik: adlar, pasaport ve iletişim bilgileri, seyahat planları, imzalar, yüklenen belgeler ve e-Vizeler.',
    refund:
      'Ödeme yaptığınız karta {{amount}} iade ediyoruz. Bankanız bunu genellikle {{minDays}} ile {{maxDays}} iş günü içinde gösterir.',
    kept: 'Yalnızca muhasebe için yasanın gerektirdiklerini saklıyoruz: başvuru numarası, tutarlar, tarihler ve ödeme referansları.',
    backups:
      'Şifreli yedeklerimizdeki kopyalar bu yedekler yenilendikçe silinir; bir yedek geri yüklenirse verileriniz yeniden silinir.',
  },
  erasureRequested: {
    subject: '{{applicationNumber}} numaralı başvurunun silinmesi talebinizi aldık',
    heading: 'Silme talebiniz kaydedildi',
    intro:
      '{{applicationNumber}} numaralı başvuru Hindistan makamlarına zaten gönderildiği için silme işlemini ekibimiz elle tamamlar. İşlem en geç {{date}} tarihinde yapılacak ve tamamlandığında size e-posta göndereceğiz.',
    authorities: 'Hindistan makamlarına gönderilenler onların elindedir: bunları silemeyiz.',
  },
};
