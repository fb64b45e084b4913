// The demo accounts the seed creates (README), password Zonnebloem-Tillift-42.
export const DEMO_PASSWORD = 'Zonnebloem-Tillift-42';

export const ACCOUNTS = {
  anna: { email: 'beheerder@delinde.nl', fullName: 'Anna de Vries', org: 'Zorggroep De Linde' },
  bram: { email: 'medewerker@delinde.nl', fullName: 'Bram Jansen', org: 'Zorggroep De Linde' },
  carla: { email: 'beheerder@thuiszorgoost.nl', fullName: 'Carla Smit', org: 'Thuiszorg Oost' },
} as const;

export type TAccountName = keyof typeof ACCOUNTS;
