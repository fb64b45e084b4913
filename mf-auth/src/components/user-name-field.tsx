/**
 * The account's e-mail address as the sign-in pages ask for it (login, the e-mail step of
 * single sign-on, forgot password): one label, and the hints that make a phone's keyboard
 * and password manager offer the address.
 */
import { TextField } from '@portal/shared/ui';
import { AUTH_TEXTS as TEXTS } from '@portal/shared/rules';

type TProps = {
  id: string;
  name: string;
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
};

export function UserNameField({ id, name, value, error, onChange }: TProps) {
  return (
    <TextField
      id={id}
      label={TEXTS.userNameLabel}
      name={name}
      autoComplete="username"
      autoCapitalize="none"
      inputMode="email"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
