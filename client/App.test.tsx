import { renderToStaticMarkup } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './App';
import { SessionProvider } from './state/session';
import { GUEST, unusedHttp } from './testing/markup';
import { ToastProvider } from './ui/Toasts';

/** The page at `path` once its chunk (most pages are loaded on demand) has arrived. */
async function renderAt(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return renderToStaticMarkup(
    <SessionProvider http={unusedHttp} initial={GUEST}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SessionProvider>,
  );
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
