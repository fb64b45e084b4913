// /articles/actions/scan (spec 001 §2.2): camera and manual search; a found code opens its page.
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { usePermissions } from '@portal/shared/ui';
import { ScanPanel } from '@portal/shared/ui/scanner';
import { useArticlesPaths } from '../components/articles-paths';
import { AreaPage } from '@portal/shared/ui/lists';

export function ScanPage() {
  const { permissions } = usePermissions();
  const { go } = useArticlesPaths();
  return (
    <AreaPage title={TEXTS.tiles.scan}>
      <ScanPanel permissions={permissions} onNavigate={(path) => go(path)} />
    </AreaPage>
  );
}
