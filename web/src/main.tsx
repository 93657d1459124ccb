/** Entry: languages first (so the first paint is translated), then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/Root.tsx';
import { initI18n } from './i18n/index.ts';
import './styles.css';

const render = () => {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
};

void initI18n().then(render);
