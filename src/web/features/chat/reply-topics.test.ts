import { describe, expect, it } from 'vitest';
import ar from '@/web/locales/pages/ar.json';
import en from '@/web/locales/pages/en.json';
import hi from '@/web/locales/pages/hi.json';
import tr from '@/web/locales/pages/tr.json';
import {
  chatTopics,
  keywordsOf,
  matchTopic,
  normalizeForMatching,
  type ChatTopic,
  type KeywordTable,
} from './reply-topics';

const tables = {
  en: en.chat.keywords,
  tr: tr.chat.keywords,
  hi: hi.chat.keywords,
  ar: ar.chat.keywords,
} satisfies Record<string, KeywordTable>;
type Language = keyof typeof tables;
const languages = Object.keys(tables) as Language[];

/** How the widget matches: the visitor's language, then English. */
const match = (language: Language, message: string) =>
  matchTopic(message, [tables[language], tables.en]);

// Questions as visitors write them, one or more per topic in every translated language.
const questions: Record<Language, Record<ChatTopic, string[]>> = {
  en: {
    price: ['How much does the e-visa cost?', 'What are your fees?', 'Is it expensive for urgent?'],
    processing: ['How long does processing take?', 'Can I get it the same day?'],
    visaTypes: ['Which visa types do you offer?', 'How long is the tourist visa valid for?'],
    documents: ['What documents do I need?', 'Can I upload a photo from my phone camera?'],
    payment: ['Can I pay with PayPal?', 'Which cards do you accept?'],
    status: ['What is the status of my application?', 'I want to track my application'],
    contact: ['Can I speak to a human?', 'What is your phone number?'],
    help: ['I need help', 'How do I apply?'],
    greetings: ['Hello', 'Good morning!', 'Thanks'],
  },
  tr: {
    price: ['Vize ne kadar?', 'Ücretler nedir?', 'Fiyatı ne kadar'],
    processing: ['İşlem ne kadar sürer?', 'Kaç gün içinde çıkar?', 'Aynı gün olur mu'],
    visaTypes: ['Hangi vize türleri var?', 'Turist vizesi kaç gün geçerli?'],
    documents: ['Hangi belgeler gerekiyor?', 'Pasaportumu nasıl yüklerim?'],
    payment: ['Nasıl ödeme yaparım?', 'Kredi kartı kabul ediyor musunuz?', 'odeme yapamadim'],
    status: ['Başvurumun durumu nedir?', 'Başvurumu takip etmek istiyorum'],
    contact: ['Telefon numaranız nedir?', 'Size nasıl ulaşabilirim?'],
    help: ['Yardıma ihtiyacım var', 'Nasıl başvurabilirim?'],
    greetings: ['Merhaba', 'Selam!', 'Teşekkürler'],
  },
  hi: {
    price: ['वीज़ा की कीमत क्या है?', 'शुल्क कितना है?'],
    processing: ['प्रोसेसिंग में कितना समय लगेगा?', 'क्या उसी दिन मिल सकता है?'],
    visaTypes: ['वीज़ा के कौन से प्रकार हैं?', 'पर्यटक वीज़ा कितने दिन वैध है?'],
    documents: ['कौन से दस्तावेज़ चाहिए?', 'पासपोर्ट कैसे अपलोड करूँ?', 'कौन से दस्तावेजों की जरूरत है'],
    payment: ['भुगतान कैसे करें?', 'क्या मैं क्रेडिट कार्ड से भुगतान कर सकता हूँ?'],
    status: ['मेरे आवेदन की स्थिति क्या है?', 'मेरा आवेदन ट्रैक करना है'],
    contact: ['आपका फ़ोन नंबर क्या है?', 'मुझे ईमेल पता चाहिए'],
    help: ['मुझे मदद चाहिए', 'आवेदन कैसे करूँ?'],
    greetings: ['नमस्ते', 'धन्यवाद'],
  },
  ar: {
    price: ['كم سعر التأشيرة؟', 'ما هي الرسوم؟', 'ما هي الأسعار'],
    processing: ['كم يستغرق الطلب؟', 'ما مدة المعالجة؟', 'هل يمكن في نفس اليوم'],
    visaTypes: ['ما أنواع التأشيرات؟', 'هل التأشيرة السياحية متعددة الدخول؟'],
    documents: ['ما المستندات المطلوبة؟', 'كيف أرفع جواز السفر؟'],
    payment: ['كيف يمكنني الدفع؟', 'هل تقبلون بطاقة الائتمان؟'],
    status: ['ما حالة طلبي؟', 'أريد تتبع الطلب'],
    contact: ['ما رقم الهاتف؟', 'أريد التواصل مع موظف'],
    help: ['أحتاج مساعدة', 'كيف أقدم؟'],
    greetings: ['مرحبا', 'السلام عليكم', 'شكراً'],
  },
};

describe('matchTopic', () => {
  for (const language of languages) {
    describe(language, () => {
      for (const topic of chatTopics) {
        it.each(questions[language][topic])(`'%s' asks about ${topic}`, (question) => {
          expect(match(language, question)).toBe(topic);
        });
      }

      it('answers anything else with the fallback', () => {
        expect(match(language, 'zzz qqq 12345')).toBe('fallback');
        expect(match(language, '   ')).toBe('fallback');
      });

      // Each keyword, typed on its own, leads to its own topic: the lists do not overlap.
      for (const topic of chatTopics) {
        it(`every ${topic} keyword finds ${topic}`, () => {
          const keywords = keywordsOf(tables[language][topic]);
          expect(keywords.length).toBeGreaterThan(0);
          for (const keyword of keywords) {
            const typed = keyword.replace(/\*/g, '');
            expect(`${keyword} -> ${match(language, typed)}`).toBe(`${keyword} -> ${topic}`);
          }
        });
      }
    });
  }

  it('understands English whatever the interface language', () => {
    for (const language of languages) {
      expect(match(language, 'How much is the fee?')).toBe('price');
      expect(match(language, 'Which documents do I need to upload?')).toBe('documents');
    }
  });

  it('prefers the topic with more matching keywords, then the earlier topic', () => {
    expect(match('en', 'How long is the tourist visa valid?')).toBe('visaTypes');
    expect(match('en', 'How much does urgent processing cost?')).toBe('price');
    expect(match('en', 'Hello, what documents do I need?')).toBe('documents');
  });

  it('matches whole words unless the keyword says otherwise', () => {
    // 'hi' is a greeting, but not inside 'this' or 'which'.
    expect(match('en', 'this which')).toBe('fallback');
    expect(match('en', 'coffee')).toBe('fallback');
  });
});

describe('normalizeForMatching', () => {
  it('folds case, Turkish letters and punctuation', () => {
    expect(normalizeForMatching('  ÖDEME, İşlem?! ')).toBe('odeme islem');
  });

  it('folds Arabic diacritics and letter variants', () => {
    expect(normalizeForMatching('أَسْعار التأشيرة')).toBe(normalizeForMatching('اسعار التاشيره'));
    expect(normalizeForMatching('مُستشفى')).toBe('مستشفي');
  });

  it('folds the Devanagari nukta and chandrabindu', () => {
    expect(normalizeForMatching('दस्तावेज़')).toBe(normalizeForMatching('दस्तावेज'));
    expect(normalizeForMatching('जाँच')).toBe(normalizeForMatching('जांच'));
  });
});
