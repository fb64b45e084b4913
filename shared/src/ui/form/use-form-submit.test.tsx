import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../client/api-error.js';
import { clearDeviceData } from '../../client/device-data.js';
import { configureOutbox } from '../../client/outbox-host.js';
import { readOutbox } from '../../client/outbox.js';
import { authStorage } from '../../client/storage.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { Button } from './button.js';
import { FormErrorSummary } from './form-error-summary.js';
import { TextField } from './text-field.js';
import { useFormSubmit, type TSendRequest } from './use-form-submit.js';

type TRequest = { name: string };

function NameForm({
  send,
  onSubmitted,
  stored = null,
}: {
  send: TSendRequest<TRequest, { id: number }>;
  onSubmitted: (result: { id: number }) => void;
  /** The name as saved: submitting it again changes nothing. */
  stored?: string | null;
}) {
  const [name, setName] = useState(stored ?? '');
  const form = useFormSubmit(send, onSubmitted);
  const errors = { name: form.isChecking && name === '' ? 'Verplicht veld' : null };
  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit({
      hasErrors: name === '',
      isUnchanged: name === stored,
      request: () => ({ name }),
    });
  }
  return (
    <form noValidate onSubmit={submit}>
      <FormErrorSummary
        fields={errors}
        fieldIds={{ name: 'name' }}
        fieldLabels={{ name: 'Naam' }}
        message={form.failure}
        focusKey={form.refusal}
      />
      <div style={{ height: 2000 }} />
      <TextField
        id="name"
        label="Naam"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" isBusy={form.isSending}>
        Versturen
      </Button>
    </form>
  );
}

describe('useFormSubmit with FormErrorSummary', () => {
  it('focuses and shows the summary after every refused submit, its entry focuses the field', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const send = vi.fn<TSendRequest<TRequest, { id: number }>>();
    render(<NameForm send={send} onSubmitted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const summary = screen.getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
    expect(summary).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    // A second refusal with the same errors takes focus again.
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(summary).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('link', { name: 'Naam: Verplicht veld' }));
    expect(screen.getByLabelText('Naam')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the summary, keeps the input and reuses the key", async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    const send = vi
      .fn<TSendRequest<TRequest, { id: number }>>()
      .mockRejectedValueOnce(new Error('Dit dossier is niet actief'))
      .mockResolvedValueOnce({ id: 7 });
    const onSubmitted = vi.fn();
    render(<NameForm send={send} onSubmitted={onSubmitted} />);
    await user.type(screen.getByLabelText('Naam'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const summary = await screen.findByText('Dit dossier is niet actief');
    expect(summary.closest('[role="alert"]')).toHaveFocus();
    expect(screen.getByText('Niet verstuurd')).toBeInTheDocument();
    expect(screen.getByLabelText('Naam')).toHaveValue('Anna');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onSubmitted).toHaveBeenCalledWith({ id: 7 });
    const [first, second] = send.mock.calls.map(([args]) => args.idempotencyKey);
    expect(first).toBe(second);
  });

  it('sends once on a double click', async () => {
    const user = userEvent.setup();
    let resolve: (value: { id: number }) => void = () => undefined;
    const send = vi.fn<TSendRequest<TRequest, { id: number }>>(
      () => new Promise((done) => (resolve = done)),
    );
    render(<NameForm send={send} onSubmitted={vi.fn()} />);
    await user.type(screen.getByLabelText('Naam'), 'Bram');
    await user.dblClick(screen.getByRole('button', { name: 'Versturen' }));
    resolve({ id: 1 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when nothing changed and says so in the summary', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    const send = vi.fn<TSendRequest<TRequest, { id: number }>>().mockResolvedValue({ id: 3 });
    const onSubmitted = vi.fn();
    render(<NameForm send={send} onSubmitted={onSubmitted} stored="Anna" />);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const summary = screen.getByRole('alert', { name: 'Niet verstuurd' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(MESSAGES.nothingChanged);
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Naam'), ' de Vries');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith({ id: 3 });
  });
});

describe('useFormSubmit without a connection (issue 29)', () => {
  afterEach(async () => {
    configureOutbox(null);
    await clearDeviceData();
  });

  /** What the API client throws for a write that got no answer. */
  const noAnswer = (idempotencyKey: string) =>
    new ApiError(MESSAGES.offline, {
      status: 'error',
      httpStatus: 0,
      unsent: {
        method: 'PUT',
        url: 'http://127.0.0.1/Rest/Pwa/things',
        body: '{"name":"Anna"}',
        idempotencyKey,
      },
    });

  it('puts the write in the outbox with its key and hands it to the host', async () => {
    const user = userEvent.setup();
    authStorage.set({
      token: 'token-7',
      fullName: 'Anna de Vries',
      userId: 7,
      roles: [],
      permissions: { '*': 2 },
      environment: 'customer-portal',
    });
    const onQueued = vi.fn();
    configureOutbox({
      describePage: () => ({ title: 'Naam wijzigen', pagePath: '/naam' }),
      onQueued,
    });
    const send = vi.fn<TSendRequest<TRequest, { id: number }>>(async ({ idempotencyKey }) => {
      throw noAnswer(idempotencyKey);
    });
    render(<NameForm send={send} onSubmitted={vi.fn()} />);
    await user.type(screen.getByLabelText('Naam'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await vi.waitFor(() => expect(onQueued).toHaveBeenCalledOnce());
    const key = send.mock.calls[0]?.[0].idempotencyKey;
    expect(await readOutbox(7)).toEqual([
      expect.objectContaining({
        idempotencyKey: key,
        body: '{"name":"Anna"}',
        state: 'waiting',
        title: 'Naam wijzigen',
        pagePath: '/naam',
      }),
    ]);
    expect(screen.queryByText('Niet verstuurd')).not.toBeInTheDocument();
    // why: stays busy until the host moved the page on, so nothing is queued twice.
    await user.click(screen.getByRole('button', { name: /Versturen/ }));
    expect(send).toHaveBeenCalledOnce();
  });

  it('shows the failure as before where nobody hosts an outbox (an area mounted alone)', async () => {
    const user = userEvent.setup();
    const send = vi.fn<TSendRequest<TRequest, { id: number }>>(async ({ idempotencyKey }) => {
      throw noAnswer(idempotencyKey);
    });
    render(<NameForm send={send} onSubmitted={vi.fn()} />);
    await user.type(screen.getByLabelText('Naam'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(MESSAGES.offline)).toBeInTheDocument();
  });
});
