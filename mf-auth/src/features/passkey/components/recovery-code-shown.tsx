/**
 * The recovery code, shown once after the first passkey (issue 40 §2): large, in groups of
 * four, to write down; the user goes on when she has kept it. Shared by the sign-in page's
 * enrolment (here) and, by the same texts, the page 'Passkeys' of the shell.
 */
import { PASSKEY_TEXTS as TEXTS } from '@portal/shared/rules';
import { Button } from '@portal/shared/ui';
import { Fragment } from 'react';

export function RecoveryCodeShown({ code, onDone }: { code: string; onDone: () => void }) {
  return (
    <section className="auth-form" aria-labelledby="auth-recovery-code-title">
      <h2 id="auth-recovery-code-title" className="auth-recovery__title">
        {TEXTS.recoveryCodeTitle}
      </h2>
      <p className="auth-card__intro">{TEXTS.recoveryCodeIntro}</p>
      <p className="auth-recovery__code" translate="no">
        {/* why: a narrow phone breaks the code between its groups, never inside one. */}
        {code.split('-').map((group, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <>
                -<wbr />
              </>
            ) : null}
            <span className="auth-recovery__group">{group}</span>
          </Fragment>
        ))}
      </p>
      <div className="ui-actions">
        <Button isBlock autoFocus onClick={onDone}>
          {TEXTS.recoveryCodeDone}
        </Button>
      </div>
    </section>
  );
}
