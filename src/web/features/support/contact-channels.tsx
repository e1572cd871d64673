import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { buttonClasses } from '@/web/components/ui/button-styles';
import { MailIcon, PhoneIcon } from '@/web/components/ui/icons';
import { ChatBubbleIcon, openChat } from '@/web/features/chat';
import { isolateLtr } from '@/web/lib/bidi';
import { site } from '@/web/lib/site';

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
          <PhoneIcon />
        </span>
        <h3 className="mt-4 text-lg font-bold text-navy-950">
          {t('support.channels.phone.title')}
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{t('support.channels.phone.body')}</p>
        <a
          href={site().support.phoneHref}
          className={buttonClasses({ variant: 'secondary', className: action })}
        >
          {t('support.channels.phone.action', { phone: isolateLtr(site().support.phone) })}
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
          href={`mailto:${site().support.email}`}
          className={buttonClasses({ variant: 'secondary', className: action })}
        >
          {t('support.channels.email.action', { email: isolateLtr(site().support.email) })}
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
