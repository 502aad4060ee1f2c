import { useDeferredValue, useId, useState } from 'react';
import { BBCode } from '../../../shared/bbcode/BBCode';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { formatAsBBCode } from './formatter';
import '../forum/community.css';

const EXAMPLE = `Results of the weekend cup:
Player\tWins\tGames
Ann\t5\t6
Ben\t3\t6
Rules: https://example.com/cup
- top two play the final
- maps as last time`;

/** /tools/bbcode: paste plain text, get tidy BBCode with a live preview and a copy button. */
export function BBCodeFormatterPage() {
  usePageTitle('BBCode formatter');
  const [text, setText] = useState(EXAMPLE);
  // The BBCode follows the plain text, and may then be touched up by hand before copying.
  const [bbcode, setBbcode] = useState(() => formatAsBBCode(EXAMPLE));
  const preview = useDeferredValue(bbcode);
  const textId = useId();
  const bbcodeId = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(bbcode);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="community-page">
      <h1>BBCode formatter</h1>
      <p className="muted">
        Paste a list, a table of results or links: lists become [list], columns line up in [code],
        addresses become links.
      </p>
      <div className="formatter">
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            Plain text
          </label>
          <textarea
            id={textId}
            className="field__input formatter__text"
            rows={12}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setBbcode(formatAsBBCode(event.target.value));
              setCopied('idle');
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={bbcodeId}>
            BBCode
          </label>
          <textarea
            id={bbcodeId}
            className="field__input formatter__text"
            rows={12}
            value={bbcode}
            onChange={(event) => {
              setBbcode(event.target.value);
              setCopied('idle');
            }}
          />
        </div>
      </div>
      <div className="button-row">
        <Button onClick={() => void copy()}>Copy BBCode</Button>
        <span className="muted" role="status">
          {copied === 'copied'
            ? 'Copied.'
            : copied === 'failed'
              ? 'Could not copy: select the text and copy it.'
              : ''}
        </span>
      </div>
      <section className="card formatter__preview" aria-label="Preview">
        <BBCode source={preview} />
      </section>
    </div>
  );
}
