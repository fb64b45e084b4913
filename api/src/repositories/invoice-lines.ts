// The lines of an invoice as stored (invoices.lines, migration 030) and what follows from
// them: the BTW per rate and the totals an invoice prints, the e-invoice carries and the
// management Excel lists. Amounts are cents, positive also on a credit invoice (its
// invoice_type says it subtracts).
import { z } from 'zod';

/** The Dutch BTW rates a line can carry (percent). */
export const VAT_RATES = [0, 9, 21] as const;
export type TVatRate = (typeof VAT_RATES)[number];

export const ZInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  /** quantity x unit price, excluding BTW. */
  amountCents: z.number().int(),
  vatRate: z.union([z.literal(0), z.literal(9), z.literal(21)]),
  /** UN/ECE rec. 20: 'DAY' for rent per day; default 'C62' (one, a piece or a service). */
  unitCode: z.enum(['C62', 'DAY']).optional(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceLines = z.array(ZInvoiceLine);

/** What an invoice line is about, for its BTW rate. */
export type TLineKind = 'rent' | 'delivery' | 'instruction' | 'depot';

/**
 * The BTW rate of a kind of line (api/src/files/README.md "BTW"): the rent and delivery
 * of care aids for people with a disability 9 % (Wet OB tabel I), services that are not
 * part of such a supply (instruction, storage in the depot) 21 %.
 */
export const VAT_RATE_OF: Record<TLineKind, TVatRate> = {
  rent: 9,
  delivery: 9,
  instruction: 21,
  depot: 21,
};

export type TVatPart = { rate: TVatRate; taxableCents: number; vatCents: number };
export type TInvoiceTotals = {
  /** Per rate, lowest first: the amount excluding BTW and the BTW on it. */
  perRate: TVatPart[];
  netCents: number;
  vatCents: number;
  /** What is to be paid: excluding BTW plus BTW. */
  grossCents: number;
};

/** The BTW of each rate, rounded once per rate (EN 16931 BR-CO-17), and the totals. */
export function invoiceTotals(lines: readonly TInvoiceLine[]): TInvoiceTotals {
  const taxable = new Map<TVatRate, number>();
  for (const line of lines) {
    taxable.set(line.vatRate, (taxable.get(line.vatRate) ?? 0) + line.amountCents);
  }
  const perRate = [...taxable.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, taxableCents]) => ({
      rate,
      taxableCents,
      vatCents: Math.round((taxableCents * rate) / 100),
    }));
  const netCents = perRate.reduce((sum, part) => sum + part.taxableCents, 0);
  const vatCents = perRate.reduce((sum, part) => sum + part.vatCents, 0);
  return { perRate, netCents, vatCents, grossCents: netCents + vatCents };
}

/** Lines as stored: the amount of each from its quantity and price. */
export function pricedLines(
  lines: readonly {
    description: string;
    quantity: number;
    unitPriceCents: number;
    kind: TLineKind;
    unitCode?: 'C62' | 'DAY';
  }[],
): TInvoiceLine[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    amountCents: Math.round(line.quantity * line.unitPriceCents),
    vatRate: VAT_RATE_OF[line.kind],
    ...(line.unitCode ? { unitCode: line.unitCode } : {}),
  }));
}

/** The due date of an invoice dated `invoiceDate` with a payment term of `days`. */
export function dueDateOf(invoiceDate: string, days: number): string {
  return addDays(invoiceDate, days);
}

/** 'yyyy-MM-dd' plus `days` days. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
