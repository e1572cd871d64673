import type { ReactNode } from 'react';
import { Container } from '@/web/components/ui/container';
import { cn } from '@/web/lib/cn';

export interface InfoSectionProps {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}

/** One titled part of an information page. */
export function InfoSection({ id, title, lead, className, children }: InfoSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-10 sm:py-14', className)}>
      <Container>
        <h2 id={id} className="text-2xl font-bold text-navy-950 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg text-pretty text-slate-700">{lead}</p>}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}
