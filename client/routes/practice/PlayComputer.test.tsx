import { describe, expect, it } from 'vitest';
import { SIGNED_IN, GUEST, renderMarkup } from '../../testing/markup';
import { HomePage } from '../home/HomePage';
import { LobbyPage } from '../lobby/LobbyPage';
import { PlayComputer } from './PlayComputer';

describe('Play the computer', () => {
  it('is one button, with the defaults it plays said beside it', () => {
    const markup = renderMarkup(<PlayComputer />, { session: SIGNED_IN });
    expect(markup).toMatch(/<button[^>]*>Play the computer<\/button>/);
    expect(markup).toContain('3 Normal computers, unrated · Choices');
  });

  it('is offered to a signed-in person on the home page and in the lobby, not to a guest', () => {
    for (const page of [<HomePage key="home" />, <LobbyPage key="lobby" />]) {
      expect(renderMarkup(page, { session: SIGNED_IN })).toContain('data-testid="play-computer"');
      expect(renderMarkup(page, { session: GUEST })).not.toContain('data-testid="play-computer"');
    }
  });
});
