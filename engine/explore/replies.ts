/**
 * Replies as a student writes them, for a rubric that reads its text as a reply (docs/adr/0019):
 * a greeting (with the buyer's name when the rule's buyer is known), an acknowledgement, the
 * required facts inside a sentence, the next step with a time, and a closing with the store's
 * name — in the language the rubric asks for. Each sentence uses the phrases of
 * engine/scoring/replyParts.ts and a time of timeWords.ts, so the checks recognise what the
 * explorer writes (replies.unit.test.ts checks every language against `checkRubric`). A language
 * without a template is written in English.
 */

/** One language's sentences: each part, and a courteous sentence to pad to a length. */
export type ReplyTemplate = {
  greet: (name?: string) => string;
  acknowledge: readonly string[];
  facts: (facts: string) => string;
  /** How facts are listed inside the facts sentence. */
  list: string;
  nextStep: readonly string[];
  close: (store?: string) => string;
  filler: string;
  /** Between sentences. */
  sep: string;
};

const named = (name: string | undefined, before: string, after = '') =>
  name ? `${before}${name}${after}` : '';

export const TEMPLATES: Record<string, ReplyTemplate> = {
  en: {
    greet: (n) => `Hello${named(n, ' ')}!`,
    acknowledge: [
      'Thank you for your message, and we are sorry for the trouble.',
      'We understand how you feel about this.',
    ],
    facts: (f) => `We can confirm the following for you: ${f}.`,
    list: ', ',
    nextStep: [
      'We will send you an update within 24 hours.',
      'You will hear from us again tomorrow.',
    ],
    close: (s) => `Best regards${named(s, ', ')}`,
    filler:
      'Thank you for your patience; we will keep following this up and let you know how it goes.',
    sep: ' ',
  },
  zh: {
    greet: (n) => `您好${named(n, '，')}！`,
    acknowledge: ['感谢您的耐心等待，给您带来不便非常抱歉。', '我们非常理解您的心情。'],
    facts: (f) => `我们在这里为您确认以下信息：${f}。`,
    list: '，',
    nextStep: ['我们会在24小时内给您回复最新进展。', '我们明天会再联系您。'],
    close: (s) => `祝好！${s ?? ''}`,
    filler: '感谢您的耐心与理解，我们会继续跟进并及时告知您最新进展。',
    sep: '',
  },
  es: {
    greet: (n) => `Hola${named(n, ', ')}.`,
    acknowledge: [
      'Gracias por su mensaje y lamentamos las molestias.',
      'Entendemos su preocupación por este asunto.',
    ],
    facts: (f) => `Le confirmamos los datos de su pedido: ${f}.`,
    list: ', ',
    nextStep: [
      'Le enviaremos una actualización dentro de 24 horas.',
      'Le escribiremos de nuevo mañana.',
    ],
    close: (s) => `Saludos cordiales${named(s, ', ')}`,
    filler:
      'Gracias por su paciencia; seguiremos atentos a su caso y le informaremos de cualquier novedad.',
    sep: ' ',
  },
  fr: {
    greet: (n) => `Bonjour${named(n, ' ')},`,
    acknowledge: [
      'Merci pour votre message et désolé pour ce désagrément.',
      'Nous comprenons votre inquiétude.',
    ],
    facts: (f) => `Nous vous confirmons les informations suivantes : ${f}.`,
    list: ', ',
    nextStep: [
      'Nous vous enverrons une mise à jour dans les 24 heures.',
      'Nous vous écrirons de nouveau demain.',
    ],
    close: (s) => `Cordialement${named(s, ', ')}`,
    filler:
      'Merci de votre patience ; nous suivons votre dossier et nous vous tiendrons informé de la suite.',
    sep: ' ',
  },
  de: {
    greet: (n) => `Hallo${named(n, ' ')},`,
    acknowledge: [
      'vielen Dank für Ihre Nachricht, und es tut uns leid für die Unannehmlichkeiten.',
      'wir verstehen Ihren Ärger sehr gut.',
    ],
    facts: (f) => `Wir bestätigen Ihnen gerne die folgenden Angaben: ${f}.`,
    list: ', ',
    nextStep: [
      'Wir melden uns innerhalb von 24 Stunden mit einem Update bei Ihnen.',
      'Wir melden uns morgen wieder bei Ihnen.',
    ],
    close: (s) => `Mit freundlichen Grüßen${named(s, ', ')}`,
    filler:
      'Vielen Dank für Ihre Geduld; wir bleiben an Ihrem Fall dran und halten Sie auf dem Laufenden.',
    sep: ' ',
  },
  ru: {
    greet: (n) => `Здравствуйте${named(n, ', ')}!`,
    acknowledge: [
      'Спасибо за ваше сообщение, приносим извинения за неудобства.',
      'Мы понимаем ваше беспокойство.',
    ],
    facts: (f) => `Мы подтверждаем для вас следующие данные: ${f}.`,
    list: ', ',
    nextStep: ['Мы сообщим вам о результатах в течение 24 часов.', 'Мы напишем вам завтра.'],
    close: (s) => `С уважением${named(s, ', ')}`,
    filler:
      'Спасибо за ваше терпение, мы продолжаем заниматься вашим вопросом и будем держать вас в курсе.',
    sep: ' ',
  },
  pt: {
    greet: (n) => `Olá${named(n, ', ')}!`,
    acknowledge: [
      'Obrigado pela sua mensagem e lamentamos o transtorno.',
      'Entendemos a sua preocupação.',
    ],
    facts: (f) => `Confirmamos para você as seguintes informações: ${f}.`,
    list: ', ',
    nextStep: [
      'Vamos enviar uma atualização dentro de 24 horas.',
      'Vamos escrever para você amanhã.',
    ],
    close: (s) => `Atenciosamente${named(s, ', ')}`,
    filler:
      'Obrigado pela sua paciência; continuamos acompanhando o seu caso e vamos mantê-lo informado.',
    sep: ' ',
  },
  it: {
    greet: (n) => `Buongiorno${named(n, ' ')},`,
    acknowledge: [
      'grazie per il suo messaggio e ci dispiace per il disagio.',
      'comprendiamo la sua preoccupazione.',
    ],
    facts: (f) => `Le confermiamo i seguenti dati: ${f}.`,
    list: ', ',
    nextStep: ['Le invieremo un aggiornamento entro 24 ore.', 'Le scriveremo di nuovo domani.'],
    close: (s) => `Cordiali saluti${named(s, ', ')}`,
    filler: 'Grazie per la sua pazienza; seguiamo il suo caso e la terremo aggiornata.',
    sep: ' ',
  },
  ms: {
    greet: (n) => `Hai${named(n, ' ')},`,
    acknowledge: [
      'terima kasih atas mesej anda dan kami mohon maaf atas kesulitan ini.',
      'kami memahami kebimbangan anda.',
    ],
    facts: (f) => `Kami ingin mengesahkan maklumat berikut untuk anda: ${f}.`,
    list: ', ',
    nextStep: [
      'Kami akan menghantar maklumat terkini kepada anda dalam masa 24 jam.',
      'Kami akan menghubungi anda semula esok.',
    ],
    close: (s) => `Salam hormat${named(s, ', ')}`,
    filler:
      'Terima kasih atas kesabaran anda; kami akan terus memantau kes anda dan memaklumkan perkembangannya.',
    sep: ' ',
  },
  id: {
    greet: (n) => `Halo${named(n, ' ')},`,
    acknowledge: [
      'terima kasih atas pesan Anda dan mohon maaf atas ketidaknyamanan ini.',
      'kami memahami kekhawatiran Anda.',
    ],
    facts: (f) => `Kami ingin mengonfirmasi informasi berikut untuk Anda: ${f}.`,
    list: ', ',
    nextStep: [
      'Kami akan mengirimkan kabar terbaru kepada Anda dalam 24 jam.',
      'Kami akan menghubungi Anda lagi besok.',
    ],
    close: (s) => `Hormat kami${named(s, ', ')}`,
    filler: 'Terima kasih atas kesabaran Anda; kami akan terus memantau kasus Anda.',
    sep: ' ',
  },
  th: {
    greet: (n) => `สวัสดีค่ะ${named(n, ' คุณ ')}`,
    acknowledge: ['ขอบคุณที่ติดต่อเรา และขออภัยในความไม่สะดวกค่ะ', 'เราเข้าใจความกังวลของคุณค่ะ'],
    facts: (f) => `เราขอยืนยันข้อมูลให้คุณดังนี้ ${f}`,
    list: ' ',
    nextStep: ['เราจะแจ้งความคืบหน้าให้คุณทราบภายใน 24 ชั่วโมงค่ะ', 'เราจะติดต่อคุณอีกครั้งพรุ่งนี้ค่ะ'],
    close: (s) => `ขอบคุณค่ะ${named(s, ' ')}`,
    filler: 'ขอบคุณสำหรับความอดทนของคุณ เราจะติดตามและแจ้งความคืบหน้าให้ทราบ',
    sep: ' ',
  },
  vi: {
    greet: (n) => `Xin chào${named(n, ' ')},`,
    acknowledge: [
      'cảm ơn bạn đã liên hệ và chúng tôi rất tiếc vì sự bất tiện này.',
      'chúng tôi hiểu sự lo lắng của bạn.',
    ],
    facts: (f) => `Chúng tôi xin xác nhận với bạn các thông tin sau: ${f}.`,
    list: ', ',
    nextStep: [
      'Chúng tôi sẽ gửi cập nhật cho bạn trong vòng 24 giờ.',
      'Chúng tôi sẽ liên hệ lại với bạn vào ngày mai.',
    ],
    close: (s) => `Trân trọng${named(s, ', ')}`,
    filler: 'Cảm ơn sự kiên nhẫn của bạn; chúng tôi sẽ tiếp tục theo dõi và thông báo cho bạn.',
    sep: ' ',
  },
  pl: {
    greet: (n) => `Dzień dobry${named(n, ' ')},`,
    acknowledge: [
      'dziękujemy za wiadomość i przepraszamy za niedogodności.',
      'rozumiemy, że to jest dla Pani ważne.',
    ],
    facts: (f) => `Chcemy to potwierdzić dla Państwa: ${f}.`,
    list: ', ',
    nextStep: ['Odpowiemy z aktualizacją w ciągu 24 godzin.', 'Napiszemy do Państwa jutro.'],
    close: (s) => `Z poważaniem${named(s, ', ')}`,
    filler: 'Dziękujemy za cierpliwość; nadal zajmujemy się sprawą i damy znać, co dalej.',
    sep: ' ',
  },
  ja: {
    greet: (n) => `${n ? `${n}様、` : ''}こんにちは。`,
    acknowledge: [
      'お問い合わせいただきありがとうございます。ご不便をおかけして申し訳ございません。',
      'ご迷惑をおかけしております。',
    ],
    facts: (f) => `以下の内容をご確認ください：${f}。`,
    list: '、',
    nextStep: ['24時間以内にご連絡いたします。', '明日またご連絡いたします。'],
    close: (s) => `よろしくお願いいたします。${s ?? ''}`,
    filler: '引き続き対応いたしますので、今しばらくお待ちください。',
    sep: '',
  },
};

/** The template of a language, English for one without. */
export const templateOf = (language: string | undefined): ReplyTemplate =>
  TEMPLATES[language ?? 'en'] ?? TEMPLATES.en!;

export type ReplyPlan = {
  language: string | undefined;
  buyerName?: string;
  store?: string;
  facts: readonly string[];
  /** Which alternative of acknowledgement and next step (0 or 1). */
  variant: number;
};

/** A reply's sentences, in order: greeting, acknowledgement, facts, next step, closing. */
export const replySentences = (p: ReplyPlan): { part: string; text: string }[] => {
  const t = templateOf(p.language);
  const v = p.variant % 2;
  return [
    { part: 'greeting', text: t.greet(p.buyerName) },
    { part: 'acknowledge', text: t.acknowledge[v]! },
    ...(p.facts.length > 0 ? [{ part: 'facts', text: t.facts(p.facts.join(t.list)) }] : []),
    { part: 'nextStep', text: t.nextStep[v]! },
    { part: 'closing', text: t.close(p.store) },
  ];
};

export const joinSentences = (language: string | undefined, parts: readonly string[]) =>
  parts.filter(Boolean).join(templateOf(language).sep);
