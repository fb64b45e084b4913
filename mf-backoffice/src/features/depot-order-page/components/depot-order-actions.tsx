/**
 * The staff's moves on a depot order (the admin CLI's, through the same service): plan the
 * delivery or pick-up (a day and a time window, planned again while it is planned), report
 * the aids delivered or picked up (they move, their depot status with them), complete it,
 * cancel it with a reason. Shown to level 2 of /backoffice only; each sends the version the
 * page shows, so of two colleagues acting at once the second reads the conflict message and
 * the order as it now is. A refused field gets its message and the focus; the notice of a
 * move takes the focus (the form it came from may be gone).
 */
import type { TBackOfficeDepotOrder } from '@portal/shared/contract/backoffice';
import { isApiError } from '@portal/shared/client';
import {
  checkTimeWindow,
  DELIVERY_DATE_RANGE,
  isDepotPickUp,
  MESSAGES,
  todayIso,
} from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { Button, TextAreaField, TextField } from '@portal/shared/ui';
import { DateField } from '@portal/shared/ui/forms';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMoveDepotOrder, type TDepotMove } from '../api/move-depot-order';

const T = BACKOFFICE_TEXTS.depot;

type TNotice = { tone: 'success' | 'error'; text: string };
type TFields = Record<string, string>;
/** Runs a move; `onFields` gets the server's messages per field when it refused some. */
type TRun = (next: TDepotMove, done: string, onFields?: (fields: TFields) => void) => void;

function focusField(id: string): void {
  // why: after React drew the message, so a screen reader reads the field with it.
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}

function MoveForm({ children, onSubmit }: { children: ReactNode; onSubmit: () => void }) {
  return (
    <form
      className="backoffice-action"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

function PlanForm({
  order,
  run,
  isBusy,
}: {
  order: TBackOfficeDepotOrder;
  run: TRun;
  isBusy: boolean;
}) {
  const id = useId();
  const pickUp = isDepotPickUp(order.formType);
  const isReplan = order.status === 'PLANNED';
  // why: planned again, it starts from the plan it has, unless that day has passed.
  const planned =
    order.plannedDate !== null && order.plannedDate >= todayIso() ? order.plannedDate : '';
  const [date, setDate] = useState(planned);
  const [dateRule, setDateRule] = useState<string | null>(null);
  const [timeWindow, setTimeWindow] = useState(order.plannedWindow ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<TFields>({});
  const ids = { date: `${id}-date`, window: `${id}-window`, message: `${id}-message` };

  const show = (fields: TFields) => {
    setErrors(fields);
    if (fields['date']) focusField(`${ids.date}-day`);
    else if (fields['window']) focusField(ids.window);
  };

  return (
    <MoveForm
      onSubmit={() => {
        const checked = checkTimeWindow(timeWindow);
        const fields: TFields = {};
        if (dateRule) fields['date'] = dateRule;
        else if (date === '') fields['date'] = MESSAGES.required;
        if (timeWindow.trim() === '') fields['window'] = MESSAGES.required;
        else if (!checked.ok) {
          fields['window'] =
            checked.reason === 'format' ? T.errors.windowFormat : T.errors.windowOrder;
        }
        show(fields);
        if (Object.keys(fields).length > 0 || !checked.ok) return;
        run(
          {
            kind: 'plan',
            body: {
              version: order.version,
              date,
              window: checked.window,
              message: message.trim() === '' ? null : message,
            },
          },
          pickUp ? T.done.planPickup : T.done.plan,
          show,
        );
      }}
    >
      <div className="backoffice-action__row">
        <DateField
          identifier={ids.date}
          name="date"
          label={pickUp ? T.planDatePickup : T.planDate}
          range={DELIVERY_DATE_RANGE}
          notBeforeToday
          required
          value={date}
          error={errors['date']}
          onChange={(value, result) => {
            setDate(value);
            setDateRule(result.message);
          }}
        />
        <TextField
          id={ids.window}
          name="window"
          label={T.planWindow}
          hint={
            <>
              {T.planWindowHint} <span className="ui-nowrap">{T.planWindowExample}</span>
            </>
          }
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={timeWindow}
          error={errors['window']}
          onChange={(event) => setTimeWindow(event.target.value)}
        />
      </div>
      <TextAreaField
        id={ids.message}
        name="planMessage"
        label={T.planMessage}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" variant={isReplan ? 'secondary' : 'primary'} isBusy={isBusy}>
        {isReplan ? T.replan : pickUp ? T.planPickup : T.plan}
      </Button>
    </MoveForm>
  );
}

function DeliverForm({
  order,
  run,
  isBusy,
}: {
  order: TBackOfficeDepotOrder;
  run: TRun;
  isBusy: boolean;
}) {
  const pickUp = isDepotPickUp(order.formType);
  const [message, setMessage] = useState('');
  return (
    <MoveForm
      onSubmit={() =>
        run(
          {
            kind: 'deliver',
            body: { version: order.version, message: message.trim() === '' ? null : message },
          },
          pickUp ? T.done.pickUp : T.done.deliver,
        )
      }
    >
      <TextAreaField
        name="deliverMessage"
        label={T.deliverMessage}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" isBusy={isBusy}>
        {pickUp ? T.pickUp : T.deliver}
      </Button>
    </MoveForm>
  );
}

function CompleteForm({
  order,
  run,
  isBusy,
}: {
  order: TBackOfficeDepotOrder;
  run: TRun;
  isBusy: boolean;
}) {
  const id = useId();
  const [minutes, setMinutes] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const minutesId = `${id}-minutes`;
  return (
    <MoveForm
      onSubmit={() => {
        const text = minutes.trim();
        if (text !== '' && (!/^\d{1,6}$/.test(text) || Number(text) > 100_000)) {
          setError(T.errors.minutes);
          focusField(minutesId);
          return;
        }
        setError(null);
        run(
          {
            kind: 'complete',
            body: {
              version: order.version,
              minutes: text === '' ? null : Number(text),
              message: message.trim() === '' ? null : message,
            },
          },
          T.done.complete,
          (fields) => {
            setError(fields['minutes'] ?? null);
            if (fields['minutes']) focusField(minutesId);
          },
        );
      }}
    >
      <TextField
        id={minutesId}
        name="minutes"
        label={T.completeMinutes}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={minutes}
        error={error}
        onChange={(event) => setMinutes(event.target.value)}
      />
      <TextAreaField
        name="completeMessage"
        label={T.completeMessage}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" isBusy={isBusy}>
        {T.complete}
      </Button>
    </MoveForm>
  );
}

function CancelForm({
  order,
  run,
  isBusy,
}: {
  order: TBackOfficeDepotOrder;
  run: TRun;
  isBusy: boolean;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = `${id}-reason`;
  return (
    <MoveForm
      onSubmit={() => {
        if (reason.trim() === '') {
          setError(MESSAGES.required);
          focusField(reasonId);
          return;
        }
        setError(null);
        run({ kind: 'cancel', body: { version: order.version, message: reason } }, T.done.cancel);
      }}
    >
      <TextAreaField
        id={reasonId}
        name="cancelReason"
        label={T.cancelReason}
        required
        maxLength={2000}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="secondary" isBusy={isBusy}>
        {T.cancel}
      </Button>
    </MoveForm>
  );
}

export function DepotOrderActions({ order }: { order: TBackOfficeDepotOrder }) {
  const move = useMoveDepotOrder(order.depotCaseId);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { status } = order;
  const isDelivered = order.deliveredAt !== null;
  const isRunning = status === 'OPEN' || status === 'PLANNED' || status === 'IN_PROGRESS';

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const run: TRun = (next, done, onFields) => {
    setNotice(null);
    move.mutate(next, {
      onSuccess: () => setNotice({ tone: 'success', text: done }),
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        if (fields && onFields) {
          onFields(fields);
          return;
        }
        setNotice({ tone: 'error', text: error.message });
      },
    });
  };

  const noticeLine = notice ? (
    <p
      ref={noticeRef}
      tabIndex={-1}
      className={`backoffice-notice backoffice-notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  ) : null;

  const busy = move.isPending;
  return (
    <section className="ui-card backoffice-card" aria-labelledby="backoffice-depot-actions">
      <h2 id="backoffice-depot-actions" className="backoffice-card__heading">
        {T.sections.actions}
      </h2>
      {noticeLine}
      {/* why: the notice of the move that closed it stays in view above this line. */}
      {!isRunning ? <p>{T.closed}</p> : null}
      {/* why: each form is keyed by the version, so a new state starts with empty fields. */}
      {status === 'OPEN' || status === 'PLANNED' ? (
        <PlanForm key={`plan-${order.version}`} order={order} run={run} isBusy={busy} />
      ) : null}
      {status === 'PLANNED' || (status === 'IN_PROGRESS' && !isDelivered) ? (
        <DeliverForm key={`deliver-${order.version}`} order={order} run={run} isBusy={busy} />
      ) : null}
      {status === 'IN_PROGRESS' ? (
        <CompleteForm key={`complete-${order.version}`} order={order} run={run} isBusy={busy} />
      ) : null}
      {isRunning && !isDelivered ? (
        <CancelForm key={`cancel-${order.version}`} order={order} run={run} isBusy={busy} />
      ) : null}
    </section>
  );
}
