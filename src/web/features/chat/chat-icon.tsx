import type { SVGProps } from 'react';
import { cn } from '@/web/lib/cn';

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function ChatBubbleIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...svgProps} className={cn('size-6 shrink-0', className)} {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.5-4.9A8 8 0 1 1 21 12z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </svg>
  );
}

export function MinimiseIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...svgProps} className={cn('size-5 shrink-0', className)} {...props}>
      <path d="M5 19h14" />
    </svg>
  );
}

/** Points along the reading direction, so it flips in right-to-left. */
export function SendIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...svgProps} className={cn('size-5 shrink-0 rtl:-scale-x-100', className)} {...props}>
      <path d="M4 12l16-8-6 16-2.5-6.5z" />
      <path d="M11.5 13.5L20 4" />
    </svg>
  );
}
