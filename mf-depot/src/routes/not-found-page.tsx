// An address under /articles that the depot pages do not have (spec 001 §8: 'Pagina niet
// gevonden'; the shell answers most of these itself, this covers the area mounted alone).
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useDepotPaths } from '../components/depot-paths';
import { DEPOT_ROUTES } from '../config/depot-routes';

export function NotFoundPage() {
  const { to } = useDepotPaths();
  return <AreaNotFoundPage backTo={to(DEPOT_ROUTES.pending.path)} backLabel={TEXTS.backToList} />;
}
