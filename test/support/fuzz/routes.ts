import type express from 'express';

/** One HTTP route of the server, as Express knows it. */
export interface RouteEntry {
  method: 'GET' | 'POST';
  /** Express path with `:params`. */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route the Express app answers, read from its router (so routes added later are fuzzed
 * without anyone listing them). Catch-all patterns (the single-page app's fallback) are left out.
 */
export function routesOf(app: express.Application): RouteEntry[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router;
  const found: RouteEntry[] = [];
  const visit = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const method of Object.keys(layer.route.methods)) {
          const upper = method.toUpperCase();
          if (upper === 'GET' || upper === 'POST')
            found.push({ method: upper, path: layer.route.path });
        }
      } else if (layer.handle?.stack) visit(layer.handle.stack);
    }
  };
  visit(root.stack);
  return found;
}
