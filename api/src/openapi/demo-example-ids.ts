// The ids of the demo records the committed OpenAPI document's examples name: those of a
// fresh demo seed (testing/example-ids.ts finds them; the conformance test checks they are
// still these), so every example in the document is a request the demo portal answers.
import type { TExampleIds } from '@portal/conformance/examples';

export const DEMO_EXAMPLE_IDS: TExampleIds = {
  caseId: 1,
  contactId: 1,
  locationId: 1,
  categoryId: 2,
  productId: 1,
  articleId: 2,
  depotProductId: 10,
  depotCaseId: 1,
  warehouseId: 1,
  repairId: 1,
  invoiceId: 1,
};
