// An address under /requests that the requests pages do not have (spec 001 §8: 'Pagina niet
// gevonden'; the shell answers most of these itself, this covers the area mounted alone).
import { MESSAGES } from '@portal/shared/rules';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useRequestPaths } from '../components/request-paths';

export function NotFoundPage() {
  const paths = useRequestPaths();
  return <AreaNotFoundPage backTo={paths.list('open')} backLabel={MESSAGES.requestBackToList} />;
}
