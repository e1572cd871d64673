import type { MailMessages } from './en';

export const fr: MailMessages = {
  layout: {
    brand: '{{siteName}}',
    automated: 'Ceci est un message automatique concernant votre demande d’e-Visa.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer:
      '{{siteName}} est un cabinet de conseil privé. Nous ne sommes pas affiliés au gouvernement indien.',
  },
  common: {
    applicationNumber: 'Numéro de demande',
    continueApplication: 'Reprendre votre demande',
    viewStatus: 'Voir le statut de la demande',
    expectedBy: 'e-Visa attendu le',
    expectedIfToday:
      'Si tous les passeports et photos sont téléversés aujourd’hui, votre e-Visa est attendu d’ici le {{date}}. Le délai de traitement commence dès que tous les documents sont reçus.',
    personalLink:
      'Ce lien est personnel : toute personne qui le détient peut consulter et modifier votre demande. Merci de ne pas le partager.',
    visaTypes: {
      tourist: 'e-Visa touristique',
      business: 'e-Visa d’affaires',
      medical: 'e-Visa médical',
      conference: 'e-Visa pour conférence',
    },
    processingTimes: {
      normal: 'Normal (3 à 5 jours ouvrés)',
      urgent: 'Urgent (1 à 2 jours ouvrés)',
      'super-urgent': 'Très urgent (le jour même, selon disponibilité)',
    },
  },
  agreementSigned: {
    subject: 'Votre contrat signé pour la demande {{applicationNumber}}',
    heading: 'Votre contrat est signé',
    intro:
      'Merci. Vous avez signé le contrat de service pour la demande {{applicationNumber}} le {{signedAt}}.',
    attachment:
      'Une copie du contrat signé est jointe à cet e-mail au format PDF. Veuillez la conserver.',
    next: 'Prochaine étape : le paiement. Vous pouvez reprendre votre demande à tout moment grâce au lien ci-dessous.',
  },
  applicationConfirmation: {
    subject: 'Demande {{applicationNumber}} reçue',
    heading: 'Nous avons bien reçu votre demande',
    intro:
      'Merci. Votre numéro de demande est {{applicationNumber}}. Veuillez l’indiquer chaque fois que vous nous contactez.',
    summary: 'Récapitulatif',
    visaType: 'Type de visa',
    touristValidity: 'Validité',
    processingTime: 'Délai de traitement',
    numberOfApplicants: 'Nombre de demandeurs',
    applicantNames: 'Demandeurs',
    total: 'Total',
    nextSteps: 'Prochaines étapes',
    nextPayment: '1. Payez votre demande.',
    nextDocuments: '2. Envoyez un scan du passeport et une photo pour chaque demandeur.',
  },
  resumeLink: {
    subject: 'Reprenez votre demande {{applicationNumber}}',
    heading: 'Reprenez votre demande là où vous l’aviez laissée',
    intro:
      'Voici le lien pour reprendre votre demande {{applicationNumber}}. Les réponses déjà saisies sont enregistrées.',
    ignore: 'Si vous n’avez pas demandé cet e-mail, vous pouvez l’ignorer.',
  },
  unpaidReminder: {
    subject: 'La demande {{applicationNumber}} sera supprimée le {{date}}',
    heading: 'Votre demande inachevée sera bientôt supprimée',
    intro:
      'Votre demande {{applicationNumber}} n’a pas été payée, et nous conservons les demandes impayées {{days}} jours après leur dernière modification. Si vous ne la poursuivez pas, nous la supprimerons avec toutes ses informations le {{date}}.',
    keep: 'Pour la conserver, ouvrez-la avec le lien ci-dessous : toute modification enregistrée la conserve {{days}} jours de plus.',
    nothing: 'Si vous n’en avez plus besoin, vous n’avez rien à faire.',
  },
  fileLink: {
    subject: 'Ouvrez vos documents envoyés : demande {{applicationNumber}}',
    heading: 'Ouvrez vos documents envoyés',
    intro:
      'Vous avez demandé à voir les passeports et les photos envoyés pour la demande {{applicationNumber}}. Ce lien les ouvre pendant les {{minutes}} prochaines minutes, une seule fois.',
    button: 'Ouvrir vos documents',
    ignore:
      'Si vous n’avez rien demandé, quelqu’un a peut-être un ancien lien vers votre demande. Ouvrez-la et choisissez « Se déconnecter des autres appareils ».',
  },
  paymentReceived: {
    subject: 'Paiement reçu pour la demande {{applicationNumber}}',
    heading: 'Merci pour votre paiement',
    intro:
      'Nous avons bien reçu votre paiement de {{amount}} pour la demande {{applicationNumber}}.',
    amount: 'Montant',
    transactionId: 'Identifiant de transaction',
    next: 'Prochaine étape : envoyez un scan du passeport et une photo pour chaque demandeur. Nous commençons le traitement dès que tous les documents ont été envoyés.',
    uploadDocuments: 'Envoyer les documents',
  },
  documentsReceived: {
    subject: 'Documents reçus pour la demande {{applicationNumber}}',
    heading: 'Votre demande est complète',
    intro:
      'Merci. Nous avons bien reçu les documents de la demande {{applicationNumber}}, et notre équipe est en train de l’examiner.',
    processingTime: 'Délai de traitement prévu',
    next: 'Nous vérifierons chaque document et déposerons votre demande. Si une correction est nécessaire, nous vous écrirons. Vous recevrez votre e-Visa par e-mail dès qu’il sera accordé.',
  },
  supportMessage: {
    subject: 'Demande d’assistance : {{subject}}',
    heading: 'Nouveau message d’assistance',
    name: 'Nom',
    email: 'E-mail',
    topic: 'Objet',
    message: 'Message',
    none: '(aucun)',
  },
  supportAcknowledgement: {
    subject: 'Nous avons bien reçu votre message (référence {{reference}})',
    heading: 'Merci de nous avoir contactés',
    intro:
      'Nous avons bien reçu votre message, référence {{reference}}. Notre équipe d’assistance vous répondra à cette adresse dans les meilleurs délais.',
    notYou:
      'Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail ; vous ne recevrez aucun autre message.',
  },
  applicationApproved: {
    subject: 'Votre e-Visa pour la demande {{applicationNumber}} est approuvé',
    heading: 'Votre e-Visa a été accordé',
    intro: 'Bonne nouvelle : l’e-Visa de la demande {{applicationNumber}} a été approuvé.',
    attachment: 'Votre e-Visa est joint à cet e-mail au format PDF.',
    nextSteps: 'Que faire maintenant ?',
    stepPrint: '1. Imprimez votre e-Visa et gardez-en aussi une copie sur votre téléphone.',
    stepPassport:
      '2. Voyagez avec le passeport utilisé pour la demande ; il doit être valable au moins six mois à votre arrivée.',
    stepCheck:
      '3. Vérifiez que votre nom, votre numéro de passeport et les dates correspondent à votre passeport. En cas d’erreur, contactez notre équipe d’assistance avant votre départ.',
  },
  applicationRejected: {
    subject: 'Informations sur la demande {{applicationNumber}}',
    heading: 'Votre demande d’e-Visa n’a pas été approuvée',
    intro:
      'Nous avons le regret de vous informer que la demande d’e-Visa {{applicationNumber}} n’a pas été approuvée.',
    reason: 'Motif',
    refund:
      'Nous remboursons {{amount}} sur la carte utilisée pour le paiement. Le remboursement apparaît généralement sur votre compte sous {{minDays}} à {{maxDays}} jours ouvrés.',
    contact:
      'Pour toute question, veuillez contacter notre équipe d’assistance via notre site web.',
    contactSupport: 'Contacter l’assistance',
  },
  travellerApproved: {
    subject: '{{firstName}} : e-Visa approuvé (demande {{applicationNumber}})',
    heading: 'Un e-Visa a été accordé',
    intro:
      'Bonne nouvelle : l’e-Visa de {{firstName}} pour la demande {{applicationNumber}} a été approuvé.',
    attachment:
      'L’e-Visa de {{firstName}} est joint à cet e-mail au format PDF. Chaque voyageur reçoit son propre e-Visa et son propre e-mail.',
  },
  addOnDelivered: {
    insurance: {
      subject: '{{firstName}} : attestation d’assurance voyage (demande {{applicationNumber}})',
      heading: 'Votre attestation d’assurance voyage',
      intro:
        'L’attestation d’assurance voyage de {{firstName}} pour la demande {{applicationNumber}} est jointe à cet e-mail.',
      use: 'Gardez-la sur vous pendant le voyage : elle indique votre couverture et le numéro à appeler en cas de besoin.',
    },
    esim: {
      subject: '{{firstName}} : votre eSIM de voyage (demande {{applicationNumber}})',
      heading: 'Votre eSIM de voyage est prête',
      intro:
        'L’eSIM de {{firstName}} pour la demande {{applicationNumber}} est jointe à cet e-mail : son code QR et la marche à suivre pour l’installer.',
      use: 'Installez-la sur votre téléphone avant de partir, comme l’indiquent les instructions ; elle fonctionne dès votre arrivée en Inde.',
    },
    replacesEarlier:
      'Ce fichier remplace celui que nous vous avons envoyé auparavant : utilisez celui-ci.',
    statusPage: 'Vous pouvez aussi le télécharger depuis la page de suivi de votre demande.',
  },
  travellerRefused: {
    subject: '{{firstName}} : nouvelles de la demande {{applicationNumber}}',
    heading: 'Un e-Visa n’a pas été approuvé',
    intro:
      'Nous sommes désolés de vous informer que l’e-Visa de {{firstName}} pour la demande {{applicationNumber}} n’a pas été approuvé. Les autres voyageurs de la demande font l’objet d’une décision distincte.',
  },
  refundIssued: {
    subject: '{{applicationNumber}} : remboursement de {{amount}}',
    heading: 'Nous avons remboursé une partie de votre paiement',
    introTraveller:
      'Nous avons remboursé {{amount}} pour {{firstName}} sur la demande {{applicationNumber}}, sur la carte utilisée pour le paiement.',
    introApplication:
      'Nous avons remboursé {{amount}} sur la demande {{applicationNumber}}, sur la carte utilisée pour le paiement.',
    reason: 'Motif',
    arrival: 'Votre banque l’affiche généralement sous {{minDays}} à {{maxDays}} jours ouvrés.',
  },
  stepReminder: {
    subject: {
      details: 'Votre demande d’e-Visa {{applicationNumber}} n’est pas terminée',
      payment: 'Demande {{applicationNumber}} : il reste une étape, le paiement',
      documents: 'Demande {{applicationNumber}} : veuillez téléverser vos documents',
    },
    heading: {
      details: 'Votre demande vous attend',
      payment: 'Votre demande est prête à être payée',
      documents: 'Nous avons besoin de vos documents',
    },
    intro: {
      details:
        'Vous avez commencé la demande {{applicationNumber}} sans la terminer. Vos réponses sont enregistrées : reprenez là où vous vous êtes arrêté.',
      payment:
        'La demande {{applicationNumber}} est complète et signée. Payez les frais pour nous l’envoyer en vue de son examen.',
      documents:
        'Merci pour votre paiement de la demande {{applicationNumber}}. Nous commencerons l’examen dès que la page du passeport et la photo de chaque voyageur seront téléversées.',
    },
    stop: 'Vous ne voulez plus de ces rappels ? Un clic suffit pour les arrêter. Nous continuerons à vous écrire au sujet de l’avancement et de la décision.',
    stopButton: 'Arrêter les rappels',
  },
  reminderStopPage: {
    title: 'Rappels arrêtés',
    invalidTitle: 'Lien non valide',
    done: 'Nous n’enverrons plus de rappels au sujet de la demande {{applicationNumber}}. Nous continuerons à vous écrire au sujet de son avancement et de notre décision.',
    invalid:
      'Ce lien n’est pas valide. Utilisez le lien du dernier rappel que nous vous avons envoyé.',
    home: 'Aller à la page d’accueil',
  },
  supportReply: {
    subject: '{{subject}} (référence {{reference}})',
    heading: 'Une réponse de notre équipe d’assistance',
    reply:
      'Pour répondre, répondez à cet e-mail en gardant la référence {{reference}} dans l’objet.',
  },
  staffMessage: {
    subject: 'Demande {{applicationNumber}} : {{subject}}',
    heading: 'Un message concernant votre demande',
    intro: 'Notre équipe vous a envoyé un message concernant la demande {{applicationNumber}} :',
    reply:
      'Pour répondre, veuillez utiliser le formulaire de contact de notre site web en indiquant votre numéro de demande.',
  },
  changesRequested: {
    subject: 'Demande {{applicationNumber}} : quelques modifications nécessaires',
    heading: 'Nous avons besoin de quelques modifications',
    intro:
      'Pour poursuivre l’examen de la demande {{applicationNumber}}, nous avons besoin des modifications ci-dessous. Rien d’autre n’est à faire.',
    button: 'Envoyer les modifications',
    link: 'Le lien fonctionne pendant 7 jours et jusqu’à l’envoi de toutes les modifications. Il est personnel : ne le partagez pas.',
    reasons: {
      photo_background: 'Photo : le fond doit être uni et clair.',
      face_too_small: 'Photo : le visage est trop petit ; il doit occuper l’essentiel de l’image.',
      passport_page_unreadable:
        'Page du passeport : le scan est flou ou coupé ; envoyez un scan net de la page entière.',
      passport_expires_soon:
        'Passeport : il expire moins de 6 mois après l’arrivée ; envoyez la page et les données du nouveau passeport.',
      name_mismatch:
        'Nom : il ne correspond pas au passeport ; saisissez-le exactement comme dans le passeport.',
      other: 'Autre :',
    },
  },
  changesReminder: {
    subject: 'Rappel : la demande {{applicationNumber}} attend vos modifications',
    heading: 'Nous attendons toujours vos modifications',
    intro:
      'La demande {{applicationNumber}} est en attente jusqu’à réception des modifications ci-dessous.',
  },
  dataRightsCode: {
    subject: 'Votre code pour la demande {{applicationNumber}}',
    heading: 'Votre code pour consulter ou effacer vos données',
    intro:
      'Vous avez demandé à télécharger ou à effacer les données que nous détenons sur la demande {{applicationNumber}}. Saisissez ce code sur la page de suivi :',
    codeLabel: 'Votre code',
    expiry: 'Le code sert une seule fois, pendant {{minutes}} minutes.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne se passe sans le code.',
  },
  dataErased: {
    subject: 'Les données de la demande {{applicationNumber}} ont été effacées',
    heading: 'Vos données ont été effacées',
    intro:
      'Comme demandé, nous avons effacé les données personnelles et les fichiers de la demande {{applicationNumber}} : noms, données du passeport et coordonnées, projets de voyage, signatures, documents envoyés et e-Visas.',
    refund:
      'Nous remboursons {{amount}} sur la carte avec laquelle vous avez payé. Votre banque l’affiche généralement sous {{minDays}} à {{maxDays}} jours ouvrés.',
    kept: 'Nous ne gardons que ce que la loi exige pour la comptabilité : le numéro de demande, les montants, les dates et les références de paiement.',
    backups:
      'Les copies contenues dans nos sauvegardes chiffrées disparaissent à mesure que ces sauvegardes sont remplacées ; si l’une d’elles était restaurée, vos données seraient de nouveau effacées.',
  },
  erasureRequested: {
    subject: 'Nous avons reçu votre demande d’effacement de la demande {{applicationNumber}}',
    heading: 'Votre demande d’effacement est enregistrée',
    intro:
      'La demande {{applicationNumber}} a déjà été transmise aux autorités indiennes : notre équipe effectue donc l’effacement à la main. Ce sera fait au plus tard le {{date}}, et nous vous écrirons une fois terminé.',
    authorities:
      'Ce que les autorités indiennes ont reçu est conservé par elles : nous ne pouvons pas l’effacer.',
  },
};
