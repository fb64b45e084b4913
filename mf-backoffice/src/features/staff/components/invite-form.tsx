/**
 * 'Collega uitnodigen': name, e-mail address and a role of the roles table. The client's
 * rules (required, an e-mail address) show once the administrator tried to send; the api's
 * refusal of an address already in use shows at the e-mail field and in the summary, which
 * takes focus. After the invite the page shows its notice and an empty form.
 */
import { isApiError } from '@portal/shared/client';
import type { TStaffInvite, TStaffRoleOption } from '@portal/shared/contract/backoffice';
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { MESSAGES, validateField } from '@portal/shared/rules';
import { Button, FormErrorSummary, SelectField, TextField, useFormSubmit } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useInviteStaff } from '../api/invite-staff';

const S = BACKOFFICE_ADMIN_TEXTS.staff;
const IDS = { fullName: 'invite-name', email: 'invite-email', role: 'invite-role' } as const;
const LABELS = { fullName: S.fullName, email: S.email, role: S.role };

type TProps = {
  roles: readonly TStaffRoleOption[];
  /** The invite went out: the page shows `message` and draws a new, empty form. */
  onInvited: (message: string) => void;
};

export function InviteForm({ roles, onInvited }: TProps) {
  const invite = useInviteStaff();
  const [values, setValues] = useState({ fullName: '', email: '', role: '' });
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const form = useFormSubmit<TStaffInvite, string>(async (input) => {
    setServerFields({});
    try {
      const envelope = await invite.mutateAsync(input);
      return envelope.message ?? S.done.invite(input.request.email);
    } catch (error) {
      if (isApiError(error) && error.fields) setServerFields(error.fields);
      throw error;
    }
  }, onInvited);
  const rules = {
    fullName: validateField(values.fullName, ['required']),
    email: validateField(values.email, ['required', 'email']),
    role: validateField(values.role, ['required']),
  };
  const shown = form.isChecking ? rules : { fullName: null, email: null, role: null };
  const errors = { ...shown, ...serverFields };
  const set = (name: keyof typeof values) => (value: string) => {
    setServerFields((fields) => ({ ...fields, [name]: '' }));
    setValues((now) => ({ ...now, [name]: value }));
  };

  return (
    <form
      className="ui-form backoffice-invite"
      noValidate
      aria-labelledby="backoffice-invite-title"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void form.submit({
          hasErrors: Object.values(rules).some(Boolean),
          request: () => ({
            fullName: values.fullName.trim(),
            email: values.email.trim(),
            role: values.role as TStaffInvite['role'],
          }),
        });
      }}
    >
      <h2 id="backoffice-invite-title" className="backoffice-card__heading">
        {S.inviteTitle}
      </h2>
      <FormErrorSummary
        fields={errors}
        fieldIds={IDS}
        fieldLabels={LABELS}
        message={
          // why: a refusal about a field stands at that field (and in the list) once.
          form.failure === MESSAGES.invalidInput ||
          Object.values(serverFields).includes(form.failure ?? '')
            ? null
            : form.failure
        }
        focusKey={form.refusal}
      />
      <div className="backoffice-invite__fields">
        <TextField
          id={IDS.fullName}
          name="fullName"
          label={S.fullName}
          required
          autoComplete="off"
          maxLength={200}
          value={values.fullName}
          error={errors.fullName}
          onChange={(event) => set('fullName')(event.target.value)}
        />
        <TextField
          id={IDS.email}
          name="email"
          type="email"
          label={S.email}
          required
          autoComplete="off"
          inputMode="email"
          maxLength={254}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <SelectField
          id={IDS.role}
          name="role"
          label={S.role}
          hint={S.rolesHint}
          required
          options={roles.map((role) => ({ value: role.role, label: role.label }))}
          value={values.role}
          error={errors.role}
          onChange={(event) => set('role')(event.target.value)}
        />
      </div>
      <div className="ui-cluster">
        <Button type="submit" isBusy={form.isSending} busyLabel={MESSAGES.sending}>
          {S.invite}
        </Button>
      </div>
    </form>
  );
}
