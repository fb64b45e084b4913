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

export function RequestActions({ request, staff, me }: TProps) {
  const move = useMoveRequest(request.customerRequestId);
  const [assignee, setAssignee] = useState('');
  const [stepMessage, setStepMessage] = useState('');
  const [closeMessage, setCloseMessage] = useState('');
  const [rejectReason, setRejectReason] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { status, version } = request;
  const isRunning = status === 'OPEN' || status === 'PROCESSING';

  function run(next: TMove, done: string, clear: () => void) {
    setNotice(null);
    move.mutate(next, {
      onSuccess: () => {
        clear();
        setNotice({ tone: 'success', text: done });
      },
      onError: (error) => setNotice({ tone: 'error', text: error.message }),
    });
  }

  const submit = (handler: () => void) => (event: FormEvent) => {
    event.preventDefault();
    handler();
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

  return (
    <section className="ui-card backoffice-card" aria-labelledby="backoffice-actions">
      <h2 id="backoffice-actions" className="backoffice-card__heading">
        {T.sections.actions}
      </h2>
      {noticeLine}
      {status === 'OPEN' ? (
        <form
          className="backoffice-action"
          onSubmit={submit(() =>
            run(
              {
                kind: 'take',
                body: { version, assigneeUserId: assignee === '' ? null : Number(assignee) },
              },
              T.done.take,
              () => setAssignee(''),
            ),
          )}
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
      <form
        className="backoffice-action"
        onSubmit={submit(() =>
          run({ kind: 'step', body: { version, message: stepMessage } }, T.done.step, () =>
            setStepMessage(''),
          ),
        )}
      >
        <TextAreaField
          name="stepMessage"
          label={T.stepMessage}
          required
          maxLength={2000}
          value={stepMessage}
          onChange={(event) => setStepMessage(event.target.value)}
        />
        <Button type="submit" variant="secondary" isBusy={move.isPending}>
          {T.addStep}
        </Button>
      </form>
      {status === 'PROCESSING' ? (
        <form
          className="backoffice-action"
          onSubmit={submit(() =>
            run(
              {
                kind: 'complete',
                body: { version, message: closeMessage.trim() === '' ? null : closeMessage },
              },
              T.done.complete,
              () => setCloseMessage(''),
            ),
          )}
        >
          <TextAreaField
            name="completeMessage"
            label={T.completeMessage}
            maxLength={2000}
            value={closeMessage}
            onChange={(event) => setCloseMessage(event.target.value)}
          />
          <Button type="submit" isBusy={move.isPending}>
            {T.complete}
          </Button>
        </form>
      ) : null}
      <form
        className="backoffice-action"
        onSubmit={submit(() =>
          run({ kind: 'reject', body: { version, message: rejectReason } }, T.done.reject, () =>
            setRejectReason(''),
          ),
        )}
      >
        <TextAreaField
          name="rejectReason"
          label={T.rejectReason}
          required
          maxLength={2000}
          value={rejectReason}
          onChange={(event) => setRejectReason(event.target.value)}
        />
        <Button type="submit" variant="secondary" isBusy={move.isPending}>
          {T.reject}
        </Button>
      </form>
    </section>
  );
}
