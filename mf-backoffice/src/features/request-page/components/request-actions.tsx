/**
 * The staff's moves on a request (the admin CLI's, through the same service): take it
 * ('In behandeling', for me or a colleague), add a step with a message to the customer,
 * complete it, reject it with a reason. Shown to level 2 of /backoffice only; each sends the
 * version the page shows, so of two colleagues acting at once the second reads the
 * conflict message and the request as it now is.
 */
import type { TBackOfficeRequest } from '@portal/shared/contract/backoffice';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { Button, SelectField, TextAreaField } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useMoveRequest, type TMove } from '../api/move-request';

const T = BACKOFFICE_TEXTS;

type TProps = {
  request: TBackOfficeRequest;
  staff: readonly { id: number; name: string }[];
  me: number | null;
};

/** A move that carries a message: a step, the completion, the rejection. */
type TMessageMove = {
  name: string;
  label: string;
  button: string;
  isRequired: boolean;
  isPrimary: boolean;
  done: string;
  toMove: (message: string) => TMove;
};

type TRun = (next: TMove, done: string, clear: () => void) => void;

function MessageMoveForm({
  move,
  run,
  isBusy,
}: {
  move: TMessageMove;
  run: TRun;
  isBusy: boolean;
}) {
  const [message, setMessage] = useState('');
  return (
    <form
      className="backoffice-action"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        run(move.toMove(message), move.done, () => setMessage(''));
      }}
    >
      <TextAreaField
        name={move.name}
        label={move.label}
        required={move.isRequired}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" variant={move.isPrimary ? 'primary' : 'secondary'} isBusy={isBusy}>
        {move.button}
      </Button>
    </form>
  );
}

export function RequestActions({ request, staff, me }: TProps) {
  const move = useMoveRequest(request.customerRequestId);
  const [assignee, setAssignee] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { status, version } = request;
  const isRunning = status === 'OPEN' || status === 'PROCESSING';

  const run: TRun = (next, done, clear) => {
    setNotice(null);
    move.mutate(next, {
      onSuccess: () => {
        clear();
        setNotice({ tone: 'success', text: done });
      },
      onError: (error) => setNotice({ tone: 'error', text: error.message }),
    });
  };

  const noticeLine = notice ? (
    <p
      className={`backoffice-notice backoffice-notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  ) : null;

  // why: the notice of the move that closed it ('De aanvraag is afgerond') stays in view.
  if (!isRunning) {
    return (
      <section className="ui-card backoffice-card" aria-labelledby="backoffice-actions">
        <h2 id="backoffice-actions" className="backoffice-card__heading">
          {T.sections.actions}
        </h2>
        {noticeLine}
        <p>{T.closed}</p>
      </section>
    );
  }

  const colleagues = staff
    .filter((member) => member.id !== me)
    .map((member) => ({ value: String(member.id), label: member.name }));

  const step: TMessageMove = {
    name: 'stepMessage',
    label: T.stepMessage,
    button: T.addStep,
    isRequired: true,
    isPrimary: false,
    done: T.done.step,
    toMove: (message) => ({ kind: 'step', body: { version, message } }),
  };
  const complete: TMessageMove = {
    name: 'completeMessage',
    label: T.completeMessage,
    button: T.complete,
    isRequired: false,
    isPrimary: true,
    done: T.done.complete,
    toMove: (message) => ({
      kind: 'complete',
      body: { version, message: message.trim() === '' ? null : message },
    }),
  };
  const reject: TMessageMove = {
    name: 'rejectReason',
    label: T.rejectReason,
    button: T.reject,
    isRequired: true,
    isPrimary: false,
    done: T.done.reject,
    toMove: (message) => ({ kind: 'reject', body: { version, message } }),
  };

  return (
    <section className="ui-card backoffice-card" aria-labelledby="backoffice-actions">
      <h2 id="backoffice-actions" className="backoffice-card__heading">
        {T.sections.actions}
      </h2>
      {noticeLine}
      {status === 'OPEN' ? (
        <form
          className="backoffice-action"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            run(
              {
                kind: 'take',
                body: { version, assigneeUserId: assignee === '' ? null : Number(assignee) },
              },
              T.done.take,
              () => setAssignee(''),
            );
          }}
        >
          <SelectField
            name="assignee"
            label={T.takeFor}
            placeholder={T.takeMe}
            options={colleagues}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          />
          <Button type="submit" isBusy={move.isPending}>
            {T.take}
          </Button>
        </form>
      ) : null}
      <MessageMoveForm move={step} run={run} isBusy={move.isPending} />
      {status === 'PROCESSING' ? (
        <MessageMoveForm move={complete} run={run} isBusy={move.isPending} />
      ) : null}
      <MessageMoveForm move={reject} run={run} isBusy={move.isPending} />
    </section>
  );
}
