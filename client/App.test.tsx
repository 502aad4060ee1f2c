import { renderToStaticMarkup } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './App';
import { SessionProvider } from './state/session';
import { GUEST, unusedHttp } from './testing/markup';
import { ToastProvider } from './ui/Toasts';

function renderAt(path: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
  ])('%s renders its page inside the layout', (path, heading) => {
    const markup = renderAt(path);
    expect(markup).toContain(heading);
    expect(markup).toContain('class="navbar"');
    expect(markup).toContain('<main id="main"');
    expect(markup).toContain('Skip to content');
  });
});
