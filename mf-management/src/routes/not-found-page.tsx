// An address under /management that the management pages do not have (spec 001 §8: 'Pagina
// niet gevonden'; the shell answers most of these itself, this covers the area mounted alone).
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { AreaNotFoundPage } from '@portal/shared/ui/lists';
import { useManagementPath } from '../components/management-paths';

export function NotFoundPage() {
  const pathOf = useManagementPath();
  return (
    <AreaNotFoundPage backTo={pathOf('invoices')} backLabel={MANAGEMENT_TEXTS.ui.backToInvoices} />
  );
}
