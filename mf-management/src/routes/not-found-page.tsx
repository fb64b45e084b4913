// An address under /management that the management pages do not have (spec 001 §8: 'Pagina
// niet gevonden'; the shell answers most of these itself, this covers the area mounted alone).
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useManagementPaths } from '../components/management-paths';
import { MANAGEMENT_PAGES } from '../config/management-routes';

export function NotFoundPage() {
  const { to } = useManagementPaths();
  return (
    <AreaNotFoundPage
      backTo={to(MANAGEMENT_PAGES['invoices'].path)}
      backLabel={MANAGEMENT_TEXTS.ui.backToInvoices}
    />
  );
}
