// POST PRODUCT_LABELS_PATH {productIds} (ours): an A4 sheet of QR labels as a PDF.
import { downloadFile } from '@portal/shared/client';
import { PRODUCT_LABELS_PATH } from '@portal/shared/contract/articles';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';

export function downloadLabels(productIds: readonly number[]): Promise<Blob> {
  return downloadFile(PRODUCT_LABELS_PATH, {
    method: 'POST',
    body: { productIds },
    fileName: TEXTS.labels.fileName,
  });
}
