/**
 * Phrases that make the parts of a customer-service reply, per language (docs/adr/0019): how a
 * reply greets, acknowledges the buyer's problem, closes, and the words that point a sentence to
 * what happens next. Found as words (text.ts): a trailing `*` is a stem; a phrase that ends in a
 * Chinese, Japanese or Thai character is a stem too (those scripts have no spaces, and the
 * segmenter may glue a particle to it: สวัสดีค่ะ, 您好呀). Every list applies to every reply,
 * whatever its language: a word of one language rarely means anything else in the opening or
 * the last lines of a reply in another. Times and dates are in timeWords.ts.
 */

export type PartPhrases = {
  /** Said in the opening: hello, dear… */
  greeting: readonly string[];
  /** Anywhere: sorry, I understand, thank you for… */
  acknowledge: readonly string[];
  /** In the last lines: regards, thank you, 祝好… */
  closing: readonly string[];
  /** Next to a time, a sentence about what will happen: will, expect, within… */
  forward: readonly string[];
};

/** Phrases written compactly: `|` between phrases. */
const w = (...parts: string[]): readonly string[] => parts.flatMap((p) => p.split('|'));

export const REPLY_PHRASES: Record<string, PartPhrases> = {
  en: {
    greeting: w('hello|hi|hey|dear|good morning|good afternoon|good evening|greetings'),
    acknowledge: w(
      'sorry|apolog*|regret*|understand*|thank you for|thanks for',
      'thank you so much for|i see why|we appreciate|i appreciate|frustrat*',
      'inconvenien*|unfortunately',
    ),
    closing: w(
      'regards|best wishes|sincerely|yours truly|yours faithfully|cheers|many thanks',
      'thanks again|thank you again|all the best|take care|have a nice day',
      'have a great day|have a good day|warm wishes|thank you|thanks',
    ),
    forward: w(
      "will|we’ll|we'll|i'll|i’ll|it'll|it’ll|you'll|you’ll|they'll|shall",
      'going to|expect*|should|within|by|until|next|plan*|schedul*|due|estimated|eta',
      'arrives|ships|is coming|on its way',
    ),
  },
  zh: {
    greeting: w('您好|你好|亲爱的|亲|尊敬的|早上好|上午好|下午好|晚上好|嗨|哈喽'),
    acknowledge: w(
      '抱歉|道歉|歉意|对不起|不好意思|理解|明白您|感谢您的|谢谢您的|感谢您|谢谢您|给您带来不便|让您久等|辛苦',
    ),
    closing: w('此致|敬礼|祝好|祝您|祝你|顺祝|顺颂|谢谢|感谢|期待|敬上|谨上|客服'),
    forward: w(
      '将|会|预计|预期|之内|以内|内|前|之前|以前|尽快|届时|安排|计划|争取|马上|立即|随后|稍后',
    ),
  },
  es: {
    greeting: w(
      'hola|estimado|estimada|querido|querida|buenos días|buenas tardes|buenas noches',
      'saludos',
    ),
    acknowledge: w(
      'lo siento|lo sentimos|sentimos|siento|lamento|lamentamos|disculp*|perdón',
      'perdon*|entiendo|entendemos|comprendo|comprendemos|gracias por|agradecemos',
      'molestias',
    ),
    closing: w(
      'saludos|un saludo|atentamente|cordialmente|un abrazo|gracias|muchas gracias',
      'que tenga|buen día',
    ),
    forward: w(
      'dentro de|antes de*|antes del|a más tardar|próxim*|va a|vamos a|voy a',
      'se espera|esperamos|hasta|para el|estimad*',
    ),
  },
  fr: {
    greeting: w('bonjour|bonsoir|salut|cher|chère|madame|monsieur'),
    acknowledge: w(
      'désolé*|excus*|pardon|je comprends|nous comprenons|comprends|comprenons',
      "merci pour|merci de|merci d’avoir|merci d'avoir|regrett*|navré*",
      'malheureusement|désagrément*',
    ),
    closing: w(
      'cordialement|bien à vous|salutations|bien cordialement|merci|bonne journée',
      "bonne soirée|je vous prie d’agréer|je vous prie d'agréer|à bientôt",
    ),
    forward: w(
      "dans|d’ici|d'ici|avant|au plus tard|prochain*|va|allons|vais|sous|prévu*",
      "devrait|devriez|jusqu’à|jusqu'à",
    ),
  },
  de: {
    greeting: w(
      'hallo|guten tag|guten morgen|guten abend|liebe|lieber|sehr geehrte',
      'sehr geehrter|moin|servus|grüß gott',
    ),
    acknowledge: w(
      'tut mir leid|tut uns leid|entschuldig*|verstehe|verstehen|danke für',
      'vielen dank für|bedauer*|leider|unannehmlichkeit*|ärgerlich',
    ),
    closing: w(
      'mit freundlichen grüßen|freundliche grüße|viele grüße|beste grüße',
      'herzliche grüße|liebe grüße|grüße|mfg|vielen dank|danke|einen schönen tag',
    ),
    forward: w(
      'wird|werden|werde|wirst|werdet|innerhalb|binnen|bis|spätestens|voraussichtlich',
      'nächste*|erhalten sie|kommt|ankommen|zugestellt|melden uns|melde mich',
    ),
  },
  ru: {
    greeting: w('здравствуйте|добрый день|доброе утро|добрый вечер|привет|уважаем*|дорог*'),
    acknowledge: w(
      'извин*|прошу прощения|просим прощения|сожале*|к сожалению|понима*|спасибо за',
      'благодар*|неудобств*',
    ),
    closing: w(
      'с уважением|всего доброго|всего хорошего|с наилучшими пожеланиями|спасибо',
      'хорошего дня',
    ),
    forward: w(
      'будет|будут|буду|будем|в течение|через|до|не позднее|следующ*|ожида*|планир*',
      'получите|получит|отправим|доставят|доставим|придёт|придет|прибудет|свяжемся',
      'сообщим|вернём|вернем|проверим|вышлем|напишем',
    ),
  },
  pt: {
    greeting: w('olá|ola|oi|prezado|prezada|caro|cara|bom dia|boa tarde|boa noite'),
    acknowledge: w(
      'desculp*|lament*|sinto muito|sentimos muito|entendo|entendemos|compreendo',
      'compreendemos|obrigado por|obrigada por|obrigado pela|obrigada pela',
      'obrigado pelo|obrigada pelo|agradecemos|infelizmente|transtorno*|incômodo*',
    ),
    closing: w(
      'atenciosamente|cumprimentos|abraços|abraço|obrigado|obrigada|cordialmente',
      'saudações|tenha um|melhores cumprimentos',
    ),
    forward: w('dentro de|até|antes d*|próxim*|vai|vamos|vou|previst*|esperamos|deve chegar'),
  },
  it: {
    greeting: w('ciao|salve|buongiorno|buonasera|gentile|caro|cara|egregio|egregia'),
    acknowledge: w(
      'scus*|mi dispiace|ci dispiace|capisco|capiamo|comprendo|comprendiamo',
      'grazie per|grazie della|grazie del|purtroppo|disagi*',
    ),
    closing: w(
      'cordiali saluti|distinti saluti|saluti|un saluto|cordialmente|grazie',
      'buona giornata',
    ),
    forward: w('entro|prossim*|va|andrà|previst*|dovrebbe|fino a|prima d*'),
  },
  ms: {
    greeting: w(
      'hai|helo|hello|salam|assalamualaikum|selamat pagi|selamat petang',
      'selamat tengah hari|selamat malam|yang dihormati',
    ),
    acknowledge: w(
      'maaf|mohon maaf|minta maaf|kesal|faham|memahami|terima kasih kerana',
      'terima kasih atas|terima kasih untuk|menghargai|malangnya|kesulitan',
    ),
    closing: w('salam hormat|yang benar|terima kasih|sekian|jumpa lagi|salam'),
    forward: w('akan|dalam|sebelum|paling lewat|selewat-lewatnya|dijangka*|seterusnya'),
  },
  id: {
    greeting: w('halo|hai|selamat pagi|selamat siang|selamat sore|selamat malam|yth|kepada yth'),
    acknowledge: w(
      'maaf|mohon maaf|minta maaf|paham|memahami|mengerti|terima kasih atas',
      'terima kasih sudah|terima kasih telah|sayangnya|ketidaknyamanan',
    ),
    closing: w('hormat kami|salam hangat|terima kasih|salam'),
    forward: w('akan|dalam|sebelum|paling lambat|diperkirakan|estimasi|selanjutnya'),
  },
  th: {
    greeting: w('สวัสดี|เรียน|ถึงคุณ'),
    acknowledge: w('ขอโทษ|ขออภัย|เสียใจ|เข้าใจ|ขอบคุณที่|ขอบคุณสำหรับ|ต้องขออภัย'),
    closing: w('ขอบคุณ|ด้วยความเคารพ|ขอแสดงความนับถือ|ขอให้มีความสุข'),
    forward: w('จะ|ภายใน|ก่อน|คาดว่า|ประมาณ|ถัดไป'),
  },
  vi: {
    greeting: w('xin chào|chào|kính gửi|thân gửi|thân chào'),
    acknowledge: w(
      'xin lỗi|rất tiếc|thành thật xin lỗi|hiểu|cảm ơn bạn đã|cảm ơn anh đã',
      'cảm ơn chị đã|bất tiện',
    ),
    closing: w('trân trọng|thân ái|cảm ơn|xin cảm ơn|chúc bạn|chúc anh|chúc chị'),
    forward: w('sẽ|trong vòng|trong|trước|dự kiến|khoảng|tiếp theo'),
  },
  pl: {
    greeting: w('dzień dobry|witam|witaj|cześć|szanowny|szanowna|szanowni|drogi|droga'),
    acknowledge: w('przepraszam*|rozumiem|rozumiemy|dziękuję za|dziękujemy za|niestety|przykro'),
    closing: w(
      'z poważaniem|pozdrawiam|pozdrawiamy|pozdrowienia|dziękuję|dziękujemy',
      'miłego dnia',
    ),
    forward: w('będzie|będą|w ciągu|do|przed|najpóźniej|następn*|powinna|powinien'),
  },
  ja: {
    greeting: w('こんにちは|お世話になっております|いつもご利用|様'),
    acknowledge: w('申し訳|すみません|ご迷惑|ご不便|恐れ入り|ありがとうございます'),
    closing: w('よろしくお願い|敬具|ありがとうございます|ありがとうございました'),
    forward: w('予定|以内|まで|見込み|いたします|します|次回'),
  },
};

/**
 * Function words (pronouns, articles, auxiliaries, particles): a sentence holds some, a list of
 * ids and keywords does not. Lower case, as the segmenter returns them.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  w(
    // en
    'i|we|you|he|she|it|they|me|us|your|our|my|the|a|an|is|are|was|were|be|been|will',
    'would|can|could|has|have|had|do|does|did|to|of|in|on|for|with|at|by|from|and|but',
    "this|that|it's|we'll|i'm|we're|you're|it’s|we’ll|i’m|not|please",
    // es
    'el|la|los|las|un|una|de|del|en|y|que|es|su|sus|le|lo|nos|se|por|para|con|no|está',
    'hemos|ha|he|mi|yo|usted|te|tu',
    // fr
    'le|les|une|des|du|et|est|à|vous|votre|vos|nous|notre|je|il|elle|pour|avec|pas|ne',
    'sur|a|été|sera|ce|cette|ai|avons',
    // de
    'der|die|das|den|dem|des|ein|eine|einen|einem|und|ist|sind|wir|sie|ihr|ihre|ihren',
    'ihrem|ich|du|mit|von|zu|für|auf|im|nicht|wird|haben|hat|es|am|bei|noch|schon|uns',
    // ru
    'я|мы|вы|он|она|они|и|в|на|с|не|что|это|ваш|ваша|ваше|ваши|вашего|вашей|вам|вас',
    'наш|наша|по|к|у|за|из|от|до|будет|был|была|было|уже',
    // pt
    'o|os|as|um|uma|do|da|dos|das|em|no|na|e|é|seu|sua|você|nós|nosso|nossa|com|não',
    'foi|será|já',
    // it
    'il|gli|di|della|nel|che|è|suo|lei|noi|nostro|nostra|per|non|sarà|abbiamo|già',
    // ms, id
    'saya|kami|kita|anda|awak|kamu|ia|dia|yang|dan|di|ke|dari|untuk|dengan|ini|itu',
    'telah|sudah|akan|tidak|adalah|ada|pada|juga|boleh|bisa',
    // th
    'ครับ|ค่ะ|คะ|นะ|ของ|ที่|จะ|คุณ|เรา|ได้|แล้ว|ไม่|และ|ใน|เป็น|มี|ให้|กับ|ว่า|นี้|ผม',
    'ดิฉัน|ฉัน|ทาง',
    // vi
    'tôi|chúng|bạn|anh|chị|của|là|và|có|đã|sẽ|được|cho|với|trong|này|không|các|những',
    'một',
    // pl
    'w|z|że|nie|jest|się|to|pan|pani|państwa|dla|od|po|został|została|będzie',
    // zh
    '的|了|是|您|你|我|我们|您的|你的|会|在|已|已经|将|请|把|给|和|与|这|那|就|也|都|吗|呢|吧|要|能|可以|有',
    // ja
    'は|が|を|に|の|で|と|です|ます|した|お|ご',
  ),
);
