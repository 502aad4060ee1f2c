import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './App';
import { SessionProvider } from './state/session';
import { GUEST, unusedHttp } from './testing/markup';
import { ToastProvider } from './ui/Toasts';

/** The page at `path` once its chunk (most pages are loaded on demand) has arrived. */
async function renderAt(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <SessionProvider http={unusedHttp} initial={GUEST}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </ToastProvider>
    </SessionProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('routes', () => {
  it.each([
    ['/', 'Conquer the world'],
    ['/register', 'Create your account'],
    ['/login', 'Log in to take your turns'],
    ['/no/such/page', 'This territory is not on the map'],
  ])('%s renders its page inside the layout', async (path, heading) => {
    const markup = await renderAt(path);
    expect(markup).toContain(heading);
    expect(markup).toContain('class="navbar"');
    expect(markup).toContain('<main id="main"');
    expect(markup).toContain('Skip to content');
  });
});
