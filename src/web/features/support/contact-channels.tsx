import { useTranslation } from 'react-i18next';
import { supportContact } from '@/domain/schemas/support-message';
import { Button } from '@/web/components/ui/button';
import { buttonClasses } from '@/web/components/ui/button-styles';
import { MailIcon } from '@/web/components/ui/icons';
import { ChatBubbleIcon, openChat } from '@/web/features/chat';
import { isolateLtr } from '@/web/lib/bidi';

function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

const action = 'mt-5 w-full text-center [overflow-wrap:anywhere] sm:w-auto sm:self-start';
const card = 'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
const iconBox =
  'inline-flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-800';

/** Phone, email and live chat, each with what to expect and one action. */
export function ContactChannels() {
  const { t } = useTranslation('pages', { useSuspense: true });
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <li className={card}>
        <span className={iconBox}>
          <PhoneIcon className="size-5" />
        </span>
        <h3 className="mt-4 text-lg font-bold text-navy-950">
          {t('support.channels.phone.title')}
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{t('support.channels.phone.body')}</p>
        <a
          href={supportContact.phoneHref}
          className={buttonClasses({ variant: 'secondary', className: action })}
        >
          {t('support.channels.phone.action', { phone: isolateLtr(supportContact.phone) })}
        </a>
      </li>
      <li className={card}>
        <span className={iconBox}>
          <MailIcon />
        </span>
        <h3 className="mt-4 text-lg font-bold text-navy-950">
          {t('support.channels.email.title')}
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{t('support.channels.email.body')}</p>
        <a
          href={`mailto:${supportContact.email}`}
          className={buttonClasses({ variant: 'secondary', className: action })}
        >
          {t('support.channels.email.action', { email: isolateLtr(supportContact.email) })}
        </a>
      </li>
      <li className={card}>
        <span className={iconBox}>
          <ChatBubbleIcon className="size-5" />
        </span>
        <h3 className="mt-4 text-lg font-bold text-navy-950">{t('support.channels.chat.title')}</h3>
        <p className="mt-2 flex-1 text-slate-700">{t('support.channels.chat.body')}</p>
        <Button className={action} onClick={openChat}>
          {t('support.channels.chat.action')}
        </Button>
      </li>
    </ul>
  );
}
