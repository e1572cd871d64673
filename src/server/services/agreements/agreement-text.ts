import { cardFeeText } from '@/domain/card-fee';
import { formatPeriod } from '@/domain/i18n/format-period';
import { liabilityMinimum } from '@/domain/liability';
import { formatMoney } from '@/domain/money';
import { formatUsd, governmentFees, serviceFeeTiers } from '@/domain/pricing';
import type { SiteConfig } from '@/domain/site-config';
import { refundTerms } from '@/domain/refund-policy';
import { processingTimeFacts, touristValidityFacts } from '@/domain/visa';
import { siteConfig } from '@/server/site-config';

// The service agreement the applicant signs. Pure text, no I/O, so the same words can be shown
// before signing and printed in the PDF. Bump the version whenever the wording changes: each
// signed agreement records the version it was signed under.

export const AGREEMENT_VERSION = '2026-12-site';

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export const agreementTitle = 'Service Agreement and Authorisation';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const businessDays = ({ min, max }: { min: number; max: number }) =>
  `${min} to ${max} business ${max === 1 ? 'day' : 'days'}`;

export function agreementSections(site: SiteConfig = siteConfig()): AgreementSection[] {
  const table = site.prices;
  const usd = formatUsd;
  // The refund terms and the liability as every legal page states them (src/domain).
  const refund = refundTerms;
  const liability = formatMoney(liabilityMinimum.pence, liabilityMinimum.currency, 'en');
  const serviceFees = serviceFeeTiers(table)
    .map((tier) => `${usd(tier.cents)} per applicant for a group of ${tier.range}`)
    .join(', ');
  const fee = table.processingFeeCents;
  const { normal, urgent } = processingTimeFacts;
  const fees = governmentFees(table);
  const touristFees = new Intl.ListFormat('en', { type: 'unit' }).format(
    fees.flatMap(({ touristValidity, cents }) =>
      touristValidity
        ? [`${usd(cents)} (${formatPeriod(touristValidityFacts[touristValidity].term, 'en')})`]
        : [],
    ),
  );
  const otherFee = usd(table.governmentFeeCents);
  const cardFee = cardFeeText(site.cardProcessingFee, table.currency, 'en');

  return [
    {
      heading: '1. Who we are, and who we are not',
      paragraphs: [
        `This agreement is between ${site.name} ("we", "us"), a private consultancy, and the person who signs it below ("you"), for yourself and for every applicant named in this application.`,
        'We are not the Government of India, its Bureau of Immigration or any Indian mission, and we are not affiliated with or endorsed by any of them. You could apply for an Indian e-Visa yourself on the official Government of India website and pay only the government fee. By signing you choose our paid assistance instead.',
      ],
    },
    {
      heading: '2. What we do for you',
      paragraphs: [
        'We check each application for completeness and consistency, contact you by email about anything that needs correcting, submit the application to the Government of India e-Visa system on your behalf, pay the government fee for you, keep you informed of its progress and send you the e-Visa when it is granted. You authorise us to submit the information and documents you give us for these purposes.',
      ],
    },
    {
      heading: '3. What we cannot promise',
      paragraphs: [
        'The decision to grant or refuse an e-Visa, and the time it takes, rests solely with the Government of India. We cannot guarantee approval or influence the decision. Processing times are estimates that start once every required document has been received. An e-Visa does not guarantee entry: the immigration officer at the port of arrival decides. Please avoid non-refundable travel bookings until you hold the e-Visa.',
      ],
    },
    {
      heading: '4. Your promises',
      paragraphs: [
        "You confirm that you are at least 18 years old; that every applicant named has authorised you to apply for them, or that you are the parent or legal guardian of any applicant under 18; that all information given is true, complete and matches each passport; that each passport is valid for at least 6 months after arrival in India and has at least 2 blank pages; and that you will upload each applicant's passport bio-data page and a recent photograph. Wrong or incomplete information can lead to refusal, for which we are not responsible.",
      ],
    },
    {
      heading: '5. Fees',
      paragraphs: [
        `Prices are in US dollars and apply to each applicant: our service fee is ${serviceFees}; the Government of India e-Visa fee, which we pass on, is ${touristFees} for a Tourist e-Visa, by its validity, and ${otherFee} for a Business, Medical or Conference e-Visa; processing is normal (${normal.minDays}-${normal.maxDays} business days) at ${fee.normal === 0 ? 'no extra charge' : usd(fee.normal)}, urgent (${urgent.minDays}-${urgent.maxDays} business days) at +${usd(fee.urgent)} or super urgent (same day, subject to availability) at +${usd(fee['super-urgent'])}; optional travel insurance is +${usd(table.travelInsuranceCents)} and an optional travel eSIM +${usd(table.travelEsimCents)}.`,
        'The total for this application is shown in the signature record below and is charged by card through our payment provider, who processes the card details; we never see or store a full card number.',
      ],
    },
    {
      heading: '6. Cancellations and refunds',
      paragraphs: [
        `If you cancel before we have submitted the application to the Government of India, we refund everything you paid, less the card processing fee (${cardFee}). Once submitted, our service fee is not refundable unless the application failed because of an error on our part or in our systems; in that case we correct and resubmit it at no cost or refund the service fee. The government fee is refunded only if we have not yet paid it to the Government of India, or if that Government refunds it. Optional services are refunded case by case; travel insurance cannot be refunded once activated or within ${days(refund.insuranceCutoffDays)} of travel.`,
        `To request a refund, contact support at any time until ${days(refund.requestWindowDays)} after the decision on the application (the issue of the e-Visa or its refusal), with your application number and any supporting proof. We review requests within ${businessDays(refund.reviewBusinessDays)}; an approved refund is paid to the original payment method, in the original currency, within ${businessDays(refund.arrivalBusinessDays)} of our approval.`,
      ],
    },
    {
      heading: '7. Your information',
      paragraphs: [
        'We use the information you give us only to prepare, submit and follow up this application and to contact you about it. We share it with the Government of India for that purpose and with the payment, email and hosting providers that help us deliver the service. We keep application records for the duration of the service and 7 years after it, as the law requires. Our Privacy Policy explains your rights, including access and correction.',
      ],
    },
    {
      heading: '8. Liability',
      paragraphs: [
        `Nothing in this agreement limits liability for death or personal injury caused by negligence, for fraud, or for anything else the law does not allow to be limited, and nothing affects your statutory rights as a consumer. Otherwise our total liability to you is limited to the greater of ${liability} and the amount you paid us for this application, and we are not liable for losses caused by a decision or delay of the Government of India, such as travel or accommodation costs.`,
      ],
    },
    {
      heading: '9. Electronic signature',
      paragraphs: [
        'By signing, whether you draw your signature or choose “Sign with my typed name”, and submitting, you agree to this agreement and accept that your electronic signature binds you as a handwritten one would. We record the date and time (UTC), your IP address and your browser with your signature, keep this signed copy and email it to you.',
      ],
    },
    {
      heading: '10. Law and disputes',
      paragraphs: [
        'This agreement is governed by the law of England and Wales. If something goes wrong, please contact support first; we aim to resolve every complaint within 30 days. You keep the protection of the mandatory consumer law of the country where you live, and may bring a claim in its courts.',
      ],
    },
  ];
}

/** The file name customers see on the emailed agreement. */
export const agreementPdfName = (applicationNumber: string) =>
  `signed-agreement-${applicationNumber}.pdf`;
