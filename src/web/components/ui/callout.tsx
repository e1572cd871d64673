import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { AlertIcon, InfoIcon } from './icons';

// A boxed note beside the main text: an icon, a short heading and a sentence or two. Labelled
// by its heading, so a screen reader announces what the note is about.

const tones = {
  /** Something to take care over (a scan that is refused, money that is final). */
  caution: {
    box: 'border border-saffron-200 bg-saffron-50 text-navy-950',
    icon: 'text-saffron-800',
    body: 'text-slate-800',
  },
  /** Something good to know. */
  info: { box: 'bg-navy-50 text-navy-900', icon: 'text-navy-700', body: '' },
} as const;

export interface CalloutProps {
  /** The heading's id, which labels the note. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  tone: keyof typeof tones;
  /** The warning triangle instead of the information sign. */
  alert?: boolean;
  /** The heading's level in the page's outline. */
  level?: 2 | 3;
  /** Smaller, for a side column. */
  compact?: boolean;
  /** A note inside a section (role="note") rather than beside the main content (aside). */
  inline?: boolean;
  className?: string;
}

export function Callout({
  titleId,
  title,
  children,
  tone,
  alert = false,
  level = 3,
  compact = false,
  inline = false,
  className,
}: CalloutProps) {
  const style = tones[tone];
  const Icon = alert ? AlertIcon : InfoIcon;
  const Heading = level === 2 ? 'h2' : 'h3';
  const Box = inline ? 'div' : 'aside';
  return (
    <Box
      role={inline ? 'note' : undefined}
      aria-labelledby={titleId}
      className={cn('flex gap-3 rounded-2xl', compact ? 'p-4' : 'p-5', style.box, className)}
    >
      <Icon className={cn('mt-0.5', compact && 'size-5 shrink-0', style.icon)} />
      <div>
        <Heading id={titleId} className={compact ? 'font-bold text-navy-950' : 'font-semibold'}>
          {title}
        </Heading>
        <p className={cn('mt-1', compact && 'text-sm', style.body)}>{children}</p>
      </div>
    </Box>
  );
}
