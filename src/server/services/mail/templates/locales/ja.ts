import type { MailMessages } from './en';

export const ja: MailMessages = {
  layout: {
    brand: '{{siteName}}',
    automated: 'このメールは、お客様の電子ビザ申請に関する自動送信メッセージです。',
    linkFallback: 'ボタンが機能しない場合は、このリンクをコピーしてブラウザに貼り付けてください：',
    footer: '{{siteName}}は、民間のコンサルティング会社です。インド政府とは一切関係ありません。',
  },
  common: {
    applicationNumber: '申請番号',
    continueApplication: '申請を続ける',
    viewStatus: '申請状況を確認する',
    expectedBy: 'eビザ到着予定日',
    expectedIfToday:
      '本日すべてのパスポートと写真がアップロードされた場合、eビザは{{date}}までに届く見込みです。処理期間はすべての書類がそろった時点から始まります。',
    personalLink:
      'このリンクはお客様専用です。リンクを知っている人は誰でも申請内容を閲覧・変更できますので、他の人と共有しないでください。',
    visaTypes: {
      tourist: '観光電子ビザ',
      business: '商用電子ビザ',
      medical: '医療電子ビザ',
      conference: '会議電子ビザ',
    },
    processingTimes: {
      normal: '通常（3～5営業日）',
      urgent: '至急（1～2営業日）',
      'super-urgent': '超特急（当日、対応可能な場合のみ）',
    },
  },
  agreementSigned: {
    subject: '申請 {{applicationNumber}} の署名済み契約書',
    heading: '契約書への署名が完了しました',
    intro:
      'ありがとうございます。{{signedAt}}に、申請 {{applicationNumber}} のサービス契約書に署名されました。',
    attachment: '署名済み契約書の控えをPDFでこのメールに添付しています。お手元に保管してください。',
    next: '次のステップはお支払いです。下のリンクから、いつでも申請を続けることができます。',
  },
  applicationConfirmation: {
    subject: '申請 {{applicationNumber}} を受け付けました',
    heading: 'お客様の申請を受け付けました',
    intro:
      'ありがとうございます。お客様の申請番号は {{applicationNumber}} です。当社にお問い合わせの際は、必ずこの番号をお知らせください。',
    summary: '概要',
    visaType: 'ビザの種類',
    touristValidity: '有効期間',
    processingTime: '審査期間',
    numberOfApplicants: '申請者数',
    applicantNames: '申請者',
    total: '合計',
    nextSteps: '次のステップ',
    nextPayment: '1. 申請料金をお支払いください。',
    nextDocuments: '2. 申請者ごとにパスポートのスキャン画像と写真をアップロードしてください。',
  },
  resumeLink: {
    subject: '申請 {{applicationNumber}} の続きを入力する',
    heading: '中断したところから続ける',
    intro:
      '申請 {{applicationNumber}} の続きを入力するためのリンクをお送りします。これまでの回答は保存されています。',
    ignore: 'このメールに心当たりがない場合は、無視していただいてかまいません。',
  },
  unpaidReminder: {
    subject: '申請 {{applicationNumber}} は {{date}} に削除されます',
    heading: '未完了の申請はまもなく削除されます',
    intro:
      '申請 {{applicationNumber}} はお支払いが済んでいません。未払いの申請は最後の変更から {{days}} 日間保管します。続けない場合、{{date}} に申請とその内容をすべて削除します。',
    keep: '保管するには、下のリンクから申請を開いてください。変更を保存すると、さらに {{days}} 日間保管されます。',
    nothing: '不要な場合は、何もする必要はありません。',
  },
  fileLink: {
    subject: 'アップロードした書類を開く：申請 {{applicationNumber}}',
    heading: 'アップロードした書類を開く',
    intro:
      '申請 {{applicationNumber}} にアップロードされたパスポートと写真の表示をご依頼いただきました。このリンクで今から{{minutes}}分間、1回だけ開くことができます。',
    button: '書類を開く',
    ignore:
      'お心当たりがない場合、どなたかがあなたの申請の古いリンクを持っている可能性があります。申請を開き、「他の端末からサインアウト」を選んでください。',
  },
  paymentReceived: {
    subject: '申請 {{applicationNumber}} のお支払いを受領しました',
    heading: 'お支払いありがとうございます',
    intro: '申請 {{applicationNumber}} について、{{amount}}のお支払いを受領しました。',
    amount: '金額',
    transactionId: '取引ID',
    next: '次のステップ：申請者ごとにパスポートのスキャン画像と写真をアップロードしてください。すべての書類がアップロードされた時点で、処理を開始します。',
    uploadDocuments: '書類をアップロードする',
  },
  documentsReceived: {
    subject: '申請 {{applicationNumber}} の書類を受領しました',
    heading: '申請の手続きが完了しました',
    intro:
      'ありがとうございます。申請 {{applicationNumber}} の書類を受領しました。現在、当社のチームが内容を確認しています。',
    processingTime: '審査期間の目安',
    next: 'すべての書類を確認し、申請を提出します。修正が必要な点があれば、メールでご連絡します。電子ビザが発給されましたら、メールでお送りします。',
  },
  supportMessage: {
    subject: 'サポートへのお問い合わせ：{{subject}}',
    heading: '新しいサポートメッセージ',
    name: '氏名',
    email: 'メールアドレス',
    topic: '件名',
    message: 'メッセージ',
    none: '（なし）',
  },
  supportAcknowledgement: {
    subject: 'メッセージを受け付けました（受付番号 {{reference}}）',
    heading: 'お問い合わせありがとうございます',
    intro:
      'お客様のメッセージを受け付けました。受付番号は {{reference}} です。サポートチームより、できるだけ早くこのアドレス宛てにご返信します。',
    notYou:
      'このメールに心当たりがない場合は、無視していただいてかまいません。今後、このメールに関して何かが送信されることはありません。',
  },
  applicationApproved: {
    subject: '申請 {{applicationNumber}} の電子ビザが承認されました',
    heading: '電子ビザが発給されました',
    intro: 'うれしいお知らせです。申請 {{applicationNumber}} の電子ビザが承認されました。',
    attachment: '電子ビザをPDFでこのメールに添付しています。',
    nextSteps: '次にすること',
    stepPrint: '1. 電子ビザを印刷し、スマートフォンにも控えを保存してください。',
    stepPassport:
      '2. 申請に使用したものと同じパスポートで渡航してください。パスポートには、到着時に6か月以上の残存有効期間が必要です。',
    stepCheck:
      '3. 氏名、パスポート番号、日付がパスポートと一致しているかご確認ください。誤りがある場合は、渡航前に当社のサポートチームにご連絡ください。',
  },
  applicationRejected: {
    subject: '申請 {{applicationNumber}} に関するお知らせ',
    heading: '電子ビザの申請は承認されませんでした',
    intro: '誠に残念ながら、電子ビザの申請 {{applicationNumber}} は承認されませんでした。',
    reason: '理由',
    refund:
      'お支払いに使用されたカードに{{amount}}を返金します。通常、銀行の明細に反映されるまで{{minDays}}～{{maxDays}}営業日かかります。',
    contact:
      'ご不明な点がございましたら、当社ウェブサイトからサポートチームにお問い合わせください。',
    contactSupport: 'サポートに問い合わせる',
  },
  travellerApproved: {
    subject: '{{firstName}}様：e-Visaが承認されました（申請番号 {{applicationNumber}}）',
    heading: 'e-Visaが発給されました',
    intro: '申請番号 {{applicationNumber}} の {{firstName}}様のe-Visaが承認されました。',
    attachment:
      '{{firstName}}様のe-VisaをPDFでこのメールに添付しています。渡航者ごとに個別のe-Visaとメールをお送りします。',
  },
  addOnDelivered: {
    insurance: {
      subject: '{{firstName}}様：旅行保険証明書（申請 {{applicationNumber}}）',
      heading: '旅行保険証明書',
      intro:
        '申請 {{applicationNumber}} の{{firstName}}様の旅行保険証明書をこのメールに添付しています。',
      use: '旅行中は携帯してください。補償内容と、困ったときの連絡先番号が記載されています。',
    },
    esim: {
      subject: '{{firstName}}様：旅行用eSIM（申請 {{applicationNumber}}）',
      heading: '旅行用eSIMの準備ができました',
      intro:
        '申請 {{applicationNumber}} の{{firstName}}様のeSIM（QRコードとインストール方法）をこのメールに添付しています。',
      use: '出発前に説明に従ってスマートフォンにインストールしてください。インド到着時に使えるようになります。',
    },
    replacesEarlier: 'このファイルは以前お送りしたものに代わるものです。こちらをお使いください。',
    statusPage: '申請のステータスページからもダウンロードできます。',
  },
  travellerRefused: {
    subject: '{{firstName}}様：申請番号 {{applicationNumber}} についてのお知らせ',
    heading: 'e-Visaは承認されませんでした',
    intro:
      '誠に残念ながら、申請番号 {{applicationNumber}} の {{firstName}}様のe-Visaは承認されませんでした。同じ申請のほかの渡航者については個別に審査されます。',
  },
  refundIssued: {
    subject: '{{applicationNumber}}：{{amount}} の返金',
    heading: 'お支払いの一部を返金しました',
    introTraveller:
      '申請 {{applicationNumber}} の {{firstName}} さんの分として {{amount}} を、お支払いに使われたカードに返金しました。',
    introApplication:
      '申請 {{applicationNumber}} について {{amount}} を、お支払いに使われたカードに返金しました。',
    reason: '理由',
    arrival: '通常、{{minDays}}～{{maxDays}} 営業日以内にカード会社の明細に反映されます。',
  },
  stepReminder: {
    subject: {
      details: 'e-Visa申請 {{applicationNumber}} はまだ完了していません',
      payment: '申請 {{applicationNumber}}：残りはお支払いのみです',
      documents: '申請 {{applicationNumber}}：書類をアップロードしてください',
    },
    heading: {
      details: '申請の続きをお待ちしています',
      payment: 'お支払いの準備ができています',
      documents: '書類のご提出をお願いします',
    },
    intro: {
      details:
        '申請 {{applicationNumber}} は途中のままです。入力内容は保存されていますので、続きから再開できます。',
      payment:
        '申請 {{applicationNumber}} は入力と署名が完了しています。料金をお支払いいただくと、審査のために当社へ送信されます。',
      documents:
        '申請 {{applicationNumber}} のお支払いありがとうございます。すべての渡航者のパスポートのページと写真がアップロードされ次第、審査を開始します。',
    },
    stop: 'リマインダーが不要な場合は、ワンクリックで停止できます。申請の進捗と審査結果については引き続きメールでお知らせします。',
    stopButton: 'リマインダーを停止',
  },
  reminderStopPage: {
    title: 'リマインダーを停止しました',
    invalidTitle: '無効なリンク',
    done: '申請 {{applicationNumber}} についてのリマインダーは今後お送りしません。進捗と審査結果は引き続きメールでお知らせします。',
    invalid: 'このリンクは無効です。最新のリマインダーに記載のリンクをご利用ください。',
    home: 'ホームページへ',
  },
  supportReply: {
    subject: '{{subject}}（参照番号 {{reference}}）',
    heading: 'サポートチームからの返信',
    reply:
      'ご返信の際は、このメールに返信し、件名の参照番号 {{reference}} をそのまま残してください。',
  },
  staffMessage: {
    subject: '申請 {{applicationNumber}}：{{subject}}',
    heading: 'お客様の申請に関するメッセージ',
    intro: '申請 {{applicationNumber}} について、当社のチームからメッセージが届いています：',
    reply:
      'ご返信の際は、当社ウェブサイトのお問い合わせフォームから、申請番号を記載してお送りください。',
  },
  changesRequested: {
    subject: '申請 {{applicationNumber}}：修正をお送りください',
    heading: 'いくつかの修正が必要です',
    intro:
      '申請 {{applicationNumber}} の審査を続けるため、以下の修正が必要です。それ以外の対応は不要です。',
    button: '修正を送信する',
    link: 'このリンクは7日間、すべての修正を送信するまで有効です。個人用のリンクですので、共有しないでください。',
    reasons: {
      photo_background: '写真：背景は無地で明るい色にしてください。',
      face_too_small: '写真：顔が小さすぎます。顔が写真の大部分を占めるようにしてください。',
      passport_page_unreadable:
        'パスポートのページ：スキャンがぼやけているか切れています。ページ全体の鮮明なスキャンをお送りください。',
      passport_expires_soon:
        'パスポート：到着から6か月以内に期限が切れます。新しいパスポートのページと情報をお送りください。',
      name_mismatch: '氏名：パスポートと一致しません。パスポートどおりに入力してください。',
      other: 'その他：',
    },
  },
  changesReminder: {
    subject: 'リマインダー：申請 {{applicationNumber}} の修正をお待ちしています',
    heading: '修正をまだお待ちしています',
    intro: '以下の修正を受け取るまで、申請 {{applicationNumber}} は保留中です。',
  },
  dataRightsCode: {
    subject: '申請 {{applicationNumber}} の確認コード',
    heading: 'データの閲覧・削除用の確認コード',
    intro:
      '申請 {{applicationNumber}} について当社が保有するデータのダウンロードまたは削除が依頼されました。ステータスページでこのコードを入力してください：',
    codeLabel: 'コード',
    expiry: 'コードは1回限り、{{minutes}}分間有効です。',
    ignore:
      '心当たりがない場合は、このメールを無視してください。コードがなければ何も起こりません。',
  },
  dataErased: {
    subject: '申請 {{applicationNumber}} のデータを削除しました',
    heading: 'データを削除しました',
    intro:
      'ご依頼どおり、申請 {{applicationNumber}} の個人データとファイル（氏名、旅券と連絡先の情報、旅行計画、署名、アップロードされた書類、e-Visa）を削除しました。',
    refund:
      'お支払いに使われたカードに {{amount}} を返金します。通常、{{minDays}}～{{maxDays}}営業日以内に銀行の明細に反映されます。',
    kept: '会計上法律で求められる情報（申請番号、金額、日付、支払いの参照番号）のみを保管します。',
    backups:
      '暗号化されたバックアップ内のコピーは、バックアップが置き換わるにつれて消えます。バックアップを復元した場合は、データを再度削除します。',
  },
  erasureRequested: {
    subject: '申請 {{applicationNumber}} の削除依頼を受け付けました',
    heading: '削除依頼を記録しました',
    intro:
      '申請 {{applicationNumber}} はすでにインド当局へ提出済みのため、削除は担当者が手作業で行います。{{date}}までに完了し、完了時にメールでお知らせします。',
    authorities: 'インド当局が受け取った情報は当局が保有しており、当社では削除できません。',
  },
};
