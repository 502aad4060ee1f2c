import { Link } from 'react-router';
import { CREATE_GAME_TEXTS } from '../../../shared/protocol/createGame';

/** The errors box: every message of spec §5 that applies, and the multiple-decks warning. */
export function CreateGameMessages({
  errors,
  warnings,
}: {
  errors: readonly string[];
  warnings: readonly string[];
}) {
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <div className="create-messages" aria-live="polite">
      {errors.length > 0 && (
        <ul className="alert alert--error create-messages__errors" data-testid="create-errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {warnings.map((warning) => (
        <p key={warning} className="alert create-messages__warning">
          {warning}{' '}
          {warning === CREATE_GAME_TEXTS.multipleDecks && (
            <Link to="/tutorial/glossary#multiple-card-decks">What does that mean?</Link>
          )}
        </p>
      ))}
    </div>
  );
}
