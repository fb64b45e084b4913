// The supplier as its documents and mails show it, from the portal configuration file
// (`config/portal.json` or PORTAL_CONFIG): the brand (name, logo, colour, contact) and the
// company block an invoice needs (legal name, address, KvK, BTW-id, IBAN, payment term).
// Read again when the file changes, so another supplier's branding needs no build.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { z } from 'zod';
import type { TConfig } from '../config.js';
import { REPO_ROOT } from '../package-paths.js';

/** The supplier's company block in portal.json (all optional: a document leaves out what is missing). */
export const ZSupplierCompany = z.object({
  legalName: z.string().trim().min(1).optional(),
  street: z.string().trim().min(1).optional(),
  postalCode: z.string().trim().min(1).optional(),
  city: z.string().trim().min(1).optional(),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  kvkNumber: z
    .string()
    .regex(/^\d{8}$/, 'eight digits')
    .optional(),
  vatNumber: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'a BTW-id such as NL123456789B01')
    .optional(),
  iban: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'an IBAN without spaces')
    .optional(),
  bic: z
    .string()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)
    .optional(),
  paymentTermDays: z.number().int().min(0).max(365).optional(),
  website: z.string().trim().min(1).optional(),
  /** The address mails are sent from (their sender name is the supplier's name). */
  mailFrom: z
    .string()
    .regex(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, 'an e-mail address')
    .optional(),
});

const ZPortalFile = z.object({
  supplier: z.string().trim().min(1).optional(),
  company: ZSupplierCompany.optional(),
  brand: z
    .object({
      name: z.string().trim().min(1).optional(),
      logoUrl: z.string().optional(),
      supportPhone: z.string().trim().min(1).optional(),
      supportEmail: z.string().trim().min(1).optional(),
      primaryColor: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/)
        .optional(),
    })
    .partial()
    .optional(),
});

/** What a document or mail says about the supplier (structured-cloneable for the workers). */
export type TSupplier = {
  /** The name the customer knows (the brand). */
  name: string;
  /** The registered name (KvK); the brand's name when not configured. */
  legalName: string;
  address: { street: string; postalCode: string; city: string; country: string } | null;
  phone: string | null;
  email: string | null;
  /** The sender address of mails (company.mailFrom, else the support address), or null. */
  mailFrom: string | null;
  website: string | null;
  kvkNumber: string | null;
  vatNumber: string | null;
  iban: string | null;
  bic: string | null;
  /** Days between the invoice date and the due date. */
  paymentTermDays: number;
  /** The brand colour, '#rrggbb'. */
  color: string;
  /** The logo file (SVG or PNG) on disk, or null. */
  logoFile: string | null;
};

const FALLBACK_NAME = 'Uw leverancier van hulpmiddelen';
const FALLBACK_COLOR = '#0b6e69';
/** Wet OB leaves the term to the parties; 30 days is the Dutch default (BW 6:119a). */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
const DEFAULT_CONFIG_DIR = join(REPO_ROOT, 'config');

/** `root/relative` when it is a file inside `root`, else null. */
function fileInside(root: string, relative: string): string | null {
  const base = resolve(root);
  const full = resolve(base, `.${sep}${relative}`);
  if (!full.startsWith(base + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** The logo's file: '/branding/<file>' under the config's folder, else the default config's. */
function logoFileOf(logoUrl: string | undefined, configDir: string): string | null {
  const match = /^\/branding\/([A-Za-z0-9._/-]+\.(?:svg|png))$/.exec(logoUrl ?? '');
  const file = match?.[1];
  if (!file || file.includes('..')) return null;
  return fileInside(configDir, file) ?? fileInside(DEFAULT_CONFIG_DIR, file);
}

export function supplierOf(text: string, configDir: string): TSupplier {
  const parsed = ZPortalFile.safeParse(JSON.parse(text));
  const data = parsed.success ? parsed.data : {};
  const company = data.company ?? {};
  const name = data.supplier ?? data.brand?.name ?? FALLBACK_NAME;
  const { street, postalCode, city } = company;
  return {
    name,
    legalName: company.legalName ?? name,
    address:
      street && postalCode && city
        ? { street, postalCode, city, country: company.country ?? 'NL' }
        : null,
    phone: data.brand?.supportPhone ?? null,
    email: data.brand?.supportEmail ?? null,
    mailFrom: company.mailFrom ?? data.brand?.supportEmail ?? null,
    website: company.website ?? null,
    kvkNumber: company.kvkNumber ?? null,
    vatNumber: company.vatNumber ?? null,
    iban: company.iban ?? null,
    bic: company.bic ?? null,
    paymentTermDays: company.paymentTermDays ?? DEFAULT_PAYMENT_TERM_DAYS,
    color: data.brand?.primaryColor ?? FALLBACK_COLOR,
    logoFile: logoFileOf(data.brand?.logoUrl, configDir),
  };
}

type TCached = { path: string; mtimeMs: number; supplier: TSupplier };
let cached: TCached | null = null;

/** The supplier of the configuration file (read again only when it changed). */
export function readSupplier(config: Pick<TConfig, 'portalConfigPath'>): TSupplier {
  const path = config.portalConfigPath;
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    // why: a missing config file must not break a download; the fallback name is used.
  }
  if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.supplier;
  let supplier: TSupplier;
  try {
    supplier = supplierOf(readFileSync(path, 'utf8'), dirname(path));
  } catch {
    supplier = supplierOf('{}', dirname(path));
  }
  cached = { path, mtimeMs, supplier };
  return supplier;
}

/** The supplier's name for generated texts (`supplier`, else `brand.name`). */
export function readSupplierName(config: Pick<TConfig, 'portalConfigPath'>): string {
  return readSupplier(config).name;
}
