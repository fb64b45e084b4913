import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from './session-context.js';

const auth = {
  token: 'abc',
  fullName: 'Anna de Vries',
  userId: 7,
  roles: ['customer'],
  permissions: { '*': 2 },
  environment: 'customer-portal',
};

function Probe() {
  const session = useSession();
  return (
    <>
      <p>{session.isSignedIn ? session.auth?.fullName : 'uit'}</p>
      <button onClick={() => session.signOut()}>signOut</button>
      <button onClick={() => session.signIn({ ...auth, fullName: 'Bert' })}>signIn</button>
    </>
  );
}

beforeEach(() => localStorage.clear());

describe('SessionProvider', () => {
  it('reads the stored auth record, signs in and signs out clearing all storage', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth', JSON.stringify(auth));
    localStorage.setItem('filters', '{}');
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('Anna de Vries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'signOut' }));
    expect(screen.getByText('uit')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'signIn' }));
    expect(screen.getByText('Bert')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ fullName: 'Bert' });
  });

  it('throws outside the provider', () => {
    expect(() => render(<Probe />)).toThrow(/SessionProvider/);
  });
});
