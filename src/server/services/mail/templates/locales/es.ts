import type { MailMessages } from './en';

export const es: MailMessages = {
  layout: {
    brand: '{{siteName}}',
    automated: 'Este es un mensaje automático sobre su solicitud de e-Visa.',
    linkFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
    footer:
      '{{siteName}} es una consultoría privada. No tenemos ninguna vinculación con el Gobierno de la India.',
  },
  common: {
    applicationNumber: 'Número de solicitud',
    continueApplication: 'Continuar su solicitud',
    viewStatus: 'Ver el estado de la solicitud',
    expectedBy: 'e-Visa prevista para',
    expectedIfToday:
      'Si hoy se suben todos los pasaportes y fotos, su e-Visa está prevista para el {{date}}. El plazo de tramitación empieza cuando todos los documentos están completos.',
    personalLink:
      'Este enlace es personal: cualquier persona que lo tenga puede ver y modificar su solicitud. No lo comparta con nadie.',
    visaTypes: {
      tourist: 'e-Visa de turismo',
      business: 'e-Visa de negocios',
      medical: 'e-Visa médico',
      conference: 'e-Visa para conferencias',
    },
    processingTimes: {
      normal: 'Normal (de 3 a 5 días hábiles)',
      urgent: 'Urgente (de 1 a 2 días hábiles)',
      'super-urgent': 'Superurgente (en el mismo día, según disponibilidad)',
    },
  },
  agreementSigned: {
    subject: 'Su contrato firmado para la solicitud {{applicationNumber}}',
    heading: 'Su contrato está firmado',
    intro:
      'Gracias. Usted firmó el contrato de servicio de la solicitud {{applicationNumber}} el {{signedAt}}.',
    attachment:
      'Encontrará adjunta a este correo electrónico una copia en PDF del contrato firmado. Consérvela para su archivo.',
    next: 'Su siguiente paso es el pago. Puede continuar su solicitud en cualquier momento con el enlace que aparece a continuación.',
  },
  applicationConfirmation: {
    subject: 'Hemos recibido la solicitud {{applicationNumber}}',
    heading: 'Hemos recibido su solicitud',
    intro:
      'Gracias. Su número de solicitud es {{applicationNumber}}. Indíquelo siempre que se ponga en contacto con nosotros.',
    summary: 'Resumen',
    visaType: 'Tipo de visado',
    touristValidity: 'Validez',
    processingTime: 'Plazo de tramitación',
    numberOfApplicants: 'Número de solicitantes',
    applicantNames: 'Solicitantes',
    total: 'Total',
    nextSteps: 'Próximos pasos',
    nextPayment: '1. Pague su solicitud.',
    nextDocuments: '2. Suba un escaneo del pasaporte y una fotografía de cada solicitante.',
  },
  resumeLink: {
    subject: 'Continúe su solicitud {{applicationNumber}}',
    heading: 'Continúe donde lo dejó',
    intro:
      'Aquí tiene el enlace para continuar su solicitud {{applicationNumber}}. Las respuestas que ha dado hasta ahora están guardadas.',
    ignore: 'Si usted no ha solicitado este correo electrónico, puede ignorarlo.',
  },
  unpaidReminder: {
    subject: 'La solicitud {{applicationNumber}} se eliminará el {{date}}',
    heading: 'Su solicitud sin terminar se eliminará pronto',
    intro:
      'Su solicitud {{applicationNumber}} no se ha pagado, y conservamos las solicitudes sin pagar durante {{days}} días desde su último cambio. Si no la continúa, la eliminaremos con todos sus datos el {{date}}.',
    keep: 'Para conservarla, ábrala con el enlace de abajo: cualquier cambio que guarde la conserva otros {{days}} días.',
    nothing: 'Si ya no la necesita, no tiene que hacer nada.',
  },
  fileLink: {
    subject: 'Abra sus documentos subidos: solicitud {{applicationNumber}}',
    heading: 'Abra sus documentos subidos',
    intro:
      'Ha pedido ver los pasaportes y las fotos subidos para la solicitud {{applicationNumber}}. Este enlace los abre durante los próximos {{minutes}} minutos y funciona una sola vez.',
    button: 'Abrir sus documentos',
    ignore:
      'Si no lo ha pedido usted, puede que alguien tenga un enlace antiguo a su solicitud. Ábrala y elija «Cerrar sesión en otros dispositivos».',
  },
  paymentReceived: {
    subject: 'Pago recibido para la solicitud {{applicationNumber}}',
    heading: 'Gracias por su pago',
    intro: 'Hemos recibido su pago de {{amount}} para la solicitud {{applicationNumber}}.',
    amount: 'Importe',
    transactionId: 'Identificador de la transacción',
    next: 'Siguiente paso: suba un escaneo del pasaporte y una fotografía de cada solicitante. Empezaremos la tramitación en cuanto se hayan subido todos los documentos.',
    uploadDocuments: 'Subir documentos',
  },
  documentsReceived: {
    subject: 'Documentos recibidos para la solicitud {{applicationNumber}}',
    heading: 'Su solicitud está completa',
    intro:
      'Gracias. Hemos recibido los documentos de la solicitud {{applicationNumber}} y nuestro equipo ya la está revisando.',
    processingTime: 'Plazo de tramitación previsto',
    next: 'Comprobaremos cada documento y presentaremos su solicitud. Si hay algo que corregir, le escribiremos por correo electrónico. Recibirá su e-Visa por correo electrónico en cuanto se conceda.',
  },
  supportMessage: {
    subject: 'Solicitud de ayuda: {{subject}}',
    heading: 'Nuevo mensaje de ayuda',
    name: 'Nombre',
    email: 'Correo electrónico',
    topic: 'Asunto',
    message: 'Mensaje',
    none: '(ninguno)',
  },
  supportAcknowledgement: {
    subject: 'Hemos recibido su mensaje (referencia {{reference}})',
    heading: 'Gracias por ponerse en contacto con nosotros',
    intro:
      'Hemos recibido su mensaje, con la referencia {{reference}}. Nuestro equipo de ayuda responderá a esta dirección lo antes posible.',
    notYou:
      'Si usted no nos ha escrito, puede ignorar este correo electrónico; no le enviaremos nada más.',
  },
  applicationApproved: {
    subject: 'Su e-Visa de la solicitud {{applicationNumber}} ha sido aprobado',
    heading: 'Se le ha concedido el e-Visa',
    intro: 'Buenas noticias: el e-Visa de la solicitud {{applicationNumber}} ha sido aprobado.',
    attachment: 'Encontrará su e-Visa adjunto a este correo electrónico en formato PDF.',
    nextSteps: 'Qué hacer a continuación',
    stepPrint: '1. Imprima su e-Visa y guarde también una copia en su teléfono.',
    stepPassport:
      '2. Viaje con el mismo pasaporte con el que presentó la solicitud; debe tener una validez mínima de seis meses a su llegada.',
    stepCheck:
      '3. Compruebe que su nombre, su número de pasaporte y las fechas coinciden con su pasaporte. Si algo no es correcto, contacte con nuestro equipo de ayuda antes de viajar.',
  },
  applicationRejected: {
    subject: 'Novedades sobre la solicitud {{applicationNumber}}',
    heading: 'Su solicitud de e-Visa no ha sido aprobada',
    intro:
      'Lamentamos comunicarle que la solicitud de e-Visa {{applicationNumber}} no ha sido aprobada.',
    reason: 'Motivo',
    refund:
      'Le reembolsaremos {{amount}} en la tarjeta con la que pagó. Su banco suele mostrarlo en un plazo de {{minDays}} a {{maxDays}} días hábiles.',
    contact:
      'Si tiene alguna pregunta, póngase en contacto con nuestro equipo de ayuda a través de nuestro sitio web.',
    contactSupport: 'Contactar con el servicio de ayuda',
  },
  travellerApproved: {
    subject: '{{firstName}}: e-Visa aprobada (solicitud {{applicationNumber}})',
    heading: 'Se ha concedido una e-Visa',
    intro:
      'Buenas noticias: la e-Visa de {{firstName}} de la solicitud {{applicationNumber}} ha sido aprobada.',
    attachment:
      'La e-Visa de {{firstName}} se adjunta a este correo en PDF. Cada viajero recibe su propia e-Visa y su propio correo.',
  },
  addOnDelivered: {
    insurance: {
      subject: '{{firstName}}: certificado del seguro de viaje (solicitud {{applicationNumber}})',
      heading: 'Su certificado del seguro de viaje',
      intro:
        'El certificado del seguro de viaje de {{firstName}} de la solicitud {{applicationNumber}} va adjunto a este correo.',
      use: 'Llévelo consigo durante el viaje: muestra su cobertura y el número al que llamar si necesita ayuda.',
    },
    esim: {
      subject: '{{firstName}}: su eSIM de viaje (solicitud {{applicationNumber}})',
      heading: 'Su eSIM de viaje está lista',
      intro:
        'La eSIM de {{firstName}} de la solicitud {{applicationNumber}} va adjunta a este correo: su código QR y cómo instalarla.',
      use: 'Instálela en su teléfono antes de salir, como indican las instrucciones; empieza a funcionar cuando llegue a la India.',
    },
    replacesEarlier: 'Este archivo sustituye al que le enviamos antes: utilice este.',
    statusPage: 'También puede descargarlo desde la página de estado de su solicitud.',
  },
  travellerRefused: {
    subject: '{{firstName}}: novedades de la solicitud {{applicationNumber}}',
    heading: 'Una e-Visa no ha sido aprobada',
    intro:
      'Lamentamos informarle de que la e-Visa de {{firstName}} de la solicitud {{applicationNumber}} no ha sido aprobada. Los demás viajeros de la solicitud se deciden por separado.',
  },
  refundIssued: {
    subject: '{{applicationNumber}}: reembolso de {{amount}}',
    heading: 'Hemos reembolsado parte de su pago',
    introTraveller:
      'Hemos reembolsado {{amount}} por {{firstName}} en la solicitud {{applicationNumber}} a la tarjeta con la que pagó.',
    introApplication:
      'Hemos reembolsado {{amount}} en la solicitud {{applicationNumber}} a la tarjeta con la que pagó.',
    reason: 'Motivo',
    arrival: 'Su banco suele mostrarlo en un plazo de {{minDays}} a {{maxDays}} días hábiles.',
  },
  stepReminder: {
    subject: {
      details: 'Su solicitud de e-Visa {{applicationNumber}} aún no está terminada',
      payment: 'Solicitud {{applicationNumber}}: falta un paso, el pago',
      documents: 'Solicitud {{applicationNumber}}: suba sus documentos',
    },
    heading: {
      details: 'Su solicitud le espera',
      payment: 'Su solicitud está lista para pagar',
      documents: 'Necesitamos sus documentos',
    },
    intro: {
      details:
        'Empezó la solicitud {{applicationNumber}} pero no la terminó. Sus respuestas están guardadas: continúe donde lo dejó.',
      payment:
        'La solicitud {{applicationNumber}} está completa y firmada. Pague las tasas para enviárnosla a revisión.',
      documents:
        'Gracias por pagar la solicitud {{applicationNumber}}. Empezaremos la revisión cuando estén subidas la página del pasaporte y la foto de cada viajero.',
    },
    stop: '¿No quiere estos recordatorios? Un clic los detiene. Le seguiremos escribiendo sobre el avance y la decisión de su solicitud.',
    stopButton: 'Dejar de recibir recordatorios',
  },
  reminderStopPage: {
    title: 'Recordatorios desactivados',
    invalidTitle: 'Enlace no válido',
    done: 'No enviaremos más recordatorios sobre la solicitud {{applicationNumber}}. Le seguiremos escribiendo sobre su avance y nuestra decisión.',
    invalid: 'Este enlace no es válido. Use el enlace del último recordatorio que le enviamos.',
    home: 'Ir a la página de inicio',
  },
  supportReply: {
    subject: '{{subject}} (referencia {{reference}})',
    heading: 'Una respuesta de nuestro equipo de asistencia',
    reply:
      'Para contestar, responda a este correo y mantenga la referencia {{reference}} en el asunto.',
  },
  staffMessage: {
    subject: 'Solicitud {{applicationNumber}}: {{subject}}',
    heading: 'Un mensaje sobre su solicitud',
    intro: 'Nuestro equipo le ha enviado un mensaje sobre la solicitud {{applicationNumber}}:',
    reply:
      'Para responder, utilice el formulario de contacto de nuestro sitio web e indique su número de solicitud.',
  },
  changesRequested: {
    subject: 'Solicitud {{applicationNumber}}: envíe algunos cambios',
    heading: 'Necesitamos algunos cambios',
    intro:
      'Para seguir revisando la solicitud {{applicationNumber}}, necesitamos los cambios siguientes. No hay que hacer nada más.',
    button: 'Enviar los cambios',
    link: 'El enlace funciona durante 7 días y hasta que se envíen todos los cambios. Es personal: no lo comparta.',
    reasons: {
      photo_background: 'Foto: el fondo debe ser liso y claro.',
      face_too_small:
        'Foto: la cara es demasiado pequeña; debe ocupar la mayor parte de la imagen.',
      passport_page_unreadable:
        'Página del pasaporte: el escaneo está borroso o cortado; envíe un escaneo nítido de la página completa.',
      passport_expires_soon:
        'Pasaporte: caduca en menos de 6 meses desde la llegada; envíe la página y los datos del nuevo pasaporte.',
      name_mismatch:
        'Nombre: no coincide con el pasaporte; escríbalo exactamente como en el pasaporte.',
      other: 'Otro:',
    },
  },
  changesReminder: {
    subject: 'Recordatorio: la solicitud {{applicationNumber}} espera sus cambios',
    heading: 'Seguimos esperando sus cambios',
    intro:
      'La solicitud {{applicationNumber}} está en pausa hasta que recibamos los cambios siguientes.',
  },
  dataRightsCode: {
    subject: 'Su código para la solicitud {{applicationNumber}}',
    heading: 'Su código para ver o borrar sus datos',
    intro:
      'Ha pedido descargar o borrar los datos que tenemos sobre la solicitud {{applicationNumber}}. Introduzca este código en la página de estado:',
    codeLabel: 'Código',
    expiry: 'El código sirve una vez, durante {{minutes}} minutos.',
    ignore: 'Si no lo ha pedido usted, puede ignorar este correo: sin el código no ocurre nada.',
  },
  dataErased: {
    subject: 'Los datos de la solicitud {{applicationNumber}} se han borrado',
    heading: 'Sus datos se han borrado',
    intro:
      'Como pidió, hemos borrado los datos personales y los archivos de la solicitud {{applicationNumber}}: nombres, datos del pasaporte y de contacto, planes de viaje, firmas, documentos subidos y e-Visas.',
    refund:
      'Le reembolsamos {{amount}} en la tarjeta con la que pagó. Su banco suele mostrarlo en un plazo de {{minDays}} a {{maxDays}} días hábiles.',
    kept: 'Solo conservamos lo que la ley exige para la contabilidad: el número de solicitud, los importes, las fechas y las referencias de pago.',
    backups:
      'Las copias en nuestras copias de seguridad cifradas desaparecen a medida que se sustituyen; si alguna se restaurara, sus datos se borrarían de nuevo.',
  },
  erasureRequested: {
    subject: 'Hemos recibido su petición de borrar la solicitud {{applicationNumber}}',
    heading: 'Su petición de borrado está registrada',
    intro:
      'La solicitud {{applicationNumber}} ya se envió a las autoridades indias, así que nuestro equipo completa el borrado a mano. Estará hecho a más tardar el {{date}} y le escribiremos cuando lo esté.',
    authorities:
      'Lo que recibieron las autoridades indias lo conservan ellas: no podemos borrarlo.',
  },
};
