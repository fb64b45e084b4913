// Which calls of the contract show or change a client's identifying data, and which client
// records each answer holds: the one table the access log reads (register-call.ts writes
// the entries of a declared call before its answer goes out). Keyed by every call of the
// contract, so a new call does not compile until it says whether it carries client data;
// client-data-calls.test.ts checks the answer's schema agrees with what it says.
import type { TCall } from '@portal/shared/contract';
import * as core from '@portal/shared/contract';
import * as articles from '@portal/shared/contract/articles';
import * as depot from '@portal/shared/contract/depot';
import * as management from '@portal/shared/contract/management';
import * as backoffice from '@portal/shared/contract/backoffice';
import * as rentals from '@portal/shared/contract/rentals';
import * as requests from '@portal/shared/contract/requests';
import type { z } from 'zod';
import type { TAccessKind, TClientRecord } from './access-entry.js';
import { CLIENT_FIELD_NAMES } from './client-fields.js';

const CONTRACT = {
  ...core,
  ...rentals,
  ...requests,
  ...articles,
  ...depot,
  ...management,
  ...backoffice,
};
type TContract = typeof CONTRACT;

/** The name of every call of the contract (`getRentalDetailsCall`, ...). */
export type TCallName = {
  [K in keyof TContract]: TContract[K] extends TCall ? K : never;
}[keyof TContract];

type TEnvelopeResponse<TAnswer> = TAnswer extends { response?: infer R } ? R : never;

/** What a declared call's records are read from: its success answer and its request. */
export type TCallExchange<TCallDef extends TCall> = {
  /** The envelope's `response` of a success answer (a null one shows no records). */
  answer: NonNullable<TEnvelopeResponse<z.input<TCallDef['response']>>>;
  params: z.output<TCallDef['params']>;
  body: z.output<TCallDef['body']>;
};

export type TClientDataDeclaration<TCallDef extends TCall> = {
  kind: TAccessKind;
  /** The client records of one successful exchange (an empty list writes nothing). */
  records: (exchange: TCallExchange<TCallDef>) => TClientRecord[];
};

/** Per call: how its client records are found, or null when it carries no client data. */
export type TClientDataCalls = {
  [K in TCallName]: TClientDataDeclaration<TContract[K]> | null;
};

/** A record whose client fields are all empty identifies no client: no entry. */
const hasClient = (...values: (string | null | undefined)[]) =>
  values.some((value) => value !== null && value !== undefined && value !== '');

const rentalCases = (
  cases: readonly { rentalCaseId: number; endUser: string | null }[],
): TClientRecord[] =>
  cases
    .filter((row) => hasClient(row.endUser))
    .map((row) => ({
      recordType: 'rentalCase',
      recordId: row.rentalCaseId,
      clientName: row.endUser,
    }));

const products = (
  rows: readonly { productId: number; clientName: string | null }[],
): TClientRecord[] =>
  rows
    .filter((row) => hasClient(row.clientName))
    .map((row) => ({ recordType: 'product', recordId: row.productId, clientName: row.clientName }));

const oneRecord = (
  recordType: TClientRecord['recordType'],
  recordId: number,
  clientName: string | null | undefined,
  ...more: (string | null | undefined)[]
): TClientRecord[] =>
  hasClient(clientName, ...more) ? [{ recordType, recordId, clientName: clientName || null }] : [];

export const CLIENT_DATA_CALLS = {
  // The rental cases: 'Eindgebruiker' in the lists, with the birth date in the details.
  getRentalCasesCall: { kind: 'list', records: ({ answer }) => rentalCases(answer.cases) },
  getRetourCasesCall: { kind: 'list', records: ({ answer }) => rentalCases(answer.cases) },
  getRentalDetailsCall: {
    kind: 'view',
    records: ({ answer }) => {
      const { details } = answer;
      return oneRecord('rentalCase', details.rentalCaseId, details.endUser, details.birthDate);
    },
  },
  getRentalOverviewCall: {
    kind: 'list',
    records: ({ answer }) => rentalCases(answer.cases),
  },
  getRentalDateOverviewCall: {
    kind: 'list',
    records: ({ answer }) => rentalCases(answer.cases),
  },
  // Products with a client's name.
  getProductsCall: { kind: 'list', records: ({ answer }) => products(answer.products) },
  getProductOverviewCall: {
    kind: 'list',
    records: ({ answer }) => products(answer.products),
  },
  getProductDetailsCall: {
    kind: 'view',
    records: ({ answer }) => products([answer.details]),
  },
  // A request's form: the client and birth date it was sent with (custom-data.ts keys).
  getCustomerRequestDetailsCall: {
    kind: 'view',
    records: ({ answer }) => {
      const { details } = answer;
      const clientFields = Object.keys(details.customData).filter((key) =>
        CLIENT_FIELD_NAMES.has(key),
      );
      if (clientFields.length === 0) return [];
      return [
        {
          recordType: 'customerRequest',
          recordId: details.customerRequestId,
          clientName: details.customData.clientName?.value ?? null,
        },
      ];
    },
  },
  // Writes that give a record a client.
  createRentalRequestCall: {
    kind: 'change',
    records: ({ answer, body }) =>
      oneRecord('customerRequest', answer.customerRequestId, body.clientName, body.birthDate),
  },
  addProductCall: {
    kind: 'change',
    records: ({ answer, body }) => oneRecord('product', answer.productId, body.clientName),
  },
  updateClientNameCall: {
    kind: 'change',
    records: ({ body }) => oneRecord('product', body.productId, body.clientName),
  },
  requestDepotOutCall: {
    kind: 'change',
    records: ({ body }) => oneRecord('product', body.productId, body.client),
  },

  // No client data in the answer or the request.
  identifyCall: null,
  loginCall: null,
  logoutCall: null,
  forgotCall: null,
  checkGuidCall: null,
  setPasswordCall: null,
  ssoOptionsCall: null,
  ssoDiscoverCall: null,
  ssoFinishCall: null,
  // why: the user's own choice of mails, no client record.
  getMailPreferencesCall: null,
  saveMailPreferencesCall: null,
  // why: the user's own passkeys and the sign-in with them (issue 40 §2), no client record.
  passkeySignInOptionsCall: null,
  passkeySignInCall: null,
  passkeyRecoveryCall: null,
  passkeyAvailableCall: null,
  passkeyEnrolOptionsCall: null,
  passkeyEnrolCall: null,
  listPasskeysCall: null,
  passkeyRegistrationOptionsCall: null,
  addPasskeyCall: null,
  removePasskeyCall: null,
  getLocationsCall: null,
  getDepartmentsCall: null,
  getContactsCall: null,
  // why: the names and addresses of the organisation's administrators, no client record.
  getAdministratorsCall: null,
  getWarehousesCall: null,
  getInspectionTypesCall: null,
  getCategoriesCall: null,
  getArticlesCall: null,
  getPageTitleCall: null,
  getProductDocumentsCall: null,
  getInspectionSummaryCall: null,
  checkRequestPermissionCall: null,
  findQrCodeCall: null,
  getRentalDocumentsCall: null,
  createRetourCall: null,
  createRepairRequestCall: null,
  getInvoicesCall: null,
  getCustomerRequestsCall: null,
  // why: type, date and status only; the page names its case or aid itself.
  getRunningRequestsCall: null,
  getCustomFieldsCall: null,
  getProductBarcodeCall: null,
  getRepairsCall: null,
  getInspectionsCall: null,
  getCleaningsCall: null,
  getProductLogCall: null,
  linkQrCodeCall: null,
  relocateProductCall: null,
  editProductCall: null,
  registerClientRepairCall: null,
  requestDepotInCall: null,
  getDepotCasesCall: null,
  getDepotCaseDetailsCall: null,
  createDepotRequestCall: null,
  updateReservationCall: null,
  getRentalCategoryCountsCall: null,
  getRepairOverviewCall: null,
  getDepotOverviewCall: null,
  getDepotCategoryCountsCall: null,
  getDepotDateOverviewCall: null,
  getRentalChartCall: null,
  getRepairChartCall: null,
  getDepotChartCall: null,
  getProductChartCall: null,
  getRentalDateChartCall: null,
  getDepotDateChartCall: null,
  getRentalCostCall: null,
  // The back office (routes/backoffice/): its staff act for the request's organisation, not
  // their own, so its calls write their entries themselves (backoffice-access.ts).
  getInboxCall: null,
  getInboxOptionsCall: null,
  getBackOfficeRequestCall: null,
  takeBackOfficeRequestCall: null,
  stepBackOfficeRequestCall: null,
  completeBackOfficeRequestCall: null,
  rejectBackOfficeRequestCall: null,
  getBackOfficeDepotOrdersCall: null,
  getBackOfficeDepotOrderCall: null,
  planBackOfficeDepotOrderCall: null,
  deliverBackOfficeDepotOrderCall: null,
  completeBackOfficeDepotOrderCall: null,
  cancelBackOfficeDepotOrderCall: null,
  // The administrator's pages: the supplier's own staff and the SLA targets, no client.
  getStaffCall: null,
  inviteStaffCall: null,
  changeStaffCall: null,
  getSlaTargetsCall: null,
  saveSlaTargetsCall: null,
} satisfies TClientDataCalls;

/** The calls that carry client data (those whose declaration is not null). */
export type TClientDataCallName = {
  [K in TCallName]: (typeof CLIENT_DATA_CALLS)[K] extends null ? never : K;
}[TCallName];

/** The contract's call objects by name (what register-call.ts is handed). */
export function contractCalls(): [TCallName, TCall][] {
  return (Object.keys(CLIENT_DATA_CALLS) as TCallName[]).map((name) => [
    name,
    CONTRACT[name] as TCall,
  ]);
}

const BY_CALL = new Map<TCall, TClientDataDeclaration<TCall>>(
  contractCalls().flatMap(([name, call]) => {
    const declaration = (CLIENT_DATA_CALLS as TClientDataCalls)[
      name
    ] as TClientDataDeclaration<TCall> | null;
    return declaration ? [[call, declaration] as const] : [];
  }),
);

/** The declaration of `call`, or null when it carries no client data (or is no contract call). */
export function clientDataOf(call: TCall): TClientDataDeclaration<TCall> | null {
  return BY_CALL.get(call) ?? null;
}
