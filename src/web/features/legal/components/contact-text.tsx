import { Fragment } from 'react';
import { supportContact } from '@/domain/schemas/support-message';
import { Ltr } from '@/web/lib/bidi';

const linkClass =
  'font-medium whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-950';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contactPattern = new RegExp(
  `(${escape(supportContact.email)}|${escape(supportContact.phone)})`,
);

/**
 * Copy with our email address and phone number made into links. Both are interpolated, so they
 * are found by value; Ltr keeps the number and address in order inside Arabic text.
 */
export function ContactText({ text }: { text: string }) {
  return text.split(contactPattern).map((part, index) => {
    if (part === supportContact.email) {
      return (
        <a key={index} href={`mailto:${part}`} className={linkClass}>
          <Ltr>{part}</Ltr>
        </a>
      );
    }
    if (part === supportContact.phone) {
      return (
        <a key={index} href={supportContact.phoneHref} className={linkClass}>
          <Ltr>{part}</Ltr>
        </a>
      );
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}
