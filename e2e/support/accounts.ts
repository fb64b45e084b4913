// The demo accounts the seed creates (README), password Zonnebloem-Tillift-42.
export const DEMO_PASSWORD = 'Zonnebloem-Tillift-42';

export const ACCOUNTS = {
  anna: { email: 'beheerder@delinde.nl', fullName: 'Anna de Vries', org: 'Zorggroep De Linde' },
  bram: { email: 'medewerker@delinde.nl', fullName: 'Bram Jansen', org: 'Zorggroep De Linde' },
  carla: { email: 'beheerder@thuiszorgoost.nl', fullName: 'Carla Smit', org: 'Thuiszorg Oost' },
  // The supplier's staff (the back office, issue 41): customer service, a planner and an
  // administrator.
  dirk: {
    email: 'klantenservice@zorghulp.nl',
    fullName: 'Dirk Bakker',
    org: 'Zorghulp Leverancier',
  },
  eva: { email: 'planner@zorghulp.nl', fullName: 'Eva Mulder', org: 'Zorghulp Leverancier' },
  // The supplier's administrator (level 3: 'Medewerkers', 'Reactietijden').
  femke: { email: 'beheer@zorghulp.nl', fullName: 'Femke de Wit', org: 'Zorghulp Leverancier' },
} as const;

export type TAccountName = keyof typeof ACCOUNTS;
