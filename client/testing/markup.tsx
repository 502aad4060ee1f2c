import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { SessionResponse, SessionUser } from '../../shared/protocol/account';
import type { HttpClient, HttpResult } from '../net/http';
import { SessionProvider } from '../state/session';
import { ToastProvider, type Toast } from '../ui/Toasts';

// Helpers for tests that render components to static markup (no DOM is installed).

export const ALICE: SessionUser = {
  id: 7,
  username: 'alice',
  roles: ['player'],
  tokens: 100,
  rating: 1500,
  permissions: [],
};

export const GUEST: SessionResponse = { user: null, csrfToken: 'token', finishedGame: false };
export const SIGNED_IN: SessionResponse = { user: ALICE, csrfToken: 'token', finishedGame: false };

/** An HTTP client that must not be called: server rendering runs no effects or handlers. */
export const unusedHttp: HttpClient = {
  get: () => Promise.reject(new Error('unexpected GET')),
  post: () => Promise.reject(new Error('unexpected POST')),
  session: () =>
    Promise.resolve<HttpResult<SessionResponse>>({ ok: true, status: 200, data: GUEST }),
};

export interface RenderOptions {
  path?: string;
  session?: SessionResponse;
  toasts?: Toast[];
}

/** Renders `element` inside the app's providers at `path`, to HTML. */
export function renderMarkup(element: ReactNode, options: RenderOptions = {}): string {
  return renderToStaticMarkup(
    <SessionProvider http={unusedHttp} initial={options.session ?? GUEST}>
      <ToastProvider initial={options.toasts ?? []}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{element}</MemoryRouter>
      </ToastProvider>
    </SessionProvider>,
  );
}

function unescape(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The attributes of an HTML start tag. */
export function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
    const [, name, value] = match;
    // HTML attribute names are case-insensitive; React writes some in camel case (autoComplete).
    if (name) result[name.toLowerCase()] = unescape(value ?? '');
  }
  return result;
}

/** Every start tag of one element type, as attribute maps. */
export function tags(markup: string, name: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => attributes(m[0]));
}

/** The element with this id: its attributes and its text (no nested elements of the same type). */
export function byId(markup: string, id: string) {
  for (const match of markup.matchAll(/<(\w+)\b([^>]*)>([^<]*)/g)) {
    const attrs = attributes(` ${match[2] ?? ''}`);
    if (attrs.id === id) return { tag: match[1], attrs, text: unescape(match[3] ?? '') };
  }
  return undefined;
}

/** The input a <label> with exactly this text points at, by its `for` attribute. */
export function inputByLabel(markup: string, label: string) {
  for (const match of markup.matchAll(/<label\b([^>]*)>([^<]*)<\/label>/g)) {
    if (unescape(match[2] ?? '') !== label) continue;
    const target = attributes(` ${match[1] ?? ''}`).for;
    const input = tags(markup, 'input').find((attrs) => attrs.id === target);
    if (input) return input;
  }
  return undefined;
}

/** The text of the message an input's aria-describedby names. */
export function description(markup: string, input: Record<string, string> | undefined) {
  const id = input?.['aria-describedby'];
  return id ? byId(markup, id)?.text : undefined;
}
