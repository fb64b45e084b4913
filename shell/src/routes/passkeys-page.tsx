/**
 * /passkeys, 'Passkeys' (ours, issue 40 §2), from the user menu: the user's passkeys (name,
 * added, last used), 'Passkey toevoegen' (a name, then the browser's own steps) and
 * 'Verwijderen' per passkey (asked first). The recovery code made with her first passkey is
 * shown once, here, until she says she kept it. WebAuthn's browser library loads only when
 * a passkey is added.
 */
import { callApi } from '@portal/shared/client';
import {
  addPasskeyCall,
  listPasskeysCall,
  passkeyRegistrationOptionsCall,
  removePasskeyCall,
  type TPasskey,
  type TPasskeysAnswer,
  type TRegistrationCredential,
} from '@portal/shared/contract';
import {
  formatDate,
  MESSAGES,
  PASSKEY_TEXTS as TEXTS,
  validateForm,
  type TFormRules,
} from '@portal/shared/rules';
import {
  Button,
  FlashMessage,
  FormErrorSummary,
  StatusPanel,
  TextField,
  useFormSubmit,
} from '@portal/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';

const QUERY_KEY = ['shell', 'passkeys'] as const;
const RULES: TFormRules = { name: ['required'] };
const FIELD_IDS = { name: 'passkey-name' };
const FIELD_LABELS = { name: TEXTS.nameLabel };

/** The browser's refusal or cancel as the text to show. */
function browserRefusal(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return MESSAGES.passkeyCancelled;
  if (name === 'InvalidStateError') return MESSAGES.passkeyNotAdded;
  if (typeof window.PublicKeyCredential !== 'function' || name === 'NotSupportedError') {
    return MESSAGES.passkeyUnsupported;
  }
  return MESSAGES.passkeyNotAdded;
}

async function addPasskey({ request: name }: { request: string }): Promise<TPasskeysAnswer> {
  const options = (await callApi(passkeyRegistrationOptionsCall)).response?.options;
  if (!options) throw new Error(MESSAGES.passkeyNotAdded);
  let credential: TRegistrationCredential;
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    // why: the options are the server library's JSON form; the contract checks the challenge only.
    credential = (await startRegistration({
      optionsJSON: options as never,
    })) as TRegistrationCredential;
  } catch (error) {
    throw new Error(browserRefusal(error));
  }
  const answer = (await callApi(addPasskeyCall, { body: { name, credential } })).response;
  if (!answer) throw new Error(MESSAGES.passkeyNotAdded);
  return answer;
}

function RecoveryCode({ code, onDone }: { code: string; onDone: () => void }) {
  return (
    <section className="ui-card passkeys-recovery" aria-labelledby="passkeys-recovery-title">
      <h2 id="passkeys-recovery-title">{TEXTS.recoveryCodeTitle}</h2>
      <p>{TEXTS.recoveryCodeIntro}</p>
      <p className="passkeys-recovery__code" translate="no">
        {/* why: a narrow phone breaks the code between its groups, never inside one. */}
        {code.split('-').map((group, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <>
                -<wbr />
              </>
            ) : null}
            <span className="passkeys-recovery__group">{group}</span>
          </Fragment>
        ))}
      </p>
      <div className="ui-cluster">
        <Button autoFocus onClick={onDone}>
          {TEXTS.recoveryCodeDone}
        </Button>
      </div>
    </section>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: (answer: TPasskeysAnswer) => void }) {
  const [name, setName] = useState<string>(TEXTS.defaultName);
  const form = useFormSubmit(addPasskey, onAdded);
  const { fields: errors } = validateForm({ name }, RULES, { isChecking: form.isChecking });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      hasErrors: validateForm({ name }, RULES).status === 'error',
      request: () => name.trim(),
    });
  }

  return (
    <form className="ui-card" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{TEXTS.addButton}</h2>
      <FormErrorSummary
        fields={errors}
        fieldIds={FIELD_IDS}
        fieldLabels={FIELD_LABELS}
        message={form.failure}
        focusKey={form.refusal}
      />
      <TextField
        id={FIELD_IDS.name}
        label={TEXTS.nameLabel}
        hint={TEXTS.nameHint}
        name="passkey-name"
        autoComplete="off"
        maxLength={100}
        required
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="ui-cluster">
        <Button type="submit" isBusy={form.isSending} busyLabel={TEXTS.waiting}>
          {TEXTS.addButton}
        </Button>
      </div>
    </form>
  );
}

function PasskeyItem({
  passkey,
  isRemoving,
  onRemove,
}: {
  passkey: TPasskey;
  isRemoving: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="ui-card passkeys-item">
      <h3 className="passkeys-item__name">{passkey.name}</h3>
      <p className="passkeys-item__dates">
        {TEXTS.addedOn(formatDate(passkey.createdAt))}
        <br />
        {passkey.lastUsedAt ? TEXTS.lastUsedOn(formatDate(passkey.lastUsedAt)) : TEXTS.neverUsed}
      </p>
      <div className="ui-cluster">
        <Button
          variant="secondary"
          aria-label={TEXTS.removeLabel(passkey.name)}
          isBusy={isRemoving}
          onClick={onRemove}
        >
          {TEXTS.removeButton}
        </Button>
      </div>
    </li>
  );
}

export function PasskeysPage() {
  const queryClient = useQueryClient();
  const [recoveryCode, setRecoveryCode] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  // why: a form stays busy after its success (useFormSubmit); a new one is drawn instead.
  const [addedCount, setAddedCount] = useState(0);
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await callApi(listPasskeysCall)).response?.passkeys ?? [],
    retry: false,
  });

  const keep = (answer: TPasskeysAnswer) => queryClient.setQueryData(QUERY_KEY, answer.passkeys);

  async function remove(passkey: TPasskey) {
    if (!window.confirm(TEXTS.removeConfirm(passkey.name))) return;
    setRemoving(passkey.id);
    setNotice(null);
    try {
      const answer = await callApi(removePasskeyCall, { body: { id: passkey.id } });
      if (answer.response) keep(answer.response);
      setNotice({ type: 'success', message: MESSAGES.passkeyRemoved });
    } catch (error) {
      setNotice({
        type: 'error',
        message: error instanceof Error ? error.message : MESSAGES.passkeyNotAdded,
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="ui-stack page passkeys-page">
      <h1>{TEXTS.pageTitle}</h1>
      <p>{TEXTS.pageIntro}</p>
      {notice ? (
        <FlashMessage
          type={notice.type}
          message={notice.message}
          onDismiss={() => setNotice(null)}
        />
      ) : null}
      {recoveryCode ? (
        <RecoveryCode code={recoveryCode} onDone={() => setRecoveryCode(null)} />
      ) : null}
      <section className="ui-stack" aria-labelledby="passkeys-list-title">
        <h2 id="passkeys-list-title">{TEXTS.listTitle}</h2>
        {query.status === 'pending' ? <StatusPanel type="loading" /> : null}
        {query.status === 'error' ? (
          <StatusPanel type="inline-error" message={query.error.message} />
        ) : null}
        {query.data?.length === 0 ? <p>{TEXTS.none}</p> : null}
        {query.data && query.data.length > 0 ? (
          <ul className="passkeys-list">
            {query.data.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                isRemoving={removing === passkey.id}
                onRemove={() => void remove(passkey)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <AddPasskeyForm
        key={addedCount}
        onAdded={(answer) => {
          setAddedCount((count) => count + 1);
          keep(answer);
          setNotice({ type: 'success', message: MESSAGES.passkeyAdded });
          setRecoveryCode(answer.recoveryCode);
        }}
      />
    </div>
  );
}
