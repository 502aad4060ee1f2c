import { useId, useRef, useState } from 'react';
import { BBCode, type GameLinks } from '../../../shared/bbcode/BBCode';
import { previewErrorText } from '../../../shared/protocol/forum';
import { useRouteMutation } from '../../net/query';
import { Button } from '../../ui/Button';

/** Toolbar buttons: what each wraps the selection in. */
const TOOLS = [
  { label: 'B', title: 'Bold', open: '[b]', close: '[/b]' },
  { label: 'I', title: 'Italic', open: '[i]', close: '[/i]' },
  { label: 'U', title: 'Underline', open: '[u]', close: '[/u]' },
  { label: 'S', title: 'Strike through', open: '[s]', close: '[/s]' },
  { label: 'Link', title: 'Link', open: '[url=https://]', close: '[/url]' },
  { label: 'Image', title: 'Image', open: '[img]', close: '[/img]' },
  { label: 'Quote', title: 'Quote', open: '[quote]', close: '[/quote]' },
  { label: 'Code', title: 'Code', open: '[code]', close: '[/code]' },
  { label: 'List', title: 'List', open: '[list]\n[*]', close: '\n[/list]' },
  { label: 'Spoiler', title: 'Spoiler', open: '[spoiler]', close: '[/spoiler]' },
  { label: 'Game', title: 'Link to a game by its number', open: '[game]', close: '[/game]' },
] as const;

export interface BBCodeEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  rows?: number;
}

type Preview =
  | { status: 'idle' }
  | { status: 'shown'; source: string; games: GameLinks }
  | { status: 'failed'; error: string };

/**
 * A BBCode textarea with a formatting toolbar and a preview from `/api/forum/preview` (which
 * checks the body and looks up its game links); the preview itself is rendered here, with the
 * same components the server uses.
 */
export function BBCodeEditor({ label, value, onChange, maxLength, rows = 8 }: BBCodeEditorProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  // A preview changes nothing on the server: no read to invalidate.
  const previewing = useRouteMutation('POST /api/forum/preview', {
    onSuccess: ({ games }, { body }) => setPreview({ status: 'shown', source: body.body, games }),
  });

  function wrap(open: string, close: string) {
    const textarea = area.current;
    if (!textarea) return;
    const { selectionStart: start, selectionEnd: end } = textarea;
    onChange(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(start + open.length, end + open.length);
    });
  }

  function showPreview() {
    previewing.mutate(
      { body: { body: value } },
      { onError: (failure) => setPreview({ status: 'failed', error: failure.message }) },
    );
  }

  return (
    <div className="bbcode-editor">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="bbcode-editor__toolbar" role="toolbar" aria-label="Formatting">
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="bbcode-editor__tool"
            title={tool.title}
            onClick={() => wrap(tool.open, tool.close)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <textarea
        id={id}
        ref={area}
        className="field__input bbcode-editor__text"
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="bbcode-editor__footer">
        <span className="muted">
          {value.length.toLocaleString()} / {maxLength.toLocaleString()}
        </span>
        <Button variant="secondary" busy={previewing.isPending} onClick={showPreview}>
          Preview
        </Button>
      </div>
      {preview.status === 'failed' && (
        <p className="alert alert--error" role="alert">
          {previewErrorText(preview.error)}
        </p>
      )}
      {preview.status === 'shown' && (
        <section className="bbcode-editor__preview card" aria-label="Preview">
          <BBCode source={preview.source} games={preview.games} />
        </section>
      )}
    </div>
  );
}
