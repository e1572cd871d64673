import type { MailMessages } from './en';

export const de: MailMessages = {
  layout: {
    brand: '{{siteName}}',
    automated: 'Dies ist eine automatische Nachricht zu Ihrem e-Visa-Antrag.',
    linkFallback:
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    footer:
      '{{siteName}} ist eine private Beratungsagentur. Wir stehen in keiner Verbindung zur Regierung Indiens.',
  },
  common: {
    applicationNumber: 'Antragsnummer',
    continueApplication: 'Antrag fortsetzen',
    viewStatus: 'Antragsstatus ansehen',
    expectedBy: 'e-Visum erwartet bis',
    expectedIfToday:
      'Wenn heute alle Reisepässe und Fotos hochgeladen werden, ist Ihr e-Visum bis {{date}} zu erwarten. Die Bearbeitungszeit beginnt, sobald alle Unterlagen vollständig sind.',
    personalLink:
      'Dieser Link ist persönlich: Jeder, der ihn hat, kann Ihren Antrag einsehen und ändern. Bitte geben Sie ihn nicht weiter.',
    visaTypes: {
      tourist: 'Touristen-e-Visa',
      business: 'Geschäfts-e-Visa',
      medical: 'Medizinisches e-Visa',
      conference: 'Konferenz-e-Visa',
    },
    processingTimes: {
      normal: 'Normal (3 bis 5 Werktage)',
      urgent: 'Dringend (1 bis 2 Werktage)',
      'super-urgent': 'Sehr dringend (am selben Tag, je nach Verfügbarkeit)',
    },
  },
  agreementSigned: {
    subject: 'Ihre unterschriebene Vereinbarung für Antrag {{applicationNumber}}',
    heading: 'Ihre Vereinbarung ist unterschrieben',
    intro:
      'Vielen Dank. Sie haben die Dienstleistungsvereinbarung für Antrag {{applicationNumber}} am {{signedAt}} unterschrieben.',
    attachment:
      'Eine Kopie der unterschriebenen Vereinbarung ist dieser E-Mail als PDF beigefügt. Bitte bewahren Sie sie für Ihre Unterlagen auf.',
    next: 'Ihr nächster Schritt ist die Zahlung. Über den Link unten können Sie Ihren Antrag jederzeit fortsetzen.',
  },
  applicationConfirmation: {
    subject: 'Antrag {{applicationNumber}} eingegangen',
    heading: 'Wir haben Ihren Antrag erhalten',
    intro:
      'Vielen Dank. Ihre Antragsnummer lautet {{applicationNumber}}. Bitte geben Sie sie bei jeder Kontaktaufnahme an.',
    summary: 'Übersicht',
    visaType: 'Visaart',
    touristValidity: 'Gültigkeit',
    processingTime: 'Bearbeitungszeit',
    numberOfApplicants: 'Anzahl der Antragsteller',
    applicantNames: 'Antragsteller',
    total: 'Gesamt',
    nextSteps: 'Nächste Schritte',
    nextPayment: '1. Bezahlen Sie Ihren Antrag.',
    nextDocuments: '2. Laden Sie für jeden Antragsteller einen Passscan und ein Foto hoch.',
  },
  resumeLink: {
    subject: 'Antrag {{applicationNumber}} fortsetzen',
    heading: 'Machen Sie dort weiter, wo Sie aufgehört haben',
    intro:
      'Hier ist der Link, um Ihren Antrag {{applicationNumber}} fortzusetzen. Ihre bisherigen Antworten sind gespeichert.',
    ignore: 'Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.',
  },
  unpaidReminder: {
    subject: 'Antrag {{applicationNumber}} wird am {{date}} gelöscht',
    heading: 'Ihr unvollständiger Antrag wird bald gelöscht',
    intro:
      'Ihr Antrag {{applicationNumber}} wurde nicht bezahlt. Unbezahlte Anträge bewahren wir {{days}} Tage nach ihrer letzten Änderung auf. Wenn Sie ihn nicht fortsetzen, löschen wir ihn mit allen Angaben am {{date}}.',
    keep: 'Um ihn zu behalten, öffnen Sie ihn über den Link unten: Jede gespeicherte Änderung bewahrt ihn weitere {{days}} Tage auf.',
    nothing: 'Wenn Sie ihn nicht mehr benötigen, müssen Sie nichts tun.',
  },
  fileLink: {
    subject: 'Ihre hochgeladenen Dokumente öffnen: Antrag {{applicationNumber}}',
    heading: 'Ihre hochgeladenen Dokumente öffnen',
    intro:
      'Sie möchten die für den Antrag {{applicationNumber}} hochgeladenen Reisepässe und Fotos sehen. Dieser Link öffnet sie in den nächsten {{minutes}} Minuten, und er funktioniert nur einmal.',
    button: 'Dokumente öffnen',
    ignore:
      'Wenn Sie das nicht angefordert haben, hat vielleicht jemand einen alten Link zu Ihrem Antrag. Öffnen Sie ihn und wählen Sie „Auf anderen Geräten abmelden“.',
  },
  paymentReceived: {
    subject: 'Zahlung für Antrag {{applicationNumber}} eingegangen',
    heading: 'Vielen Dank für Ihre Zahlung',
    intro: 'Wir haben Ihre Zahlung von {{amount}} für Antrag {{applicationNumber}} erhalten.',
    amount: 'Betrag',
    transactionId: 'Transaktions-ID',
    next: 'Nächster Schritt: Laden Sie für jeden Antragsteller einen Passscan und ein Foto hoch. Wir beginnen mit der Bearbeitung, sobald alle Dokumente hochgeladen sind.',
    uploadDocuments: 'Dokumente hochladen',
  },
  documentsReceived: {
    subject: 'Dokumente für Antrag {{applicationNumber}} eingegangen',
    heading: 'Ihr Antrag ist vollständig',
    intro:
      'Vielen Dank. Wir haben die Dokumente für Antrag {{applicationNumber}} erhalten, und unser Team prüft ihn jetzt.',
    processingTime: 'Voraussichtliche Bearbeitungszeit',
    next: 'Wir prüfen jedes Dokument und reichen Ihren Antrag ein. Falls etwas korrigiert werden muss, schreiben wir Ihnen eine E-Mail. Sobald Ihr e-Visa erteilt ist, erhalten Sie es per E-Mail.',
  },
  supportMessage: {
    subject: 'Supportanfrage: {{subject}}',
    heading: 'Neue Supportnachricht',
    name: 'Name',
    email: 'E-Mail',
    topic: 'Betreff',
    message: 'Nachricht',
    none: '(keine)',
  },
  supportAcknowledgement: {
    subject: 'Wir haben Ihre Nachricht erhalten (Referenz {{reference}})',
    heading: 'Vielen Dank für Ihre Nachricht',
    intro:
      'Wir haben Ihre Nachricht mit der Referenz {{reference}} erhalten. Unser Support-Team antwortet so bald wie möglich an diese Adresse.',
    notYou:
      'Wenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren; Sie erhalten keine weiteren Nachrichten.',
  },
  applicationApproved: {
    subject: 'Ihr e-Visa für Antrag {{applicationNumber}} ist genehmigt',
    heading: 'Ihr e-Visa wurde erteilt',
    intro: 'Gute Nachrichten: Das e-Visa für Antrag {{applicationNumber}} wurde genehmigt.',
    attachment: 'Ihr e-Visa ist dieser E-Mail als PDF beigefügt.',
    nextSteps: 'Was Sie jetzt tun sollten',
    stepPrint:
      '1. Drucken Sie Ihr e-Visa aus und speichern Sie zusätzlich eine Kopie auf Ihrem Telefon.',
    stepPassport:
      '2. Reisen Sie mit demselben Reisepass, mit dem Sie den Antrag gestellt haben; er muss bei der Ankunft noch mindestens sechs Monate gültig sein.',
    stepCheck:
      '3. Prüfen Sie, ob Name, Reisepassnummer und Daten mit Ihrem Reisepass übereinstimmen. Falls etwas nicht stimmt, kontaktieren Sie vor der Reise unser Support-Team.',
  },
  applicationRejected: {
    subject: 'Neuigkeiten zu Antrag {{applicationNumber}}',
    heading: 'Ihr e-Visa-Antrag wurde nicht genehmigt',
    intro:
      'Es tut uns leid, Ihnen mitteilen zu müssen, dass der e-Visa-Antrag {{applicationNumber}} nicht genehmigt wurde.',
    reason: 'Grund',
    refund:
      'Wir erstatten {{amount}} auf die Karte, mit der Sie bezahlt haben. Ihre Bank zeigt die Gutschrift in der Regel innerhalb von {{minDays}} bis {{maxDays}} Werktagen an.',
    contact: 'Bei Fragen wenden Sie sich bitte über unsere Website an unser Support-Team.',
    contactSupport: 'Support kontaktieren',
  },
  travellerApproved: {
    subject: '{{firstName}}: e-Visum genehmigt (Antrag {{applicationNumber}})',
    heading: 'Ein e-Visum wurde erteilt',
    intro:
      'Gute Nachrichten: Das e-Visum von {{firstName}} im Antrag {{applicationNumber}} wurde genehmigt.',
    attachment:
      'Das e-Visum von {{firstName}} ist dieser E-Mail als PDF beigefügt. Jede reisende Person erhält ihr eigenes e-Visum und ihre eigene E-Mail.',
  },
  addOnDelivered: {
    insurance: {
      subject: '{{firstName}}: Reiseversicherungsnachweis (Antrag {{applicationNumber}})',
      heading: 'Ihr Reiseversicherungsnachweis',
      intro:
        'Der Reiseversicherungsnachweis von {{firstName}} zum Antrag {{applicationNumber}} ist dieser E-Mail beigefügt.',
      use: 'Führen Sie ihn auf der Reise mit sich: Er zeigt Ihren Versicherungsschutz und die Nummer, unter der Sie Hilfe erhalten.',
    },
    esim: {
      subject: '{{firstName}}: Ihre Reise-eSIM (Antrag {{applicationNumber}})',
      heading: 'Ihre Reise-eSIM ist bereit',
      intro:
        'Die eSIM von {{firstName}} zum Antrag {{applicationNumber}} ist dieser E-Mail beigefügt: ihr QR-Code und die Anleitung zur Installation.',
      use: 'Installieren Sie sie vor der Abreise wie beschrieben auf Ihrem Telefon; sie funktioniert ab Ihrer Ankunft in Indien.',
    },
    replacesEarlier: 'Diese Datei ersetzt die zuvor gesendete: Bitte verwenden Sie diese.',
    statusPage: 'Sie können sie auch auf der Statusseite Ihres Antrags herunterladen.',
  },
  travellerRefused: {
    subject: '{{firstName}}: Neuigkeiten zu Antrag {{applicationNumber}}',
    heading: 'Ein e-Visum wurde nicht genehmigt',
    intro:
      'Es tut uns leid, Ihnen mitteilen zu müssen, dass das e-Visum von {{firstName}} im Antrag {{applicationNumber}} nicht genehmigt wurde. Über die anderen Reisenden des Antrags wird einzeln entschieden.',
  },
  refundIssued: {
    subject: '{{applicationNumber}}: Erstattung von {{amount}}',
    heading: 'Wir haben einen Teil Ihrer Zahlung erstattet',
    introTraveller:
      'Wir haben für {{firstName}} im Antrag {{applicationNumber}} {{amount}} auf die Karte erstattet, mit der Sie bezahlt haben.',
    introApplication:
      'Wir haben im Antrag {{applicationNumber}} {{amount}} auf die Karte erstattet, mit der Sie bezahlt haben.',
    reason: 'Grund',
    arrival:
      'Ihre Bank zeigt die Gutschrift in der Regel innerhalb von {{minDays}} bis {{maxDays}} Werktagen an.',
  },
  stepReminder: {
    subject: {
      details: 'Ihr e-Visum-Antrag {{applicationNumber}} ist noch nicht fertig',
      payment: 'Antrag {{applicationNumber}}: noch ein Schritt, die Zahlung',
      documents: 'Antrag {{applicationNumber}}: Bitte laden Sie Ihre Dokumente hoch',
    },
    heading: {
      details: 'Ihr Antrag wartet auf Sie',
      payment: 'Ihr Antrag ist bereit zur Zahlung',
      documents: 'Wir brauchen Ihre Dokumente',
    },
    intro: {
      details:
        'Sie haben den Antrag {{applicationNumber}} begonnen, aber nicht abgeschlossen. Ihre Angaben sind gespeichert: Machen Sie dort weiter, wo Sie aufgehört haben.',
      payment:
        'Der Antrag {{applicationNumber}} ist vollständig und unterschrieben. Bezahlen Sie die Gebühren, um ihn zur Prüfung an uns zu senden.',
      documents:
        'Danke für Ihre Zahlung für den Antrag {{applicationNumber}}. Wir beginnen mit der Prüfung, sobald Passseite und Foto jedes Reisenden hochgeladen sind.',
    },
    stop: 'Sie möchten keine Erinnerungen? Ein Klick beendet sie. Über den Fortschritt und die Entscheidung zu Ihrem Antrag informieren wir Sie weiterhin per E-Mail.',
    stopButton: 'Erinnerungen abbestellen',
  },
  reminderStopPage: {
    title: 'Erinnerungen abbestellt',
    invalidTitle: 'Link ungültig',
    done: 'Wir senden keine Erinnerungen mehr zum Antrag {{applicationNumber}}. Über seinen Fortschritt und unsere Entscheidung informieren wir Sie weiterhin per E-Mail.',
    invalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link in der neuesten Erinnerung.',
    home: 'Zur Startseite',
  },
  supportReply: {
    subject: '{{subject}} (Referenz {{reference}})',
    heading: 'Eine Antwort unseres Support-Teams',
    reply:
      'Um zu antworten, antworten Sie auf diese E-Mail und lassen Sie die Referenz {{reference}} im Betreff stehen.',
  },
  staffMessage: {
    subject: 'Antrag {{applicationNumber}}: {{subject}}',
    heading: 'Eine Nachricht zu Ihrem Antrag',
    intro: 'Unser Team hat Ihnen eine Nachricht zu Antrag {{applicationNumber}} gesendet:',
    reply:
      'Um zu antworten, nutzen Sie bitte das Kontaktformular auf unserer Website und geben Sie Ihre Antragsnummer an.',
  },
  changesRequested: {
    subject: 'Antrag {{applicationNumber}}: bitte senden Sie einige Änderungen',
    heading: 'Wir benötigen einige Änderungen',
    intro:
      'Um die Prüfung von Antrag {{applicationNumber}} fortzusetzen, benötigen wir die folgenden Änderungen. Sonst ist nichts zu tun.',
    button: 'Änderungen senden',
    link: 'Der Link gilt 7 Tage und bis alle Änderungen gesendet sind. Er ist persönlich: Bitte geben Sie ihn nicht weiter.',
    reasons: {
      photo_background: 'Foto: Der Hintergrund muss einfarbig und hell sein.',
      face_too_small:
        'Foto: Das Gesicht ist zu klein; es muss den größten Teil des Bildes ausfüllen.',
      passport_page_unreadable:
        'Passseite: Der Scan ist unscharf oder abgeschnitten; bitte senden Sie einen scharfen Scan der ganzen Seite.',
      passport_expires_soon:
        'Reisepass: Er läuft innerhalb von 6 Monaten nach der Ankunft ab; bitte senden Sie Seite und Angaben des neuen Passes.',
      name_mismatch:
        'Name: Er stimmt nicht mit dem Pass überein; bitte geben Sie ihn genau wie im Pass ein.',
      other: 'Sonstiges:',
    },
  },
  changesReminder: {
    subject: 'Erinnerung: Antrag {{applicationNumber}} wartet auf Ihre Änderungen',
    heading: 'Wir warten noch auf Ihre Änderungen',
    intro: 'Antrag {{applicationNumber}} ruht, bis wir die folgenden Änderungen erhalten.',
  },
  dataRightsCode: {
    subject: 'Ihr Code für Antrag {{applicationNumber}}',
    heading: 'Ihr Code, um Ihre Daten einzusehen oder zu löschen',
    intro:
      'Sie möchten die Daten, die wir zu Antrag {{applicationNumber}} speichern, herunterladen oder löschen. Geben Sie diesen Code auf der Statusseite ein:',
    codeLabel: 'Ihr Code',
    expiry: 'Der Code gilt einmal, {{minutes}} Minuten lang.',
    ignore:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne den Code geschieht nichts.',
  },
  dataErased: {
    subject: 'Ihre Daten zu Antrag {{applicationNumber}} wurden gelöscht',
    heading: 'Ihre Daten wurden gelöscht',
    intro:
      'Wie gewünscht haben wir die personenbezogenen Daten und Dateien von Antrag {{applicationNumber}} gelöscht: Namen, Pass- und Kontaktdaten, Reisepläne, Unterschriften, hochgeladene Dokumente und e-Visa.',
    refund:
      'Wir erstatten {{amount}} auf die Karte, mit der Sie bezahlt haben. Ihre Bank zeigt den Betrag meist innerhalb von {{minDays}} bis {{maxDays}} Werktagen an.',
    kept: 'Wir behalten nur, was das Gesetz für die Buchhaltung verlangt: die Antragsnummer, Beträge, Daten und Zahlungsreferenzen.',
    backups:
      'Kopien in unseren verschlüsselten Sicherungen verschwinden, wenn diese Sicherungen ersetzt werden; wird je eine wiederhergestellt, werden Ihre Daten erneut gelöscht.',
  },
  erasureRequested: {
    subject: 'Wir haben Ihren Löschantrag für Antrag {{applicationNumber}} erhalten',
    heading: 'Ihr Löschantrag ist erfasst',
    intro:
      'Antrag {{applicationNumber}} wurde bereits an die indischen Behörden übermittelt, daher löscht unser Team die Daten von Hand. Das geschieht spätestens am {{date}}, und wir schreiben Ihnen, sobald es erledigt ist.',
    authorities:
      'Was die indischen Behörden erhalten haben, liegt bei ihnen: Das können wir nicht löschen.',
  },
};
