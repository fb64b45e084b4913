/**
 * /mail-settings, 'E-mailmeldingen' (ours, issue 41 "Customers hear back"), from the user
 * menu: per kind of mail about the requests the user submitted (a step, completion,
 * rejection) at once, in the daily digest or not at all. Every signed-in user has it; the
 * api's default is 'at once' (api/src/mail/README.md "Request mails").
 */
import { callApi } from '@portal/shared/client';
import {
  getMailPreferencesCall,
  saveMailPreferencesCall,
  type TMailDelivery,
  type TMailPreferences,
} from '@portal/shared/contract';
import { AUTH_TEXTS, MAIL_TEXTS, type TMailKindKey } from '@portal/shared/rules';
import { Button, FlashMessage, RadioGroupField, StatusPanel } from '@portal/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

const QUERY_KEY = ['shell', 'mail-preferences'] as const;
const KINDS: readonly TMailKindKey[] = ['step', 'complete', 'reject'];
const OPTIONS = (['now', 'digest', 'off'] as const).map((value) => ({
  value,
  label: MAIL_TEXTS.deliveries[value],
}));

function PreferencesForm({ saved }: { saved: TMailPreferences }) {
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<TMailPreferences>(saved);
  const save = useMutation({
    mutationFn: async (body: TMailPreferences) =>
      (await callApi(saveMailPreferencesCall, { body })).response,
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(QUERY_KEY, answer);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(choices);
  }

  return (
    <form className="ui-stack" onSubmit={submit} noValidate>
      {KINDS.map((kind) => (
        <RadioGroupField
          key={kind}
          legend={MAIL_TEXTS.kinds[kind]}
          name={`mail-${kind}`}
          options={OPTIONS}
          value={choices[kind]}
          onChange={(value) => {
            save.reset();
            setChoices((now) => ({ ...now, [kind]: value as TMailDelivery }));
          }}
        />
      ))}
      <p>{MAIL_TEXTS.digestNote}</p>
      {save.isSuccess ? <FlashMessage type="success" message={MAIL_TEXTS.saved} /> : null}
      {save.isError ? <FlashMessage type="error" message={save.error.message} /> : null}
      <div className="ui-cluster">
        <Button type="submit" isBusy={save.isPending}>
          {AUTH_TEXTS.saveButton}
        </Button>
      </div>
    </form>
  );
}

export function MailSettingsPage() {
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await callApi(getMailPreferencesCall)).response ?? null,
    retry: false,
  });
  return (
    <div className="ui-stack page mail-settings-page">
      <h1>{MAIL_TEXTS.settingsTitle}</h1>
      <p>{MAIL_TEXTS.settingsIntro}</p>
      {query.status === 'pending' ? <StatusPanel type="loading" /> : null}
      {query.status === 'error' ? (
        <StatusPanel type="inline-error" message={query.error.message} />
      ) : null}
      {query.data ? <PreferencesForm saved={query.data} /> : null}
    </div>
  );
}
