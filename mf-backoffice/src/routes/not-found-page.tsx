// An address under /backoffice that the back office does not have (the shell answers most
// of these itself; this covers the area mounted alone).
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useBackOfficePaths } from '../components/backoffice-paths';
import { inboxPath } from '../config/backoffice-routes';

export function NotFoundPage() {
  const { to } = useBackOfficePaths();
  return (
    <AreaNotFoundPage backTo={to(inboxPath('open'))} backLabel={BACKOFFICE_TEXTS.backToInbox} />
  );
}
