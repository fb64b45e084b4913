// The demo accounts (README, e2e/support/accounts.ts). Password for all: Zonnebloem-Tillift-42.
import type { TPermissions } from '@portal/shared/contract';

export const DEMO_PASSWORD = 'Zonnebloem-Tillift-42';

export type TDemoAccount = {
  email: string;
  username: string | null;
  fullName: string;
  organisation: string;
  roles: string[];
  permissions: TPermissions;
};

export const DEMO_ACCOUNTS: TDemoAccount[] = [
  {
    email: 'beheerder@delinde.nl',
    username: null,
    fullName: 'Anna de Vries',
    organisation: 'Zorggroep De Linde',
    roles: ['customer', 'management'],
    permissions: { '*': 2 },
  },
  {
    email: 'medewerker@delinde.nl',
    username: 'bjansen',
    fullName: 'Bram Jansen',
    organisation: 'Zorggroep De Linde',
    roles: ['customer'],
    permissions: { '/rentals': 1, '/requests': 1 },
  },
  {
    email: 'beheerder@thuiszorgoost.nl',
    username: null,
    fullName: 'Carla Smit',
    organisation: 'Thuiszorg Oost',
    roles: ['customer'],
    permissions: { '*': 2 },
  },
];

/** The supplier's own organisation of the demo (migration 050), holding its staff. */
export const DEMO_SUPPLIER = 'Zorghulp Leverancier';

/** The demo's staff (issue 41): the back office at /backoffice, the demo password too. */
export const DEMO_STAFF: {
  email: string;
  fullName: string;
  role: 'customer-service' | 'planner' | 'administrator';
}[] = [
  { email: 'klantenservice@zorghulp.nl', fullName: 'Dirk Bakker', role: 'customer-service' },
  { email: 'planner@zorghulp.nl', fullName: 'Eva Mulder', role: 'planner' },
  // why: the administrator's pages (level 3: 'Medewerkers', 'Reactietijden') need one.
  { email: 'beheer@zorghulp.nl', fullName: 'Femke de Wit', role: 'administrator' },
];
