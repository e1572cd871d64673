import { cn } from '@/web/lib/cn';

/** A small preview: the image itself, or a PDF badge for documents. */
export function FileThumbnail({
  url,
  isPdf,
  alt,
  className,
}: {
  url: string | undefined;
  isPdf: boolean;
  alt: string;
  className?: string;
}) {
  const frame = cn(
    'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50',
    className,
  );
  if (url && !isPdf) {
    return (
      <span className={frame}>
        <img src={url} alt={alt} className="size-full object-cover" />
      </span>
    );
  }
  return (
    <span className={frame} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-9 text-red-700" fill="none" stroke="currentColor">
        <path strokeWidth={1.5} d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path strokeWidth={1.5} d="M14 3v5h5" />
        {isPdf && (
          <text
            x="12"
            y="17"
            textAnchor="middle"
            fontSize="5.5"
            fontWeight="700"
            fill="currentColor"
            stroke="none"
          >
            PDF
          </text>
        )}
      </svg>
    </span>
  );
}
