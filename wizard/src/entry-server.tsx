import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';

/**
 * The public site's markup at `url`, for the build to write into that route's page
 * (scripts/build-wizard.mjs); boot.tsx hydrates it. `prerender` (not renderToString) waits for the
 * lazily loaded wizard, so its first step is in the page rather than the loading placeholder.
 * Nothing here may read the browser: the markup must equal the client's first render.
 */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
