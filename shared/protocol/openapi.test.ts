import { describe, expect, it } from 'vitest';
import { siteApiDocument } from './openapi';
import { PLAY_ACTION_NAMES } from './playCalls';
import { SITE_ROUTES } from './routes';

type Operation = {
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Schema = { properties?: Record<string, unknown>; required?: string[]; $ref?: string };

describe('the site API document', () => {
  const doc = siteApiDocument();
  const operation = (path: string, method: string) =>
    (doc.paths[path] as Record<string, Operation> | undefined)?.[method];

  it('has every declared route under its OpenAPI path, and one path per play call', () => {
    for (const key of Object.keys(SITE_ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(operation(path.replace(/:(\w+)/g, '{$1}'), method.toLowerCase()), key).toBeDefined();
    }
    for (const action of PLAY_ACTION_NAMES)
      expect(doc.paths[`/game/{gameId}/play/${action}`]).toBeDefined();
  });

  it('gives a play call its payload fields and last_update', () => {
    const attack = operation('/game/{gameId}/play/attack', 'post')!;
    const schema = attack.requestBody!.content['application/json']!.schema;
    expect(Object.keys(schema.properties!).sort()).toEqual(
      ['last_update', 'num_attacks', 'territory_from', 'territory_to'].sort(),
    );
    expect(schema.required?.sort()).toEqual(['num_attacks', 'territory_from', 'territory_to']);
  });

  it('documents a declared route’s body, its reply fields and its refusals', () => {
    const login = operation('/login', 'post')!;
    expect(login.requestBody!.content['application/json']!.schema.required?.sort()).toEqual([
      'password',
      'username',
    ]);
    const reply = login.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(reply.properties!).sort()).toEqual(['csrfToken', 'success', 'user']);
    expect(login.responses['401']!.content!['application/json']!.schema.$ref).toBe(
      '#/components/schemas/Refusal',
    );
    expect(doc.components.schemas.Refusal).toMatchObject({
      required: ['success'],
      properties: { success: { const: false }, error: { type: 'string' } },
    });
  });

  it('documents an upload’s media types and a success that is text or bytes', () => {
    const upload = operation('/api/editor/maps/{mapId}/background', 'post')! as Operation & {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content).sort()).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(upload.responses['413']!.content!['application/json']!.schema.$ref).toBe(
      '#/components/schemas/Refusal',
    );
    const picture = operation('/api/editor/maps/{mapId}/background', 'get')!;
    expect(picture.responses['200']!.content).toEqual({ 'image/*': {} });
    const metrics = operation('/metrics', 'get')!;
    expect(metrics.responses['200']!.content!['text/plain']!.schema).toMatchObject({
      type: 'string',
    });
    expect((metrics as { description?: string }).description).toContain('METRICS_TOKEN');
  });

  it('explains versions, last_update and how a game starts', () => {
    expect(doc.info.description).toContain('staleUpdate');
    expect(doc.info.description).toMatch(/starts \(status 2\) when the last\s+seat is taken/);
  });
});
