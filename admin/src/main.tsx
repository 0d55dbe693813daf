import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { ADMINISTRATION_PATH, OLD_ADMINISTRATION_ADDRESS } from './paths';

// Vite's base is '/crm/'; the router works under '/crm'.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

// The administration page's old address: /crm-admin is /crm/admin. The
// server answers it with this app; the router cannot serve it under /crm, so rewrite it first.
const OLD_ADMIN_PATH = new RegExp(`^${OLD_ADMINISTRATION_ADDRESS}(?=/|$)`);
if (OLD_ADMIN_PATH.test(window.location.pathname)) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(null, '', `${pathname.replace(OLD_ADMIN_PATH, `${basename}${ADMINISTRATION_PATH}`)}${search}${hash}`);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
