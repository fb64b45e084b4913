// The Dutch register and reset mails. Server-internal texts: they appear only in the mail.
import type { TMail } from './mailer.js';

const SUPPLIER = 'Vitalis Zorghulpmiddelen';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(to: string, subject: string, paragraphs: string[], link: string): TMail {
  const [greeting = '', ...rest] = paragraphs;
  const text = [
    greeting,
    '',
    ...rest.flatMap((p) => [p, '']),
    link,
    '',
    `Met vriendelijke groet,`,
    SUPPLIER,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...rest.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>Met vriendelijke groet,<br>${SUPPLIER}</p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}

export function registerMail(to: string, fullName: string, link: string): TMail {
  return compose(
    to,
    `Uw account voor het klantportaal van ${SUPPLIER}`,
    [
      `Beste ${fullName},`,
      `Er is een account voor u aangemaakt in het klantportaal van ${SUPPLIER}.`,
      'Via de link hieronder stelt u uw wachtwoord in. De link is 7 dagen geldig.',
    ],
    link,
  );
}

export function resetMail(to: string, fullName: string, link: string): TMail {
  return compose(
    to,
    'Wachtwoord herstellen',
    [
      `Beste ${fullName},`,
      'U heeft gevraagd om uw wachtwoord voor het klantportaal te herstellen.',
      'Via de link hieronder stelt u een nieuw wachtwoord in. De link is 1 uur geldig. Heeft u dit niet zelf gevraagd, dan kunt u deze e-mail negeren.',
    ],
    link,
  );
}
