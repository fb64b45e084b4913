/**
 * /outbox, 'Wachtrij' (issue 29): what the user sent without a connection. A waiting item
 * goes by itself once the connection is back ('Nu versturen' tries at once); a sent one
 * shows the server's answer; a refused one its message and what the server said of each
 * field, with the data kept: send it again once the cause is gone, go back to the form,
 * or remove it.
 */
import {
  discardOutboxItem,
  retryOutboxItem,
  sendOutboxNow,
  type TOutboxItem,
} from '@portal/shared/client';
import { formatDateTime, OFFLINE_TEXTS as TEXTS } from '@portal/shared/rules';
import {
  AlertIcon,
  Button,
  ButtonLink,
  CheckCircleIcon,
  NavigationFlash,
  OutboxIcon,
  RefreshIcon,
} from '@portal/shared/ui';
import { useState } from 'react';
import { useConnectionState } from './use-connection-state';
import { useOutbox } from './use-outbox';

function requestNumberOf(response: unknown): number | null {
  const id = (response as { customerRequestId?: unknown } | null)?.customerRequestId;
  return typeof id === 'number' ? id : null;
}

const STATE_LABEL = {
  waiting: TEXTS.stateWaiting,
  sent: TEXTS.stateSent,
  refused: TEXTS.stateRefused,
} as const;

function StateIcon({ state }: { state: TOutboxItem['state'] }) {
  if (state === 'sent') return <CheckCircleIcon />;
  if (state === 'refused') return <AlertIcon />;
  return <OutboxIcon />;
}

function OutboxEntry({ item }: { item: TOutboxItem }) {
  const [isBusy, setIsBusy] = useState(false);
  const requestNumber = item.state === 'sent' ? requestNumberOf(item.response) : null;
  const fieldMessages = Object.values(item.fields ?? {});

  async function act(action: () => Promise<unknown>) {
    setIsBusy(true);
    try {
      await action();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <li className={`ui-card outbox-item outbox-item--${item.state}`}>
      <h2 className="outbox-item__title">{item.title}</h2>
      <p className="outbox-item__state">
        <StateIcon state={item.state} />
        <span>{STATE_LABEL[item.state]}</span>
      </p>
      <p className="outbox-item__time">
        {item.state === 'sent' && item.settledAt
          ? TEXTS.sentAt(formatDateTime(new Date(item.settledAt)))
          : TEXTS.queuedAt(formatDateTime(new Date(item.queuedAt)))}
      </p>
      {item.message ? <p className="outbox-item__message">{item.message}</p> : null}
      {fieldMessages.length > 0 ? (
        <ul className="outbox-item__fields">
          {fieldMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {requestNumber !== null ? <p>{TEXTS.requestNumber(requestNumber)}</p> : null}
      <div className="ui-cluster">
        {item.state === 'refused' ? (
          <>
            <Button
              variant="secondary"
              icon={<RefreshIcon />}
              isBusy={isBusy}
              onClick={() =>
                void act(async () => {
                  await retryOutboxItem(item.idempotencyKey);
                  await sendOutboxNow();
                })
              }
            >
              {TEXTS.retry}
            </Button>
            <ButtonLink to={item.pagePath} variant="secondary">
              {TEXTS.backToForm}
            </ButtonLink>
          </>
        ) : null}
        {item.state !== 'waiting' ? (
          <Button
            variant="link"
            onClick={() => {
              // why: a refused write still holds what the user typed; never lose it by a slip.
              if (item.state === 'refused' && !window.confirm(TEXTS.discardConfirm(item.title)))
                return;
              void act(() => discardOutboxItem(item.idempotencyKey));
            }}
          >
            {TEXTS.discard}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function OutboxPage() {
  const { items, isLoaded } = useOutbox();
  const { isOffline } = useConnectionState();
  const [isSending, setIsSending] = useState(false);
  const hasWaiting = items.some((item) => item.state === 'waiting');

  return (
    <div className="ui-stack page outbox-page">
      <h1>{TEXTS.outboxTitle}</h1>
      <NavigationFlash />
      <p>{TEXTS.outboxIntro}</p>
      {hasWaiting && !isOffline ? (
        <div>
          <Button
            variant="secondary"
            icon={<RefreshIcon />}
            isBusy={isSending}
            onClick={() => {
              setIsSending(true);
              void sendOutboxNow().finally(() => setIsSending(false));
            }}
          >
            {TEXTS.sendNow}
          </Button>
        </div>
      ) : null}
      {isLoaded && items.length === 0 ? <p>{TEXTS.outboxEmpty}</p> : null}
      {items.length > 0 ? (
        <ul className="outbox-list" aria-label={TEXTS.outboxTitle}>
          {items.map((item) => (
            <OutboxEntry key={item.idempotencyKey} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
