// /rentals/actions/scan (spec 001 §2.2): camera and manual search; a found code opens its page.
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { ScanPanel } from '@portal/shared/ui/scanner';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { usePermissions } from '@portal/shared/ui';

export function ScanPage() {
  const { permissions } = usePermissions();
  const { go } = useRentalsPaths();
  return (
    <AreaPage title={TEXTS.scanTitle}>
      <ScanPanel permissions={permissions} onNavigate={(path) => go(path)} />
    </AreaPage>
  );
}
