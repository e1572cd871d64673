import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * A lookup's answer: a card labelled by its heading, which takes focus each time a new answer
 * arrives, so a screen reader reads it and the keyboard continues from it.
 */
export function ResultSection({
  titleId,
  title,
  titleClassName,
  answer,
  children,
}: {
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  /** The answer shown; focus moves to the heading when it changes. */
  answer: unknown;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className={cn('text-xl font-bold text-navy-950 outline-none', titleClassName)}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
