import { Fragment } from 'react';
import { Ltr } from '@/web/lib/bidi';
import { site } from '@/web/lib/site';

const linkClass =
  'font-medium whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-950';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const contactPattern = () =>
  new RegExp(`(${escape(site().support.email)}|${escape(site().support.phone)})`);

/**
 * Copy with our email address and phone number made into links. Both are interpolated, so they
 * are found by value; Ltr keeps the number and address in order inside Arabic text.
 */
export function ContactText({ text }: { text: string }) {
  return text.split(contactPattern()).map((part, index) => {
    if (part === site().support.email) {
      return (
        <a key={index} href={`mailto:${part}`} className={linkClass}>
          <Ltr>{part}</Ltr>
        </a>
      );
    }
    if (part === site().support.phone) {
      return (
        <a key={index} href={site().support.phoneHref} className={linkClass}>
          <Ltr>{part}</Ltr>
        </a>
      );
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}
