import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composeNginxConfig } from '../../scripts/lib/nginxConfig';

// The reference deployment (compose.yaml and deploy/nginx.conf) checked as data: docker compose
// cannot run on CI's machine, so this is what keeps the file honest.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const nginx = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');

interface Service {
  image?: string;
  build?: string;
  restart?: string;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  networks?: Record<string, { aliases?: string[] }>;
}

const services = Object.entries(compose.services);
const games = services.filter(([name]) => /^game\d+$/.test(name));

describe('compose.yaml', () => {
  it('runs several game processes, PostgreSQL, Redis and a proxy, each restarted and health-checked', () => {
    expect(games.length).toBeGreaterThanOrEqual(2);
    for (const name of ['postgres', 'redis', 'proxy']) expect(compose.services[name]).toBeDefined();
    for (const [name, service] of services) {
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
    expect(compose.services.postgres!.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
  });

  it('gives every game process the shared database, Redis, a readiness probe and its own address', () => {
    const addresses = new Set<string>();
    for (const [name, game] of games) {
      const env = game.environment!;
      // The password travels apart (PGPASSWORD): raw inside the URL, an @ or / in it broke the URL.
      expect(env.DATABASE_URL, name).toBe('postgres://conquest@postgres:5432/conquest');
      expect(env.PGPASSWORD, name).toBe('${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}');
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY, name).toBe('1');
      expect(game.healthcheck!.test.join(' '), name).toContain('/readyz');
      expect(game.depends_on, name).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      // No published port: browsers come in through the proxy only.
      expect(game.ports, name).toBeUndefined();
      const suffix = name.replace('game', '/g');
      expect(env.PUBLIC_ADDRESS, name).toMatch(new RegExp(`${suffix}$`));
      addresses.add(env.PUBLIC_ADDRESS!);
    }
    expect(addresses.size).toBe(games.length);
  });

  it('publishes only the proxy, which waits for healthy game processes', () => {
    const published = services.filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(compose.services.proxy!.ports).toEqual(['${PROXY_PORT:-8080}:80']);
    for (const [name] of games)
      expect(compose.services.proxy!.depends_on![name]).toEqual({ condition: 'service_healthy' });
    expect(compose.services.proxy!.volumes).toContain(
      './deploy/nginx.conf:/etc/nginx/nginx.conf:ro',
    );
  });

  it('keeps secrets out of the file: they come from the environment', () => {
    const text = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
    for (const secret of ['POSTGRES_PASSWORD', 'SESSION_SECRET']) {
      expect(text).toContain(`\${${secret}:?`);
    }
    for (const [name, game] of games) {
      for (const key of ['SESSION_SECRET', 'METRICS_TOKEN', 'ADMIN_PASSWORD'])
        expect(game.environment![key], `${name} ${key}`).toMatch(/^\$\{/);
      expect(game.environment!.PGPASSWORD).toContain('${POSTGRES_PASSWORD:?');
    }
  });
});

describe('deploy/nginx.conf', () => {
  it('balances HTTP over every game process and routes each one’s WebSockets by its name', () => {
    const any = /location \/ \{([^}]*)\}/.exec(nginx)![1]!;
    expect(any).toMatch(/set \$game_any game:2567;\s*proxy_pass http:\/\/\$game_any;/);
    for (const [name, game] of games) {
      // Every game process answers to `game`, the name the proxy balances over.
      expect(game.networks?.default?.aliases, name).toContain('game');
      // PUBLIC_ADDRESS host/gN -> location /gN/ -> that process, with the prefix stripped.
      const prefix = game.environment!.PUBLIC_ADDRESS!.replace(/^[^/]+/, '');
      expect(nginx, name).toMatch(
        new RegExp(
          `location ${prefix}/ \\{\\s*set \\$${name} ${name}:2567;\\s*` +
            `rewrite \\^${prefix}/\\(\\.\\*\\)\\$ /\\$1 break;\\s*proxy_pass http://\\$${name};`,
        ),
      );
    }
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    // The proxy `npm run cluster` starts comes from the same generator.
    // Regenerate: npm run cluster -- --compose-nginx 3 > deploy/nginx.conf
    expect(nginx).toBe(composeNginxConfig(games.length));
    expect(nginx).toMatch(/proxy_set_header Host \$http_host;/);
  });

  // Looked up at request time through variables: every nginx does this (test/cluster/proxyNames.test.ts
  // runs it), where `server ... resolve` in an upstream group needs 1.27.3.
  it('follows containers to new addresses: names looked up through Docker’s DNS every 5 s', () => {
    expect(nginx).toContain('resolver 127.0.0.11 valid=5s ipv6=off;');
    expect(nginx).not.toMatch(/^\s*upstream /m);
    expect(nginx).not.toMatch(/proxy_pass http:\/\/[a-z]/);
  });

  it('retries only what never reached a process, sets none aside, and passes the game’s answers on', () => {
    const any = /location \/ \{([^}]*)\}/.exec(nginx)![1]!;
    expect(any).toMatch(/proxy_next_upstream error timeout;/);
    expect(nginx).not.toMatch(/^\s*proxy_next_upstream .*(http_50\d|non_idempotent)/m);
    expect(nginx).not.toMatch(/max_fails=[1-9]/);
    expect(nginx).toContain('proxy_intercept_errors off;');
    expect(any).toContain('error_page 502 504 = @no_process;');
    expect(nginx).toMatch(
      /location @no_process \{[^}]*return 502 '\{"success":false,"error":"[^"]+"\}';/,
    );
  });

  it('compresses text, scripts, JSON and SVG', () => {
    expect(nginx).toMatch(/^\s*gzip on;/m);
    expect(nginx).toMatch(/^\s*gzip_static on;/m);
    const types = /gzip_types ([^;]+);/.exec(nginx)![1]!.split(' ');
    for (const type of ['application/javascript', 'application/json', 'text/css', 'image/svg+xml'])
      expect(types).toContain(type);
  });
});
