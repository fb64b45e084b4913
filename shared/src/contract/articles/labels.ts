// Ours: QR label sheets of products.
import { z } from 'zod';
import { ZIdList } from '../bounded.js';

/** Beyond the spec: products whose labels to print (one A4 sheet holds 24). */
export const MAX_LABELS = 24;
export const ZLabelsRequest = z.object({ productIds: ZIdList(MAX_LABELS) });

/** Ours: a PDF sheet of QR labels; answers the PDF itself, or an envelope on failure. */
export const PRODUCT_LABELS_PATH = '/customer/articles/labels';
