import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPageLoadStatus } from './lib/auth/auth-api';

// The session check goes out before the first render, alongside the first screen's chunks.
startPageLoadStatus();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in slices, so no single task blocks the page for long.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
