import { useId, useState } from 'react';
import { SUPPORT_TYPES } from '../../../../shared/protocol/play';
import { Button } from '../../../ui/Button';
import { useToasts } from '../../../ui/Toasts';
import { useSend } from '../useTurn';

/** Ask staff for help with this game (ask-support {type}); success says 'staff notified'. */
export function SupportTab() {
  const id = useId();
  const [type, setType] = useState(0);
  const { send, busy } = useSend();
  const { show } = useToasts();
  const submit = async () => {
    const reply = await send('ask-support', { type });
    if (reply)
      show(typeof reply.message === 'string' ? reply.message : 'staff notified', 'success');
  };
  return (
    <form className="stack" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <label htmlFor={id}>What do you need help with?</label>
      <select id={id} value={type} onChange={(e) => setType(Number(e.target.value))}>
        {SUPPORT_TYPES.map((text, i) => (
          <option key={text} value={i}>
            {text}
          </option>
        ))}
      </select>
      <Button type="submit" busy={busy}>
        Ask for support
      </Button>
    </form>
  );
}
