// The Dutch register and reset mails (their texts appear only in the mail), built with
// MJML (README.md beside this file, "The mails"): the supplier's icon, name and colour from
// the configuration, the text, a button and the link as text, readable at 320 px and in
// dark mode, and a plain-text part. MJML compiles a layout once per supplier branding
// (~50-200 ms); each mail only fills it in.
import mjml2html from 'mjml';
import { APP_ICONS } from '@portal/shared/contract';
import type { TSupplier } from '../files/supplier-profile.js';
import type { TMail } from './mailer.js';

/** What a mail shows of the supplier, and where the portal is. */
export type TMailBrand = Pick<TSupplier, 'name' | 'color' | 'phone' | 'email'> & {
  publicUrl: string;
};

type TContent = {
  heading: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  link: string;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Placeholders the layout carries, filled per mail (escaped). */
type TSlot = 'heading' | 'greeting' | 'body' | 'button' | 'link';
const slot = (name: TSlot) => `%%${name}%%`;

function layout(brand: TMailBrand): string {
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
      @media (prefers-color-scheme: dark) {
        .card, .card table, .card td { background: #1f2624 !important; }
        .card div, .card p { color: #e8efed !important; }
        .link a, .brand div { color: #9fe3d9 !important; }
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
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

const compiled = new Map<string, Promise<string>>();

/** The HTML layout of a branding, compiled by MJML once. */
function htmlLayout(brand: TMailBrand): Promise<string> {
  const key = JSON.stringify(brand);
  let html = compiled.get(key);
  if (!html) {
    html = Promise.resolve(mjml2html(layout(brand), { validationLevel: 'strict' })).then(
      (result) => {
        if (result.errors.length) throw new Error(result.errors[0]?.formattedMessage);
        return result.html;
      },
    );
    compiled.set(key, html);
    html.catch(() => compiled.delete(key));
  }
  return html;
}

async function compose(
  brand: TMailBrand,
  to: string,
  subject: string,
  content: TContent,
): Promise<TMail> {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.button}: ${content.link}`,
    '',
    'Met vriendelijke groet,',
    brand.name,
  ].join('\n');
  const values: Record<TSlot, string> = {
    heading: escapeHtml(content.heading),
    greeting: escapeHtml(content.greeting),
    body: content.paragraphs.map(escapeHtml).join('<br /><br />'),
    button: escapeHtml(content.button),
    link: escapeHtml(content.link),
  };
  const html = (await htmlLayout(brand)).replace(
    /%%(heading|greeting|body|button|link)%%/g,
    (_, name: TSlot) => values[name],
  );
  return { to, subject, text, html, link: content.link };
}

export function registerMail(
  brand: TMailBrand,
  to: string,
  fullName: string,
  link: string,
): Promise<TMail> {
  return compose(brand, to, `Uw account voor het klantportaal van ${brand.name}`, {
    heading: 'Uw account staat klaar',
    greeting: `Beste ${fullName},`,
    paragraphs: [
      `Er is een account voor u aangemaakt in het klantportaal van ${brand.name}.`,
      'Via de knop hieronder stelt u uw wachtwoord in. De link is 7 dagen geldig.',
    ],
    button: 'Wachtwoord instellen',
    link,
  });
}

export function resetMail(
  brand: TMailBrand,
  to: string,
  fullName: string,
  link: string,
): Promise<TMail> {
  return compose(brand, to, 'Wachtwoord herstellen', {
    heading: 'Wachtwoord herstellen',
    greeting: `Beste ${fullName},`,
    paragraphs: [
      'U heeft gevraagd om uw wachtwoord voor het klantportaal te herstellen.',
      'Via de knop hieronder stelt u een nieuw wachtwoord in. De link is 1 uur geldig. Heeft u dit niet zelf gevraagd, dan kunt u deze e-mail negeren.',
    ],
    button: 'Nieuw wachtwoord instellen',
    link,
  });
}

/** The brand of the mails from the configuration (supplier-profile.ts) and PUBLIC_URL. */
export function mailBrand(supplier: TSupplier, publicUrl: string): TMailBrand {
  return {
    name: supplier.name,
    color: supplier.color,
    phone: supplier.phone,
    email: supplier.email,
    publicUrl,
  };
}
