import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite/precompress';
import { startTestServer, type TestServer } from '../support/server';

// The client's files as the build leaves them (with their compressed copies), served as they are.

const clientDir = mkdtempSync(path.join(tmpdir(), 'conquest-static-'));
mkdirSync(path.join(clientDir, 'static'));
const script = `export const words = ${JSON.stringify('a fingerprinted chunk '.repeat(200))};\n`;
writeFileSync(path.join(clientDir, 'static', 'app-abc123.js'), script);
writeFileSync(path.join(clientDir, 'static', 'tiny-abc123.js'), 'export {};');
writeFileSync(path.join(clientDir, 'static', 'map-abc123.png'), Buffer.alloc(4000, 7));
const manifest = JSON.stringify({ name: 'Conquest', icons: Array(100).fill({ src: '/i.png' }) });
writeFileSync(path.join(clientDir, 'manifest.webmanifest'), manifest);
writeFileSync(
  path.join(clientDir, 'index.html'),
  `<!doctype html><title>t</title>${'<p>'.repeat(600)}`,
);

let server: TestServer;
beforeAll(async () => {
  await precompressDir(clientDir);
  server = await startTestServer({}, { clientDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A GET whose body comes back as sent (node's fetch would decompress it). */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      request(server.baseUrl + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('static files', () => {
  it('sends brotli to a browser that takes it, whatever order its header lists', async () => {
    const res = await get('/static/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to one that takes gzip only, and the file itself to one that takes neither', async () => {
    const gzipped = await get('/static/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const refused = await get('/static/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
    expect(refused.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await get('/static/app-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('has no copies of files too small to gain, or of images', async () => {
    const tiny = await get('/static/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');
    const image = await get('/static/map-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.length).toBe(4000);
  });

  it('revalidates what is not fingerprinted: the manifest and the page', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(manifest);
    const again = await get('/manifest.webmanifest', {
      'accept-encoding': 'br',
      'if-none-match': res.headers.etag ?? '',
    });
    expect(res.headers.etag).toBeTruthy();
    expect(again.status).toBe(304);
    const page = await get('/lobby', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toBe(
      readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
    );
  });

  it('serves nothing outside the client directory', async () => {
    const res = await get('/static/..%2f..%2fpackage.json', { 'accept-encoding': 'br' });
    expect(res.body.toString()).not.toContain('"dependencies"');
  });
});
