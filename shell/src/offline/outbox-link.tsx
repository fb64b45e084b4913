// The top bar's way to the outbox: shown while something waits or was refused.
import { OFFLINE_TEXTS as TEXTS } from '@portal/shared/rules';
import { OutboxIcon } from '@portal/shared/ui';
import { NavLink } from 'react-router-dom';
import { OUTBOX_PATH } from './outbox-paths';

/** `needsAttention`: the outbox items waiting or refused (useOutbox). */
export function OutboxLink({ needsAttention }: { needsAttention: number }) {
  if (needsAttention === 0) return null;
  return (
    <NavLink to={OUTBOX_PATH} className="outbox-link" aria-label={TEXTS.outboxLink(needsAttention)}>
      <OutboxIcon />
      <span className="outbox-link__count" aria-hidden="true">
        {needsAttention}
      </span>
    </NavLink>
  );
}
