// The supplier's name for generated documents, from the portal configuration file
// (`supplier`, else `brand.name`); nothing about the supplier is compiled in.
import { readFileSync } from 'node:fs';
import type { TConfig } from '../config.js';

const FALLBACK = 'Uw leverancier van hulpmiddelen';

export function readSupplierName(config: Pick<TConfig, 'portalConfigPath'>): string {
  try {
    const parsed = JSON.parse(readFileSync(config.portalConfigPath, 'utf8')) as {
      supplier?: unknown;
      brand?: { name?: unknown };
    };
    if (typeof parsed.supplier === 'string' && parsed.supplier.trim()) return parsed.supplier;
    if (typeof parsed.brand?.name === 'string' && parsed.brand.name.trim())
      return parsed.brand.name;
  } catch {
    // why: a missing or broken config file must not break an invoice download.
  }
  return FALLBACK;
}
