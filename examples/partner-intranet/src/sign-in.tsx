// The intranet's own sign-in, against the portal's API: the token it answers is what the
// areas get through getToken (a real intranet may exchange its own session for it).
import { useState, type FormEvent } from 'react';
import { PORTAL_API } from './federation';

export function SignIn({
  notice,
  onSignedIn,
}: {
  notice: string | null;
  onSignedIn: (token: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsBusy(true);
    setError(null);
    try {
      const answer = await fetch(`${PORTAL_API}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ emailaddress: form.get('email'), password: form.get('password') }),
      });
      const body = (await answer.json()) as { auth?: { token?: string }; message?: string };
      if (!answer.ok || !body.auth?.token) throw new Error(body.message ?? 'Aanmelden mislukt');
      onSignedIn(body.auth.token);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Aanmelden mislukt');
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <form className="intranet-sign-in" onSubmit={(event) => void onSubmit(event)}>
      <h2>Aanmelden bij het portaal van de leverancier</h2>
      {notice ? <p role="status">{notice}</p> : null}
      <label>
        E-mailadres
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Wachtwoord
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={isBusy}>
        Aanmelden
      </button>
    </form>
  );
}
