/**
 * The supplier's staff: per colleague her name, e-mail address, role and state (invited,
 * active, disabled), her role to change and her account to disable or enable again. One
 * card per colleague: on a phone they stand under each other, at 1280 px each is a row of
 * the list with its columns side by side. The caller's own account cannot be disabled
 * here (the api refuses it too), and no change may leave the supplier without an active
 * administrator (the api says so).
 */
import type { TStaffMember, TStaffRoleOption } from '@portal/shared/contract/backoffice';
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { Button, randomKey, SelectField } from '@portal/shared/ui';
import { Badge } from '@portal/shared/ui/lists';
import { useState, type FormEvent } from 'react';
import { useChangeStaff } from '../api/change-staff';

const S = BACKOFFICE_ADMIN_TEXTS.staff;

type TNotice = { tone: 'success' | 'error'; text: string };

type TProps = {
  staff: readonly TStaffMember[];
  roles: readonly TStaffRoleOption[];
  onNotice: (notice: TNotice) => void;
};

const STATE_TONE = { INVITED: 'warning', ACTIVE: 'success', DISABLED: 'neutral' } as const;

function StaffCard({
  member,
  roles,
  onNotice,
}: {
  member: TStaffMember;
  roles: readonly TStaffRoleOption[];
  onNotice: (notice: TNotice) => void;
}) {
  const change = useChangeStaff();
  const [role, setRole] = useState<string>(member.role ?? '');
  const nameId = `staff-${member.userId}-name`;
  const isDisabled = member.state === 'DISABLED';
  const roleLabel = roles.find((option) => option.role === member.role)?.label ?? S.noRole;

  const send = (body: Parameters<typeof change.mutate>[0]['change']) =>
    change.mutate(
      { userId: member.userId, change: body, idempotencyKey: randomKey() },
      {
        onSuccess: (envelope) => onNotice({ tone: 'success', text: envelope.message ?? '' }),
        onError: (error) => onNotice({ tone: 'error', text: error.message }),
      },
    );

  return (
    <li className="ui-card backoffice-staff__member">
      <h3 id={nameId} className="backoffice-staff__name">
        {member.fullName} {member.isMe ? <span>{S.me}</span> : null}
      </h3>
      <p className="backoffice-staff__email">{member.email}</p>
      <p className="backoffice-staff__role">
        <span className="visually-hidden">{S.columns.role}: </span>
        {roleLabel}
      </p>
      <p className="backoffice-staff__state">
        <Badge tone={STATE_TONE[member.state]}>{S.states[member.state]}</Badge>
      </p>
      <div className="backoffice-staff__actions">
        <form
          className="backoffice-staff__role-form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (role !== '' && role !== member.role) {
              send({ role: role as NonNullable<TStaffMember['role']> });
            }
          }}
        >
          <SelectField
            name={`role-${member.userId}`}
            label={S.roleOf(member.fullName)}
            placeholder={member.role === null ? S.noRole : false}
            options={roles.map((option) => ({ value: option.role, label: option.label }))}
            value={role}
            onChange={(event) => setRole(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            isBusy={change.isPending}
            aria-describedby={nameId}
          >
            {S.changeRole}
          </Button>
        </form>
        {member.isMe ? null : (
          <Button
            type="button"
            variant="secondary"
            isBusy={change.isPending}
            aria-describedby={nameId}
            onClick={() => send({ isActive: isDisabled })}
          >
            {isDisabled ? S.enable : S.disable}
          </Button>
        )}
      </div>
    </li>
  );
}

export function StaffList({ staff, roles, onNotice }: TProps) {
  return (
    <section className="backoffice-staff" aria-labelledby="backoffice-staff-title">
      <h2 id="backoffice-staff-title" className="backoffice-card__heading">
        {S.listTitle}
      </h2>
      <div className="backoffice-staff__head" aria-hidden="true">
        <span>{S.columns.name}</span>
        <span>{S.columns.email}</span>
        <span>{S.columns.role}</span>
        <span>{S.columns.state}</span>
        <span />
      </div>
      <ul className="backoffice-staff__list">
        {staff.map((member) => (
          <StaffCard
            // why: a new role or state draws the card again with the stored values.
            key={`${member.userId}-${member.role ?? ''}-${member.state}`}
            member={member}
            roles={roles}
            onNotice={onNotice}
          />
        ))}
      </ul>
    </section>
  );
}
