import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applicationStatuses } from '@/domain/status';
import { StatusBadge, statusTone } from './status-badge';

describe('StatusBadge', () => {
  it('gives every status its own colour', () => {
    const tones = applicationStatuses.map((status) => statusTone[status]);
    expect(new Set(tones).size).toBe(applicationStatuses.length);
  });

  it("shows the page's word for the status, with the colour and an icon hidden from readers", () => {
    for (const status of applicationStatuses) {
      const html = renderToStaticMarkup(<StatusBadge status={status} label="Word" size="sm" />);
      expect(html).toContain(statusTone[status]);
      expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
      expect(html).toMatch(/<\/svg>Word<\/span>$/);
    }
  });
});
