import { cn } from '@/web/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger';
export type ButtonSize = 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-navy-700 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-navy-800 text-white shadow-sm hover:bg-navy-900 active:bg-navy-950',
  secondary:
    'border border-navy-200 bg-white text-navy-800 shadow-sm hover:border-navy-300 hover:bg-navy-50',
  ghost: 'text-navy-800 hover:bg-navy-50',
  // Navy text on saffron: the accent colour never carries white or saffron-on-white text.
  accent: 'bg-saffron-500 text-navy-950 shadow-sm hover:bg-saffron-400',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

// Every size keeps at least a 44 px touch target.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 shrink-0',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
