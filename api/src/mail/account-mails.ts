// The Dutch register and reset mails (their texts appear only in the mail): the supplier's
// layout (mail-layout.ts, compiled once per branding in a worker thread) filled in with the
// text, a button and the link, and a plain-text part with the same words.
import { runTask } from '../workers/worker-pool.js';
import { escapeHtml, type TMailBrand, type TSlot } from './mail-layout.js';
import type { TSupplier } from '../files/supplier-profile.js';
import type { TMail } from './mailer.js';

export type { TMailBrand };

/** A line of the body with a link of its own (the daily digest's updates). */
export type TLinkedParagraph = { text: string; linkText: string; link: string };

/** Small print under the support contact: why the mail came and how to stop it. */
export type TMailFooter = { text: string; links: { text: string; link: string }[] };

export type TMailContent = {
  heading: string;
  greeting: string;
  paragraphs: (string | TLinkedParagraph)[];
  button: string;
  link: string;
  footer?: TMailFooter;
};

const compiled = new Map<string, Promise<string>>();

/** The HTML layout of a branding, compiled once (in a worker). */
function htmlLayout(brand: TMailBrand): Promise<string> {
  const key = JSON.stringify(brand);
  let html = compiled.get(key);
  if (!html) {
    html = runTask('mail-layout', brand);
    compiled.set(key, html);
    html.catch(() => compiled.delete(key));
  }
  return html;
}

function paragraphText(paragraph: string | TLinkedParagraph): string {
  return typeof paragraph === 'string'
    ? paragraph
    : `${paragraph.text}\n${paragraph.linkText}: ${paragraph.link}`;
}

function paragraphHtml(paragraph: string | TLinkedParagraph): string {
  if (typeof paragraph === 'string') return escapeHtml(paragraph);
  return `${escapeHtml(paragraph.text)}<br /><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.linkText)}</a>`;
}

function footerHtml(footer: TMailFooter | undefined): string {
  if (!footer) return '';
  const links = footer.links.map(
    ({ text, link }) => `<a href="${escapeHtml(link)}">${escapeHtml(text)}</a>`,
  );
  return [escapeHtml(footer.text), links.join(' · ')].filter(Boolean).join('<br />');
}

/** A mail in the supplier's layout: the HTML part and a plain-text part with the same words. */
export async function composeMail(
  brand: TMailBrand,
  to: string,
  subject: string,
  content: TMailContent,
): Promise<TMail> {
  const footer = content.footer
    ? ['', '--', content.footer.text, ...content.footer.links.map((l) => `${l.text}: ${l.link}`)]
    : [];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [paragraphText(p), '']),
    `${content.button}: ${content.link}`,
    '',
    'Met vriendelijke groet,',
    brand.name,
    ...footer,
  ].join('\n');
  const values: Record<TSlot, string> = {
    heading: escapeHtml(content.heading),
    greeting: escapeHtml(content.greeting),
    body: content.paragraphs.map(paragraphHtml).join('<br /><br />'),
    button: escapeHtml(content.button),
    link: escapeHtml(content.link),
    footer: footerHtml(content.footer),
  };
  const html = (await htmlLayout(brand)).replace(
    /%%(heading|greeting|body|button|link|footer)%%/g,
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
  return composeMail(brand, to, `Uw account voor het klantportaal van ${brand.name}`, {
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
  return composeMail(brand, to, 'Wachtwoord herstellen', {
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
