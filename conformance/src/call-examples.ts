// A valid request of every call and every download of the contract, every field of each
// body filled (each filter of each list included), built from the ids of records a backend
// holds: the api's bad-input walk mutates them field by field, the OpenAPI document shows
// them as examples (with the demo data's ids), and the conformance kit sends them.
import type { TManagementDocumentType } from '@portal/shared/contract/management';

/** The ids of known records the examples name (of the first account's organisation). */
export type TExampleIds = {
  caseId: number;
  contactId: number;
  locationId: number;
  categoryId: number;
  productId: number;
  articleId: number;
  depotProductId: number;
  depotCaseId: number;
  warehouseId: number;
  repairId: number;
  invoiceId: number;
};

/**
 * A request of a call: its path parameters (as text, as in an address) and its body; a call
 * whose body is one of several shapes (a union) has the other shapes in `otherBodies`, so
 * that every field of every shape has an example.
 */
export type TCallExample = {
  params?: Record<string, string>;
  body?: unknown;
  otherBodies?: unknown[];
};

const paging = { limitOffset: 1, limitRows: 10 };

/** A list's free search and an order by `sortBy` (contract/list-order.ts). */
function listQuery(sortBy: string) {
  return { search: 'bed', sortBy, sortDirection: 'asc' };
}
const rentalQuery = listQuery('startDate');
const requestQuery = listQuery('createDate');

/** Every filter of the products list and its Excel. */
function productFilters(ids: TExampleIds) {
  return {
    categoryId: ids.categoryId,
    locationId: ids.locationId,
    warehouseId: ids.warehouseId,
    clientName: 'Boer',
    serialNumber: 'DL',
    frameNumber: 'FR',
    registrationDateFrom: '2018-01-01',
    registrationDateTo: '2030-01-01',
    quality: 'GOOD',
    sort: 'nextInspection',
    ...listQuery('serialNumber'),
  };
}
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A browser's answer of WebAuthn's JSON form, every field filled (no real passkey's). */
const PASSKEY_REGISTRATION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: 'AAAA',
    attestationObject: 'AAAA',
    authenticatorData: 'AAAA',
    transports: ['internal'],
    publicKeyAlgorithm: -7,
    publicKey: 'AAAA',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: { credProps: { rk: true } },
};
const PASSKEY_SIGN_IN = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: 'AAAA',
    authenticatorData: 'AAAA',
    signature: 'AAAA',
    userHandle: 'AAAA',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

/** A valid request of each call (params, body), by path. */
export function callExamples(ids: TExampleIds): Record<string, TCallExample> {
  const { caseId, contactId, locationId, categoryId, productId, articleId } = ids;
  const { depotProductId, depotCaseId } = ids;
  return {
    '/auth/identify': {},
    '/auth/login': { body: { emailaddress: 'niemand@delinde.nl', password: 'fout' } },
    '/auth/logout': {},
    '/auth/forgot': { body: { userName: 'niemand@delinde.nl' } },
    '/auth/checkGuid': { body: { guid: 'onzin' } },
    '/auth/setPassword': { body: { guid: 'onzin', password: 'TGFuZ0dlbm9lZzE=' } },
    '/auth/sso/options': {},
    '/auth/sso/discover': { body: { emailaddress: 'niemand@delinde.nl' } },
    '/auth/sso/finish': { body: { code: 'onzin' } },
    '/auth/passkey/available': {},
    '/auth/passkey/options': { body: { ticket: 'onzin' } },
    '/auth/passkey/verify': { body: { ticket: 'onzin', credential: PASSKEY_SIGN_IN } },
    '/auth/passkey/recovery': { body: { ticket: 'onzin', code: 'ABCD-EFGH-JKMN-PQRS-TVWX' } },
    '/auth/passkey/enrol/options': { body: { ticket: 'onzin' } },
    '/auth/passkey/enrol': {
      body: { ticket: 'onzin', name: 'Telefoon', credential: PASSKEY_REGISTRATION },
    },
    '/account/passkeys': {},
    '/account/passkeys/options': {},
    '/account/passkeys/add': { body: { name: 'Telefoon', credential: PASSKEY_REGISTRATION } },
    '/account/passkeys/remove': { body: { id: 99999 } },
    '/account/mail-preferences': {},
    '/account/mail-preferences/save': {
      body: { step: 'now', complete: 'digest', reject: 'now' },
    },
    '/global/administrators': {},
    '/global/locations/:id': { params: { id: String(locationId) } },
    '/global/departments/:id': { params: { id: String(locationId) } },
    '/global/contacts': {},
    '/global/warehouses': {},
    '/global/inspections/types': {},
    '/global/articles/categories': { body: { articleType: 'rental' } },
    '/global/articles/list': { body: { categoryId, articleType: 'RENTAL' } },
    '/global/pagetitle/:type/:id': { params: { type: 'rentalcase', id: String(caseId) } },
    '/global/product/documents/:id': { params: { id: String(productId) } },
    '/customer/rentals/cases': {
      body: { tabType: 'active', filters: { ...paging, ...rentalQuery, locationId } },
    },
    '/customer/rentals/documents': {
      body: { tabType: 'active', rentalCaseId: caseId, filters: paging },
    },
    '/customer/rentals/details/:rentalCaseId': { params: { rentalCaseId: String(caseId) } },
    '/customer/rentals/request/article': {
      body: {
        articles: [{ categoryId, name: 'Bed', amount: 1, key: 'k1', priceDisplay: null }],
        measurementsBed: null,
        deliverDate: '2999-01-01',
        urgency: false,
        locationId,
        departmentId: null,
        room: 'Kamer 1',
        generalUse: false,
        clientName: 'Client',
        birthDate: '1950-01-01',
        customerReference: 'Ref',
        contactId,
        comments: 'Opmerking',
      },
    },
    '/customer/rentals/request/retour/cases': { body: { rentalCaseId: caseId } },
    '/customer/rentals/request/retour/process': {
      body: { rentalCases: [caseId], retourDate: '2999-01-01', comments: 'x', contactId },
    },
    '/customer/requests/checkpermission/:sourceId/:requestType': {
      params: { sourceId: String(caseId), requestType: 'REPAIR-RENTAL' },
    },
    '/customer/articles/product/request/repair': {
      body: {
        sourceId: caseId,
        requestType: 'REPAIR-RENTAL',
        description: 'Kapot',
        files: [{ name: 'a.png', file: PNG }],
        contactId,
      },
    },
    '/customer/management/invoices': {
      body: {
        tabType: 'all',
        viewType: 'rental',
        typeId: caseId,
        filters: {
          ...paging,
          paymentStatus: 'OPEN',
          originType: 'RENTAL',
          dateFrom: '2024-01-01',
          dateTo: '2025-12-31',
          locationId,
          search: '2025',
        },
      },
    },
    // The back office's calls (a customer account is refused them: 403, never a 500).
    '/backoffice/inbox': {
      body: {
        ...paging,
        tabType: 'open',
        organisation: locationId,
        requestType: 'REPAIR-DEPOT',
        status: 'OPEN',
        urgency: 'URGENT',
        age: 'WEEK',
        assignee: 'NONE',
        ...listQuery('dueAt'),
      },
    },
    '/backoffice/inbox/options': {},
    '/backoffice/requests/:customerRequestId': { params: { customerRequestId: '1' } },
    '/backoffice/requests/:customerRequestId/take': {
      params: { customerRequestId: '1' },
      body: { version: 1, assigneeUserId: contactId, message: 'Wij komen morgen langs.' },
    },
    '/backoffice/requests/:customerRequestId/step': {
      params: { customerRequestId: '1' },
      body: { version: 1, action: 'Monteur ingepland', message: 'Wij komen morgen langs.' },
    },
    '/backoffice/requests/:customerRequestId/complete': {
      params: { customerRequestId: '1' },
      body: { version: 1, message: 'Het bed is gerepareerd.' },
    },
    '/backoffice/requests/:customerRequestId/reject': {
      params: { customerRequestId: '1' },
      body: { version: 1, message: 'Dit hulpmiddel is niet van ons.' },
    },
    '/backoffice/depot': {
      body: {
        ...paging,
        tabType: 'pending',
        organisation: locationId,
        status: 'PLANNED',
        formType: 'TRANSPORT-OUT',
        ...listQuery('plannedDate'),
      },
    },
    '/backoffice/depot-orders/:depotCaseId': { params: { depotCaseId: '1' } },
    '/backoffice/depot-orders/:depotCaseId/plan': {
      params: { depotCaseId: '1' },
      body: {
        version: 1,
        date: '2030-01-15',
        window: '08:00-12:00',
        message: 'De chauffeur belt.',
      },
    },
    '/backoffice/depot-orders/:depotCaseId/deliver': {
      params: { depotCaseId: '1' },
      body: { version: 1, message: 'Afgegeven bij de balie.' },
    },
    '/backoffice/depot-orders/:depotCaseId/complete': {
      params: { depotCaseId: '1' },
      body: { version: 1, minutes: 20, message: 'Alles is geplaatst.' },
    },
    '/backoffice/depot-orders/:depotCaseId/cancel': {
      params: { depotCaseId: '1' },
      body: { version: 1, message: 'De klant heeft het bed niet meer nodig.' },
    },
    // The back office's administrator (level 3): the staff and the SLA targets.
    '/backoffice/staff': {},
    '/backoffice/staff/invite': {
      body: { fullName: 'Nina Visser', email: 'n.visser@zorghulp.nl', role: 'planner' },
    },
    '/backoffice/staff/:userId/change': {
      params: { userId: String(contactId) },
      body: { role: 'technician' },
      otherBodies: [{ isActive: false }],
    },
    '/backoffice/sla-targets': {},
    '/backoffice/sla-targets/save': {
      body: {
        version: '0123456789abcdef0123456789abcdef',
        targets: [
          { type: 'REPAIR-RENTAL', isUrgent: true, hours: 4 },
          { type: 'RENTAL-STOP', isUrgent: false, hours: null },
        ],
      },
    },
    '/customer/articles/qrcode/find': { body: { barcode: 'VH-DEMO-0001' } },
    '/customer/requests/overview': {
      body: {
        tabType: 'open',
        ...paging,
        location: locationId,
        requestType: 'REPAIR-RENTAL',
        customerRequestId: 1,
        contact: contactId,
        ...requestQuery,
      },
    },
    '/customer/requests/details/:customerRequestId': { params: { customerRequestId: '1' } },
    '/customer/requests/running/:subject/:subjectId': {
      params: { subject: 'rentalCase', subjectId: String(caseId) },
    },
    '/customer/articles/overview': {
      body: { tabType: 'location', filters: { ...paging, ...productFilters(ids) } },
    },
    '/customer/articles/details/:id': { params: { id: String(productId) } },
    '/customer/articles/customfields/:id': { params: { id: String(articleId) } },
    '/customer/articles/barcode/:id': { params: { id: String(productId) } },
    '/customer/articles/product/repairs/overview': {
      body: {
        tabType: 'product',
        productId,
        filters: {
          ...paging,
          serialNumber: 'DL',
          categoryId,
          locationId,
          ...listQuery('repairDate'),
        },
      },
    },
    '/customer/articles/product/inspections/overview': {
      body: {
        context: 'overview-archive',
        productId,
        filters: {
          ...paging,
          categoryId,
          locationId,
          serialNumber: 'DL',
          due: 'OVERDUE',
          dateFrom: '2015-01-01',
          dateTo: '2030-01-01',
          ...listQuery('inspectionNumber'),
        },
      },
    },
    '/customer/articles/inspections/summary': {},
    '/customer/articles/product/cleanings/overview': {
      body: { productId, filters: { ...paging, status: 'RELEASED' } },
    },
    '/customer/articles/product/log/overview': { body: { productId, filters: paging } },
    '/global/articles/product/add': {
      body: {
        articleId,
        locationId,
        departmentId: null,
        room: 'Kamer 1',
        clientName: 'Client',
        serialOption: 'new',
        productId: null,
        serialNumber: 'NEW-1',
        frameNumber: 'FR1',
        registrationDate: '2020-01-01',
        purchaseValue: '100,50',
        productBrand: 'Merk',
        productType: 'Type',
        dimensions: '1x1',
        remarks: 'Opmerking',
        customFields: { '1': 'x' },
      },
    },
    '/customer/articles/product/edit/qrcode': { body: { barcode: 'NIEUW-1', productId } },
    '/customer/articles/product/edit/location': {
      body: {
        productId,
        toLocation: locationId,
        toDepartment: null,
        toRoom: 'Kamer 1',
        handler: 'vdm',
        comment: 'x',
        deliverDate: '2999-01-01',
        contactId,
      },
    },
    '/customer/articles/product/edit/client': { body: { productId, clientName: 'Client' } },
    '/customer/articles/product/edit/data': {
      body: {
        productId,
        serialNumber: 'DL-2019-0001',
        frameNumber: 'FR1',
        registrationDate: '2019-01-01',
        purchaseValue: '100,50',
        productBrand: 'Merk',
        productType: 'Type',
        dimensions: '1x1',
        quality: 'GOOD',
        remarks: 'x',
        customFields: { '1': 'x' },
      },
    },
    '/customer/articles/product/client/repair': {
      body: {
        productId,
        repairDate: '2025-01-01',
        conclusion: 'FIXED',
        repairUserId: contactId,
        remark: 'x',
        signature: PNG,
      },
    },
    '/customer/articles/product/request/depot-in': {
      body: { productId, comments: 'x', deliverDate: '2999-01-01', contactId },
    },
    '/customer/depot/cases': {
      body: {
        tabType: 'pending',
        ...paging,
        categoryId,
        formType: 'TRANSPORT-IN',
        ...listQuery('handleDate'),
      },
    },
    '/customer/depot/details/:depotCaseId': { params: { depotCaseId: String(depotCaseId) } },
    '/customer/depot/request': {
      body: {
        contactId,
        locationId,
        deliverDate: '2999-01-01',
        urgency: false,
        customerReference: 'Ref',
        comments: 'x',
        measurementsBed: null,
        generalUse: 'Ja',
        articles: [{ articleId, name: 'Bed', amount: 1 }],
        categories: [{ categoryId, amount: 1 }],
      },
    },
    '/customer/depot/request/depot-out': {
      body: {
        productId: depotProductId,
        departmentId: null,
        locationId,
        room: 'Kamer 1',
        deliverDate: '2999-01-01',
        client: 'Client',
        comments: 'x',
        contactId,
      },
    },
    '/customer/depot/reservation': {
      body: { productId: depotProductId, enableReservation: true, reservationReason: 'x' },
    },
    ...managementExamples(ids),
  };
}

/** The management calls (a period, a place and a kind on every overview). */
function managementExamples(ids: TExampleIds) {
  const { locationId, categoryId } = ids;
  const period = { dateFrom: '2024-01-01', dateTo: '2025-12-31', locationId, categoryId };
  const repairs = { ...period, serialNumber: 'DL' };
  const depot = { ...period, formType: 'TRANSPORT-OUT' };
  const day = { date: '2025-06-01', locationId, categoryId };
  const depotDay = { date: '2025-06-01', categoryId, warehouseId: ids.warehouseId };
  const products = productFilters(ids);
  const overviews = '/customer/management/overviews';
  return {
    [`${overviews}/rental`]: { body: { tabType: 'DELIVER', filters: { ...paging, ...period } } },
    [`${overviews}/rental-category`]: {
      body: { tabType: 'RETURN', filters: { ...paging, ...period } },
    },
    [`${overviews}/repairs`]: { body: { filters: { ...paging, ...repairs } } },
    [`${overviews}/depot`]: { body: { filters: { ...paging, ...depot } } },
    [`${overviews}/depot-category`]: { body: { filters: { ...paging, ...depot } } },
    [`${overviews}/products`]: {
      body: { tabType: 'location', filters: { ...paging, ...products } },
    },
    [`${overviews}/rentaldate`]: { body: { filters: { ...paging, ...day } } },
    [`${overviews}/depotdate`]: { body: { filters: { ...paging, ...depotDay } } },
    [`${overviews}/rental/chart`]: {
      body: { tabType: 'ACTIVE', filters: period, groupBy: 'category' },
    },
    [`${overviews}/repairs/chart`]: { body: { filters: repairs, groupBy: 'month' } },
    [`${overviews}/depot/chart`]: { body: { filters: depot, groupBy: 'location' } },
    [`${overviews}/products/chart`]: {
      body: { tabType: 'depot', filters: products, groupBy: 'category' },
    },
    [`${overviews}/rentaldate/chart`]: { body: { filters: day, groupBy: 'location' } },
    [`${overviews}/depotdate/chart`]: { body: { filters: depotDay, groupBy: 'category' } },
    '/customer/management/rentalcost': {
      body: {
        fromMonth: 1,
        fromYear: 2024,
        toMonth: 12,
        toYear: 2024,
        locationId,
        groupByLocation: true,
        groupByDepartment: false,
      },
    },
  };
}

/** A valid body of each Excel download, by path (the list's filters, every one of them). */
export function excelExamples(ids: TExampleIds): Record<string, unknown> {
  const { locationId, categoryId, contactId } = ids;
  return {
    '/customer/rentals/cases/excel': {
      tabType: 'active',
      filters: { ...rentalQuery, locationId },
    },
    '/customer/requests/overview/excel': {
      tabType: 'open',
      location: locationId,
      requestType: 'REPAIR-RENTAL',
      customerRequestId: 1,
      contact: contactId,
      ...requestQuery,
    },
    '/customer/articles/overview/excel': { tabType: 'location', filters: productFilters(ids) },
    '/customer/depot/cases/excel': {
      tabType: 'pending',
      categoryId,
      formType: 'TRANSPORT-IN',
      ...listQuery('handleDate'),
    },
  };
}

/**
 * A body of each document type of the management download (one path, a union of bodies
 * by documentType: each is walked on its own), every field of each filled.
 */
export function managementDownloadExamples(
  ids: TExampleIds,
): Record<TManagementDocumentType, object> {
  const { locationId, categoryId, repairId, invoiceId, warehouseId } = ids;
  const period = { dateFrom: '2024-01-01', dateTo: '2025-12-31', locationId, categoryId };
  const repairs = { ...period, serialNumber: 'DL' };
  const depot = { ...period, formType: 'TRANSPORT-OUT' };
  const day = { date: '2025-06-01', locationId, categoryId };
  const depotDay = { date: '2025-06-01', categoryId, warehouseId };
  return {
    rental: { documentType: 'rental', tabType: 'DELIVER', filters: period },
    activerental: { documentType: 'activerental', filters: period },
    'rental-category': { documentType: 'rental-category', tabType: 'RETURN', filters: period },
    rentaldate: { documentType: 'rentaldate', filters: day },
    repairs: { documentType: 'repairs', filters: repairs },
    repair: { documentType: 'repair', repairId },
    depot: { documentType: 'depot', filters: depot },
    'depot-category': { documentType: 'depot-category', filters: depot },
    depotdate: { documentType: 'depotdate', filters: depotDay },
    'products location': { documentType: 'products location', filters: productFilters(ids) },
    'products depot': { documentType: 'products depot', filters: productFilters(ids) },
    rentalcost: {
      documentType: 'rentalcost',
      filters: {
        fromMonth: 1,
        fromYear: 2024,
        toMonth: 12,
        toYear: 2024,
        locationId,
        groupByLocation: true,
        groupByDepartment: true,
      },
    },
    invoice: { documentType: 'invoice', invoiceId },
    invoices: {
      documentType: 'invoices',
      tabType: 'all',
      filters: {
        paymentStatus: 'OPEN',
        originType: 'RENTAL',
        dateFrom: '2024-01-01',
        dateTo: '2025-12-31',
        locationId,
      },
    },
  };
}
