import { describe, expect, it } from 'vitest';
import { MESSAGES } from './catalogue/messages.js';
import {
  isSameClientName,
  isSamePlace,
  isSameProductData,
  isSameReservation,
  PRODUCT_ACTIONS,
  productActionRefusal,
  type TProductActionFacts,
  type TProductData,
} from './product-actions.js';

const onLocation: TProductActionFacts = {
  placement: 'location',
  status: 'ACTIVE',
  hasBarcode: false,
  isReserved: false,
  depotStatus: null,
  runningRequests: [],
};
const inDepot: TProductActionFacts = { ...onLocation, placement: 'depot', depotStatus: 'IN_DEPOT' };

describe('productActionRefusal: what the api refuses and the product page does not offer', () => {
  it('allows every action of a free product where it stands, and none elsewhere', () => {
    const location = PRODUCT_ACTIONS.filter((a) => productActionRefusal(a, onLocation) === null);
    expect(location).toEqual([
      'scan',
      'relocate',
      'repair',
      'clientrepair',
      'depot',
      'client',
      'edit',
    ]);
    const depot = PRODUCT_ACTIONS.filter((a) => productActionRefusal(a, inDepot) === null);
    expect(depot).toEqual(['scan', 'edit', 'depotout', 'reservation']);
    expect(productActionRefusal('depotout', onLocation)).toBe(MESSAGES.productNotInDepot);
    expect(productActionRefusal('relocate', inDepot)).toBe(MESSAGES.productNotOnLocation);
  });
  it('refuses all of a removed, unplaced or unknown product', () => {
    for (const action of PRODUCT_ACTIONS) {
      expect(productActionRefusal(action, { ...onLocation, status: 'REMOVED' })).toBe(
        MESSAGES.productRemoved,
      );
      expect(productActionRefusal(action, { ...onLocation, placement: 'unplaced' })).toBe(
        MESSAGES.productNotFound,
      );
      expect(productActionRefusal(action, { ...onLocation, placement: null })).toBe(
        MESSAGES.productNotFound,
      );
    }
  });
  it("refuses 'Leveren uit depot' on a reserved product", () => {
    expect(productActionRefusal('depotout', { ...inDepot, isReserved: true })).toBe(
      MESSAGES.productReserved,
    );
    expect(productActionRefusal('reservation', { ...inDepot, isReserved: true })).toBeNull();
  });
  it("refuses 'Reparatieverzoek' while a repair request runs, and each request kind likewise", () => {
    const running = (type: TProductActionFacts['runningRequests'][number]) => ({
      ...onLocation,
      runningRequests: [type],
    });
    expect(productActionRefusal('repair', running('REPAIR-DEPOT'))).toBe(
      MESSAGES.productRepairAlreadyRunning,
    );
    expect(productActionRefusal('relocate', running('PRODUCT-LOCATION-UPDATE'))).toBe(
      MESSAGES.relocateAlreadyRunning,
    );
    expect(productActionRefusal('depot', running('DEPOT-IN'))).toBe(MESSAGES.depotInAlreadyRunning);
    expect(productActionRefusal('depotout', { ...inDepot, runningRequests: ['DEPOT-OUT'] })).toBe(
      MESSAGES.depotOutAlreadyRunning,
    );
    // the client name changes at once; a running update does not block the next
    expect(productActionRefusal('client', running('PRODUCT-CLIENT-UPDATE'))).toBeNull();
    // a repair of a rental case with the same number is no repair of this product
    expect(productActionRefusal('repair', running('REPAIR-RENTAL'))).toBeNull();
  });
  it('refuses moving a product that a depot order is moving already', () => {
    const moving = { ...onLocation, depotStatus: 'PENDING_IN' as const };
    for (const action of ['relocate', 'depot'] as const) {
      expect(productActionRefusal(action, moving)).toBe(MESSAGES.productPendingMove);
    }
    expect(productActionRefusal('client', moving)).toBeNull();
    expect(productActionRefusal('depotout', { ...inDepot, depotStatus: 'PENDING_OUT' })).toBe(
      MESSAGES.productPendingMove,
    );
  });
  it('links a QR code only once', () => {
    expect(productActionRefusal('scan', { ...onLocation, hasBarcode: true })).toBe(
      MESSAGES.productHasBarcode,
    );
  });
});

describe('saves that change nothing', () => {
  it('compares a client name without the spaces around it', () => {
    expect(isSameClientName('Mevr. J. de Boer', '  Mevr. J. de Boer ')).toBe(true);
    expect(isSameClientName(null, '')).toBe(true);
    expect(isSameClientName('Mevr. J. de Boer', 'Mevr. J. de Vries')).toBe(false);
  });
  it("sees 'not reserved' on a free product, and the same reason, as no change", () => {
    const free = { isReserved: false, reason: null };
    expect(isSameReservation(free, { isReserved: false, reason: 'ignored' })).toBe(true);
    expect(isSameReservation(free, { isReserved: true, reason: 'Kamer 3' })).toBe(false);
    const held = { isReserved: true, reason: 'Kamer 3' };
    expect(isSameReservation(held, { isReserved: true, reason: ' Kamer 3 ' })).toBe(true);
    expect(isSameReservation(held, { isReserved: true, reason: 'Kamer 4' })).toBe(false);
    expect(isSameReservation(held, { isReserved: false, reason: null })).toBe(false);
  });
  it('sees the same location, department and room as no move', () => {
    const here = { locationId: 1, departmentId: 2, room: 'Kamer 3' };
    expect(isSamePlace(here, { ...here, room: 'Kamer 3 ' })).toBe(true);
    expect(isSamePlace(here, { ...here, departmentId: null })).toBe(false);
    expect(isSamePlace({ ...here, room: null }, { ...here, room: '' })).toBe(true);
  });
  it('compares product data as stored: amounts by value, quality and empty texts alike', () => {
    const stored: TProductData = {
      serialNumber: 'DL-2019-0008',
      frameNumber: null,
      registrationDate: '2019-09-15',
      purchaseValue: '1285.00',
      productBrand: 'Arjo',
      productType: null,
      dimensions: null,
      quality: 'GOOD',
      remarks: null,
      customFields: { '4': '90x200' },
    };
    const sent = { ...stored, purchaseValue: '1285,00', quality: 'good', productType: '' };
    expect(isSameProductData(stored, sent)).toBe(true);
    expect(isSameProductData(stored, { ...sent, purchaseValue: undefined })).toBe(true);
    expect(isSameProductData(stored, { ...sent, purchaseValue: '1285,01' })).toBe(false);
    expect(isSameProductData(stored, { ...sent, customFields: { '4': '90x210' } })).toBe(false);
    expect(isSameProductData(stored, { ...sent, customFields: {} })).toBe(false);
    expect(isSameProductData(stored, { ...sent, remarks: 'Nagekeken' })).toBe(false);
  });
});
