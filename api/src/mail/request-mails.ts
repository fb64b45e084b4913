// The Dutch mails about a customer request (issue 41 "Customers hear back"): one per step,
// completion or rejection, or the user's daily digest of them; in the account mails' layout
// (account-mails.ts composeMail), texts from the catalogue (MAIL_TEXTS). Each carries the
// one-click unsubscribe headers of RFC 8058 and the same links at its foot.
import { MAIL_TEXTS, MESSAGES, ROUTE_TABLE } from '@portal/shared/rules';
import type { TRequestStatus } from '@portal/shared/contract/requests';
import type { TRequestType } from '@portal/shared/contract/rentals';
import { composeMail, type TLinkedParagraph, type TMailBrand } from './account-mails.js';
import type { TMail } from './mailer.js';
import type { TClaimedMail } from './request-mail-outbox.js';

/** The request and requester a mail is about, read when it is sent. */
export type TMailRequest = {
  customerRequestId: number;
  type: TRequestType;
  status: TRequestStatus;
};
export type TMailRecipient = { email: string; fullName: string };

/** The shell page where the user chooses (shared route table, owner shell). */
export const MAIL_SETTINGS_PATH = '/mail-settings';

const TAB_OF: Record<TRequestStatus, 'open' | 'processing' | 'archive'> = {
  OPEN: 'open',
  PROCESSING: 'processing',
  COMPLETED: 'archive',
  REJECTED: 'archive',
};

function routePath(path: string): string {
  const entry = ROUTE_TABLE.find((route) => route.path === path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  return entry.path;
}

/** The request's details page in the portal: the tab its status is in now. */
export function requestDetailsUrl(publicUrl: string, request: TMailRequest): string {
  const path = routePath(`/requests/${TAB_OF[request.status]}/details/:customerRequestId`);
  return `${publicUrl}${path.replace(':customerRequestId', String(request.customerRequestId))}`;
}

function requestName(request: TMailRequest): string {
  return MAIL_TEXTS.requestName(
    String(request.customerRequestId),
    MESSAGES.requestTypeLabels[request.type],
  );
}

function updateLine(mail: Pick<TClaimedMail, 'kind' | 'action' | 'message'>): string {
  if (mail.kind === 'reject' && mail.message) return MAIL_TEXTS.reason(mail.message);
  return MAIL_TEXTS.stepLine(mail.action, mail.message ?? '');
}

/** The headers of RFC 8058: a mail program's 'Afmelden' posts to the https link. */
function unsubscribeHeaders(unsubscribeLink: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export type TMailLinks = { publicUrl: string; unsubscribe: string; messageId: string };

/** The mail of one step, completion or rejection. */
export async function requestUpdateMail(
  brand: TMailBrand,
  to: TMailRecipient,
  request: TMailRequest,
  update: Pick<TClaimedMail, 'kind' | 'action' | 'message'>,
  links: TMailLinks,
): Promise<TMail> {
  const id = String(request.customerRequestId);
  const name = requestName(request);
  const words = {
    step: [MAIL_TEXTS.stepSubject(id), MAIL_TEXTS.stepHeading, MAIL_TEXTS.stepIntro(name)],
    complete: [
      MAIL_TEXTS.completeSubject(id),
      MAIL_TEXTS.completeHeading,
      MAIL_TEXTS.completeIntro(name),
    ],
    reject: [MAIL_TEXTS.rejectSubject(id), MAIL_TEXTS.rejectHeading, MAIL_TEXTS.rejectIntro(name)],
  }[update.kind];
  const [subject = '', heading = '', intro = ''] = words;
  const mail = await composeMail(brand, to.email, subject, {
    heading,
    greeting: MAIL_TEXTS.greeting(to.fullName),
    paragraphs: [intro, updateLine(update)],
    button: MAIL_TEXTS.viewRequest,
    link: requestDetailsUrl(links.publicUrl, request),
    footer: {
      text: MAIL_TEXTS.footerWhy,
      links: [
        { text: MAIL_TEXTS.unsubscribe, link: links.unsubscribe },
        { text: MAIL_TEXTS.settings, link: `${links.publicUrl}${MAIL_SETTINGS_PATH}` },
      ],
    },
  });
  return { ...mail, headers: unsubscribeHeaders(links.unsubscribe), messageId: links.messageId };
}

/** The daily digest: every update of the day, each with its request's link. */
export async function requestDigestMail(
  brand: TMailBrand,
  to: TMailRecipient,
  updates: { request: TMailRequest; update: Pick<TClaimedMail, 'kind' | 'action' | 'message'> }[],
  links: TMailLinks,
): Promise<TMail> {
  const lines: TLinkedParagraph[] = updates.map(({ request, update }) => ({
    text: MAIL_TEXTS.digestLine(
      MAIL_TEXTS.requestTitle(
        String(request.customerRequestId),
        MESSAGES.requestTypeLabels[request.type],
      ),
      updateLine(update),
    ),
    linkText: MAIL_TEXTS.viewRequest,
    link: requestDetailsUrl(links.publicUrl, request),
  }));
  const subject =
    updates.length === 1
      ? MAIL_TEXTS.digestSubjectOne
      : MAIL_TEXTS.digestSubject(String(updates.length));
  const mail = await composeMail(brand, to.email, subject, {
    heading: MAIL_TEXTS.digestHeading,
    greeting: MAIL_TEXTS.greeting(to.fullName),
    paragraphs: [MAIL_TEXTS.digestIntro, ...lines],
    button: MAIL_TEXTS.viewRequests,
    link: `${links.publicUrl}${routePath('/requests/open')}`,
    footer: {
      text: MAIL_TEXTS.footerWhyDigest,
      links: [
        { text: MAIL_TEXTS.unsubscribe, link: links.unsubscribe },
        { text: MAIL_TEXTS.settings, link: `${links.publicUrl}${MAIL_SETTINGS_PATH}` },
      ],
    },
  });
  return { ...mail, headers: unsubscribeHeaders(links.unsubscribe), messageId: links.messageId };
}
