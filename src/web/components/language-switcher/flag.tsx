import { cn } from '@/web/lib/cn';

/** A decorative flag emoji, hidden on platforms that cannot draw it (see flag-emoji.ts). */
export function Flag({ flag, className }: { flag: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('flag-emoji leading-none', className)}>
      {flag}
    </span>
  );
}
