export interface RadioPillsProps {
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  /** Receives the first radio, so the form can focus the question. */
  ref?: (element: HTMLInputElement | null) => void;
}

/** A short row of radio buttons (gender, yes/no), each a 44 px target. */
export function RadioPills({
  name,
  value,
  options,
  onChange,
  onBlur,
  invalid,
  ref,
}: RadioPillsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option, i) => (
        <label
          key={option.value}
          className="flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-lg border border-slate-500 bg-white px-3 has-checked:border-navy-700 has-checked:bg-navy-50"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            ref={i === 0 ? ref : undefined}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
            className="size-4 accent-navy-800"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
