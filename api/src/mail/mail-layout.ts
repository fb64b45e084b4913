// The HTML layout of the account mails for one supplier branding, compiled by MJML (README.md
// beside this file, "The mails"). Runs in a worker thread (workers/tasks.ts 'mail-layout'):
// MJML takes ~50-200 ms per layout and ~60 MB once loaded, neither of which belongs on the
// thread that answers requests (bench/README.md memory targets). The mail itself only fills
// the layout's slots in (account-mails.ts).
import { APP_ICONS } from '@portal/shared/contract';
import type { TSupplier } from '../files/supplier-profile.js';

/** What a mail shows of the supplier, and where the portal is. */
export type TMailBrand = Pick<TSupplier, 'name' | 'color' | 'phone' | 'email'> & {
  publicUrl: string;
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Placeholders the layout carries, filled per mail (escaped). */
export type TSlot = 'heading' | 'greeting' | 'body' | 'button' | 'link' | 'footer';
const slot = (name: TSlot) => `%%${name}%%`;

function mjmlSource(brand: TMailBrand): string {
  const icon = `${brand.publicUrl}${APP_ICONS.any192.path}`;
  const contact = [brand.phone, brand.email].filter(Boolean).map((part) => escapeHtml(part ?? ''));
  return `<mjml lang="nl">
  <mj-head>
    <mj-title>${slot('heading')}</mj-title>
    <mj-preview>${slot('heading')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#1d2b2a" padding="0 0 14px 0" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-style>
      .link a { word-break: break-all; color: ${brand.color}; }
      .foot a { color: ${brand.color}; }
      @media (prefers-color-scheme: dark) {
        .card, .card table, .card td { background: #1f2624 !important; }
        .card div, .card p { color: #e8efed !important; }
        .link a, .foot a, .brand div { color: #9fe3d9 !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="#eef3f2" width="600px">
    <mj-section padding="24px 16px 8px 16px">
      <mj-group>
        <mj-column width="64px" vertical-align="middle">
          <mj-image src="${escapeHtml(icon)}" alt="" width="44px" height="44px" padding="0" />
        </mj-column>
        <mj-column width="536px" vertical-align="middle" css-class="brand">
          <mj-text font-size="18px" font-weight="700" color="${brand.color}" padding="0 0 0 8px">${escapeHtml(brand.name)}</mj-text>
        </mj-column>
      </mj-group>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 20px" border-radius="8px" css-class="card">
      <mj-column>
        <mj-text font-size="20px" font-weight="700" color="${brand.color}">${slot('heading')}</mj-text>
        <mj-text>${slot('greeting')}</mj-text>
        <mj-text>${slot('body')}</mj-text>
        <mj-button href="${slot('link')}" background-color="${brand.color}" color="#ffffff" font-size="16px" font-weight="700" border-radius="6px" inner-padding="14px 24px" padding="8px 0 20px 0" align="left">${slot('button')}</mj-button>
        <mj-text font-size="14px" css-class="link">Werkt de knop niet? Open dan deze link:<br /><a href="${slot('link')}">${slot('link')}</a></mj-text>
        <mj-text padding="8px 0 0 0">Met vriendelijke groet,<br />${escapeHtml(brand.name)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="13px" color="#4a5a58" align="center">${contact.join(' · ')}</mj-text>
        <mj-text font-size="13px" color="#4a5a58" align="center" css-class="foot">${slot('footer')}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The HTML of a branding's layout, with `%%slot%%` placeholders. */
export async function compileMailLayout(brand: TMailBrand): Promise<string> {
  // why: loaded on first use, so a worker that writes PDFs or Excel files never loads MJML.
  const mjml2html = (await import('mjml')).default;
  const result = await mjml2html(mjmlSource(brand), { validationLevel: 'strict' });
  if (result.errors.length) throw new Error(result.errors[0]?.formattedMessage);
  return result.html;
}
