import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PREFERRED_LANGUAGE_KEY, resolveLanguage } from '@/domain/i18n';
import { App } from './app/app';
import { applyDocumentLanguage, initI18n } from './i18n';
import { markFlagEmojiSupport } from './lib/flag-emoji';
import { safeStorage } from './lib/safe-storage';
import './styles.css';

async function start(): Promise<void> {
  // The CSP forbids inline scripts, so <html lang/dir> is set here, before the first render.
  const language = resolveLanguage(
    safeStorage.getItem(PREFERRED_LANGUAGE_KEY),
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
  applyDocumentLanguage(language);
  markFlagEmojiSupport();
  await initI18n(language);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
