/**
 * The notice of an administrator's last change ('De uitnodiging is naar ... gemaild', a
 * refusal): it takes focus so it is read, and stays until the next one.
 */
import { useEffect, useRef } from 'react';

/** `at` makes the same text said twice a new notice (focus moves to it again). */
export type TPageNotice = { tone: 'success' | 'error'; text: string; at: number };

export function PageNotice({ notice }: { notice: TPageNotice | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`backoffice-notice backoffice-notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  );
}
