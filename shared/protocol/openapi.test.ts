import { describe, expect, it } from 'vitest';
import { playApiDocument } from './openapi';
import { PLAY_ACTION_NAMES } from './playCalls';

describe('the play API document', () => {
  const doc = playApiDocument();

  it('has one path per play call, each with its payload fields and last_update', () => {
    expect(Object.keys(doc.paths)).toHaveLength(PLAY_ACTION_NAMES.length);
    const attack = doc.paths['/game/{gameId}/play/attack']!.post;
    const schema = attack.requestBody.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required?: string[];
    };
    expect(Object.keys(schema.properties).sort()).toEqual(
      ['last_update', 'num_attacks', 'territory_from', 'territory_to'].sort(),
    );
    expect(schema.required?.sort()).toEqual(['num_attacks', 'territory_from', 'territory_to']);
  });

  it('explains versions, last_update and how a game starts', () => {
    expect(doc.info.description).toContain('staleUpdate');
    expect(doc.info.description).toMatch(/starts \(status 2\) when the last\s+seat is taken/);
  });
});
