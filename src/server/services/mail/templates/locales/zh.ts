import type { MailMessages } from './en';

export const zh: MailMessages = {
  layout: {
    brand: '{{siteName}}',
    automated: '这是一封关于您的电子签证申请的自动邮件。',
    linkFallback: '如果按钮无法使用，请将以下链接复制到浏览器中打开：',
    footer: '{{siteName}} 是一家私营咨询机构。我们与印度政府没有任何隶属关系。',
  },
  common: {
    applicationNumber: '申请编号',
    continueApplication: '继续您的申请',
    viewStatus: '查看申请状态',
    expectedBy: '电子签证预计送达日期',
    expectedIfToday:
      '如果今天上传所有护照和照片，您的电子签证预计将于 {{date}} 前送达。所有材料齐全后开始计算处理时间。',
    personalLink:
      '此链接为您个人专用：任何拿到此链接的人都可以查看和修改您的申请。请不要与他人分享。',
    visaTypes: {
      tourist: '旅游电子签证',
      business: '商务电子签证',
      medical: '医疗电子签证',
      conference: '会议电子签证',
    },
    processingTimes: {
      normal: '普通（3 到 5 个工作日）',
      urgent: '加急（1 到 2 个工作日）',
      'super-urgent': '特急（当天办理，视名额而定）',
    },
  },
  agreementSigned: {
    subject: '您为申请 {{applicationNumber}} 签署的协议',
    heading: '您的协议已签署',
    intro: '谢谢您。您已于 {{signedAt}} 签署了申请 {{applicationNumber}} 的服务协议。',
    attachment: '已签署协议的副本以 PDF 格式附在本邮件中。请妥善保存，以备查阅。',
    next: '下一步是付款。您可以随时通过下方链接继续您的申请。',
  },
  applicationConfirmation: {
    subject: '已收到申请 {{applicationNumber}}',
    heading: '我们已收到您的申请',
    intro: '谢谢。您的申请编号是 {{applicationNumber}}。每次联系我们时，请提供此编号。',
    summary: '摘要',
    visaType: '签证类型',
    touristValidity: '有效期',
    processingTime: '办理时间',
    numberOfApplicants: '申请人数',
    applicantNames: '申请人',
    total: '总计',
    nextSteps: '后续步骤',
    nextPayment: '1. 为您的申请付款。',
    nextDocuments: '2. 为每位申请人上传护照扫描件和照片。',
  },
  resumeLink: {
    subject: '继续您的申请 {{applicationNumber}}',
    heading: '从上次中断的地方继续',
    intro: '这是继续申请 {{applicationNumber}} 的链接。您目前填写的内容均已保存。',
    ignore: '如果您并未请求此邮件，请忽略。',
  },
  unpaidReminder: {
    subject: '申请 {{applicationNumber}} 将于 {{date}} 删除',
    heading: '您未完成的申请即将被删除',
    intro:
      '您的申请 {{applicationNumber}} 尚未付款。未付款的申请我们在最后一次更改后保留 {{days}} 天。如果您不继续，我们将于 {{date}} 删除该申请及其全部信息。',
    keep: '如需保留，请通过下方链接打开：您保存的任何更改都会使其再保留 {{days}} 天。',
    nothing: '如果您不再需要它，无需任何操作。',
  },
  fileLink: {
    subject: '打开您已上传的文件：申请 {{applicationNumber}}',
    heading: '打开您已上传的文件',
    intro:
      '您请求查看申请 {{applicationNumber}} 已上传的护照和照片。此链接在接下来的 {{minutes}} 分钟内可以打开它们，且只能使用一次。',
    button: '打开您的文件',
    ignore:
      '如果这不是您本人的请求，可能有人持有您申请的旧链接。请打开您的申请并选择“在其他设备上退出”。',
  },
  paymentReceived: {
    subject: '已收到申请 {{applicationNumber}} 的付款',
    heading: '感谢您的付款',
    intro: '我们已收到您为申请 {{applicationNumber}} 支付的 {{amount}}。',
    amount: '金额',
    transactionId: '交易编号',
    next: '下一步：为每位申请人上传护照扫描件和照片。所有材料上传完毕后，我们即开始办理。',
    uploadDocuments: '上传材料',
  },
  documentsReceived: {
    subject: '已收到申请 {{applicationNumber}} 的材料',
    heading: '您的申请已完成',
    intro: '谢谢。我们已收到申请 {{applicationNumber}} 的材料，我们的团队正在审核。',
    processingTime: '预计办理时间',
    next: '我们会检查每一份材料并提交您的申请。如有任何需要更正之处，我们会给您发送电子邮件。电子签证获批后，您将通过电子邮件收到。',
  },
  supportMessage: {
    subject: '客服请求：{{subject}}',
    heading: '新的客服消息',
    name: '姓名',
    email: '电子邮箱',
    topic: '主题',
    message: '留言内容',
    none: '（无）',
  },
  supportAcknowledgement: {
    subject: '我们已收到您的留言（参考编号 {{reference}}）',
    heading: '感谢您联系我们',
    intro: '我们已收到您的留言，参考编号为 {{reference}}。我们的客服团队会尽快回复到此邮箱。',
    notYou: '如果您并未给我们写信，请忽略此邮件；我们不会再发送任何其他邮件。',
  },
  applicationApproved: {
    subject: '申请 {{applicationNumber}} 的电子签证已获批准',
    heading: '您的电子签证已签发',
    intro: '好消息：申请 {{applicationNumber}} 的电子签证已获批准。',
    attachment: '您的电子签证以 PDF 格式附在本邮件中。',
    nextSteps: '接下来请您',
    stepPrint: '1. 打印您的电子签证，并在手机上也保存一份。',
    stepPassport: '2. 请携带申请时所用的同一本护照出行；抵达时护照必须至少还有六个月有效期。',
    stepCheck:
      '3. 请核对您的姓名、护照号码和日期是否与护照一致。如有任何错误，请在出行前联系我们的客服团队。',
  },
  applicationRejected: {
    subject: '申请 {{applicationNumber}} 的最新进展',
    heading: '您的电子签证申请未获批准',
    intro: '很遗憾地通知您，电子签证申请 {{applicationNumber}} 未获批准。',
    reason: '原因',
    refund:
      '我们正在将 {{amount}} 退回至您付款所用的银行卡。通常 {{minDays}} 到 {{maxDays}} 个工作日内会在您的银行账户中显示。',
    contact: '如有任何疑问，请通过我们的网站联系客服团队。',
    contactSupport: '联系客服',
  },
  travellerApproved: {
    subject: '{{firstName}}：电子签证已获批准（申请 {{applicationNumber}}）',
    heading: '一份电子签证已获签发',
    intro: '好消息：申请 {{applicationNumber}} 中 {{firstName}} 的电子签证已获批准。',
    attachment:
      '{{firstName}} 的电子签证以 PDF 格式附在本邮件中。每位旅客都会收到自己的电子签证和单独的邮件。',
  },
  addOnDelivered: {
    insurance: {
      subject: '{{firstName}}：旅行保险证明（申请 {{applicationNumber}}）',
      heading: '您的旅行保险证明',
      intro: '申请 {{applicationNumber}} 中 {{firstName}} 的旅行保险证明已附在本邮件中。',
      use: '旅行期间请随身携带：其中列明您的保障范围以及需要帮助时拨打的电话。',
    },
    esim: {
      subject: '{{firstName}}：您的旅行 eSIM（申请 {{applicationNumber}}）',
      heading: '您的旅行 eSIM 已准备好',
      intro:
        '申请 {{applicationNumber}} 中 {{firstName}} 的 eSIM 已附在本邮件中：包括二维码和安装方法。',
      use: '请在出发前按照说明安装到手机上；抵达印度后即可使用。',
    },
    replacesEarlier: '此文件取代我们之前发送的文件：请使用这一份。',
    statusPage: '您也可以在申请状态页面下载。',
  },
  travellerRefused: {
    subject: '{{firstName}}：关于申请 {{applicationNumber}} 的最新消息',
    heading: '一份电子签证未获批准',
    intro:
      '很遗憾地通知您，申请 {{applicationNumber}} 中 {{firstName}} 的电子签证未获批准。该申请中的其他旅客将分别作出决定。',
  },
  refundIssued: {
    subject: '{{applicationNumber}}：退款 {{amount}}',
    heading: '我们已退还您的部分付款',
    introTraveller:
      '我们已将申请 {{applicationNumber}} 中 {{firstName}} 的 {{amount}} 退还到您付款所用的银行卡。',
    introApplication: '我们已将申请 {{applicationNumber}} 的 {{amount}} 退还到您付款所用的银行卡。',
    reason: '原因',
    arrival: '您的银行通常会在 {{minDays}} 至 {{maxDays}} 个工作日内显示这笔退款。',
  },
  stepReminder: {
    subject: {
      details: '您的电子签证申请 {{applicationNumber}} 尚未完成',
      payment: '申请 {{applicationNumber}}：只差最后一步——付款',
      documents: '申请 {{applicationNumber}}：请上传您的文件',
    },
    heading: {
      details: '您的申请正在等待您',
      payment: '您的申请可以付款了',
      documents: '我们需要您的文件',
    },
    intro: {
      details:
        '您已开始申请 {{applicationNumber}}，但尚未完成。您的回答已保存，可从上次中断处继续。',
      payment: '申请 {{applicationNumber}} 已填写完整并签署。支付费用后，申请将提交给我们审核。',
      documents:
        '感谢您为申请 {{applicationNumber}} 付款。每位旅客的护照页和照片上传后，我们即开始审核。',
    },
    stop: '不想再收到这些提醒？一键即可停止。我们仍会通过电子邮件告知您申请的进展和结果。',
    stopButton: '停止提醒',
  },
  reminderStopPage: {
    title: '已停止提醒',
    invalidTitle: '链接无效',
    done: '我们将不再发送关于申请 {{applicationNumber}} 的提醒。我们仍会通过电子邮件告知其进展和我们的决定。',
    invalid: '此链接无效。请使用我们最近一次提醒中的链接。',
    home: '前往首页',
  },
  supportReply: {
    subject: '{{subject}}（参考编号 {{reference}}）',
    heading: '来自我们支持团队的回复',
    reply: '如需回复，请直接回复此邮件，并在主题中保留参考编号 {{reference}}。',
  },
  staffMessage: {
    subject: '申请 {{applicationNumber}}：{{subject}}',
    heading: '关于您申请的消息',
    intro: '我们的团队就申请 {{applicationNumber}} 给您发送了一条消息：',
    reply: '如需回复，请使用我们网站上的联系表格，并注明您的申请编号。',
  },
  changesRequested: {
    subject: '申请 {{applicationNumber}}：请提交一些修改',
    heading: '我们需要您做一些修改',
    intro: '为继续审核申请 {{applicationNumber}}，我们需要以下修改。无需做其他任何事。',
    button: '提交修改',
    link: '该链接在7天内有效，直到所有修改提交为止。链接仅供您本人使用，请勿分享。',
    reasons: {
      photo_background: '照片：背景必须为纯色浅色。',
      face_too_small: '照片：脸部太小，脸部应占照片的大部分。',
      passport_page_unreadable: '护照页：扫描件模糊或不完整，请提交整页的清晰扫描件。',
      passport_expires_soon: '护照：在抵达后6个月内到期，请提交新护照的页面和信息。',
      name_mismatch: '姓名：与护照不符，请完全按护照填写。',
      other: '其他：',
    },
  },
  changesReminder: {
    subject: '提醒：申请 {{applicationNumber}} 正在等待您的修改',
    heading: '我们仍在等待您的修改',
    intro: '在收到以下修改之前，申请 {{applicationNumber}} 将暂停处理。',
  },
  dataRightsCode: {
    subject: '您的申请 {{applicationNumber}} 验证码',
    heading: '用于查看或删除您数据的验证码',
    intro:
      '您要求下载或删除我们保存的申请 {{applicationNumber}} 的数据。请在状态页面输入此验证码：',
    codeLabel: '验证码',
    expiry: '验证码仅可使用一次，有效期 {{minutes}} 分钟。',
    ignore: '如果这不是您本人的请求，可以忽略此邮件：没有验证码不会发生任何事。',
  },
  dataErased: {
    subject: '申请 {{applicationNumber}} 的数据已删除',
    heading: '您的数据已删除',
    intro:
      '按照您的要求，我们已删除申请 {{applicationNumber}} 的个人数据和文件：姓名、护照和联系信息、行程计划、签名、上传的文件和电子签证。',
    refund:
      '我们正在将 {{amount}} 退回您付款所用的银行卡。银行通常在 {{minDays}} 至 {{maxDays}} 个工作日内显示。',
    kept: '我们只保留法律要求的会计信息：申请编号、金额、日期和付款参考号。',
    backups: '加密备份中的副本会随着备份被替换而消失；如果某个备份被恢复，您的数据会被再次删除。',
  },
  erasureRequested: {
    subject: '我们已收到您删除申请 {{applicationNumber}} 的请求',
    heading: '您的删除请求已登记',
    intro:
      '申请 {{applicationNumber}} 已提交给印度政府，因此由我们的团队人工完成删除。最迟将于 {{date}} 完成，完成后我们会发邮件通知您。',
    authorities: '印度政府收到的资料由其保存：我们无法删除。',
  },
};
