// An address under /requests that the requests pages do not have (spec 001 §8: 'Pagina niet
// gevonden'; the shell answers most of these itself, this covers the area mounted alone).
import { MESSAGES } from '@portal/shared/rules';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useRequestPaths } from '../components/requests-paths';
import { listPath } from '../config/requests-routes';

export function NotFoundPage() {
  const { to } = useRequestPaths();
  return <AreaNotFoundPage backTo={to(listPath('open'))} backLabel={MESSAGES.requestBackToList} />;
}
