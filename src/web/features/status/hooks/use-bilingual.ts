import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The tracking page speaks Turkish and English side by side (specification section 2),
// whatever the interface language: both bundles of the status namespace are loaded here.
const trackingLanguages = ['tr', 'en'] as const;

export function useBilingual() {
  const { i18n } = useTranslation('status', { useSuspense: true });
  const loaded = () => trackingLanguages.every((lng) => i18n.hasResourceBundle(lng, 'status'));
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void i18n.reloadResources([...trackingLanguages], ['status']).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  if (!ready) return null;
  return {
    tr: i18n.getFixedT('tr', 'status'),
    en: i18n.getFixedT('en', 'status'),
  };
}
export type Bilingual = NonNullable<ReturnType<typeof useBilingual>>;
