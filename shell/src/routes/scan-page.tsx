/**
 * /scan (spec 000 §2.2, 001 §2.2): the scan screen of the whole portal. The camera
 * scanner (rear camera) and the manual search of ScanPanel; a found code opens the page
 * of its rental case or product (actions when the user may open them, else details),
 * wherever that area lives.
 */
import { useSession } from '@portal/shared/ui';
import { ScanPanel } from '@portal/shared/ui/scanner';
import { useNavigate } from 'react-router-dom';
import { pageTitleOf } from '../navigation/derived-views';

const NO_PERMISSIONS = {};

export function ScanPage() {
  const { auth } = useSession();
  const navigate = useNavigate();
  return (
    <div className="ui-stack page">
      <h1>{pageTitleOf('/scan')}</h1>
      <ScanPanel
        permissions={auth?.permissions ?? NO_PERMISSIONS}
        onNavigate={(path) => void navigate(path)}
      />
    </div>
  );
}
