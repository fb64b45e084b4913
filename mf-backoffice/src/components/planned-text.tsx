/**
 * An order's plan as the list and the order's page write it: '14-01-2030, 08:00-12:00', the
 * day and the window each kept on one line (a browser breaks them at a hyphen), or 'Nog
 * niet gepland'.
 */
import { formatDate } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';

export function PlannedText({ date, window }: { date: string | null; window: string | null }) {
  if (date === null) return <>{BACKOFFICE_TEXTS.depot.notPlanned}</>;
  return (
    <>
      <span className="ui-nowrap">{formatDate(date)},</span>{' '}
      <span className="ui-nowrap">{window ?? ''}</span>
    </>
  );
}
