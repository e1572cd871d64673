import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allowsEVisaEntry, ports, type Port, type PortKind } from '@/domain/reference';
import type { Transportation } from '@/domain/visa';
import { inputClasses } from '@/web/components/ui/form-field';
import { applicationQueryOptions, useApplicationSession } from '@/web/features/application-session';
import { portLabel } from '../components/port-label';

const kinds: readonly PortKind[] = ['airport', 'seaport', 'land'];

export interface PortSelectProps {
  id: string;
  /** Entry: only where an e-Visa holder may arrive. Exit: any immigration check post. */
  direction: 'entry' | 'exit';
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  ref?: (element: HTMLSelectElement | null) => void;
}

/** Indian ports grouped as airports, seaports and land crossings. */
export function PortSelect({ direction, invalid, onChange, ...props }: PortSelectProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  // Entry is offered only through the kind of port of step 1's way of travel (the application
  // the wizard has loaded already, so this reads the cache).
  const { data: view } = useQuery(applicationQueryOptions(useApplicationSession()));
  const transportation: Transportation | undefined = view?.transportation;
  const arrivingBy: PortKind | undefined =
    transportation === 'airports'
      ? 'airport'
      : transportation === 'seaports'
        ? 'seaport'
        : undefined;
  const usable = (port: Port) =>
    direction === 'exit' ||
    (allowsEVisaEntry(port) && (arrivingBy === undefined || port.kind === arrivingBy));
  return (
    <select
      {...props}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      className={inputClasses(invalid)}
    >
      <option value="">{t('ports.placeholder')}</option>
      {kinds.map((kind) => {
        const group = ports.filter((port) => port.kind === kind && usable(port));
        if (group.length === 0) return null;
        return (
          <optgroup key={kind} label={t(`ports.kinds.${kind}`)}>
            {group.map((port) => (
              <option dir="auto" key={port.code} value={port.code}>
                {portLabel(t, port)}
              </option>
            ))}
          </optgroup>
        );
      })}
    </select>
  );
}
