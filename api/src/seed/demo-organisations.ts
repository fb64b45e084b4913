// The two demo customers: their locations (some nested), departments, rooms and the
// contacts that are not accounts.

export type TLocationSeed = {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  departments: { name: string; rooms: string[] }[];
  children?: TLocationSeed[];
};

export type TOrganisationSeed = {
  name: string;
  /** Its KvK number (invoices name it; the UBL e-invoice requires it, NL-R-005). */
  kvkNumber: string;
  /** Prefix of the demo serial numbers. */
  serialPrefix: string;
  locations: TLocationSeed[];
  contacts: { name: string; email: string; phone: string }[];
};

export const DEMO_ORGANISATIONS: TOrganisationSeed[] = [
  {
    name: 'Zorggroep De Linde',
    kvkNumber: '41234567',
    serialPrefix: 'DL',
    locations: [
      {
        name: 'Woonzorgcentrum De Linde',
        street: 'Lindelaan',
        houseNumber: '12',
        postalCode: '3571 AB',
        city: 'Utrecht',
        departments: [
          { name: 'Somatiek', rooms: ['Kamer 101', 'Kamer 102', 'Kamer 103'] },
          { name: 'Psychogeriatrie', rooms: ['Kamer 201', 'Kamer 202'] },
        ],
        children: [
          {
            name: 'Paviljoen Noord',
            street: 'Lindelaan',
            houseNumber: '12a',
            postalCode: '3571 AB',
            city: 'Utrecht',
            departments: [{ name: 'Kortdurende opname', rooms: ['Kamer N1', 'Kamer N2'] }],
          },
          {
            name: 'Paviljoen Zuid',
            street: 'Lindelaan',
            houseNumber: '12b',
            postalCode: '3571 AB',
            city: 'Utrecht',
            departments: [{ name: 'Revalidatie', rooms: ['Kamer Z1', 'Kamer Z2', 'Oefenzaal'] }],
          },
        ],
      },
      {
        name: 'Verpleeghuis Het Anker',
        street: 'Havenstraat',
        houseNumber: '4',
        postalCode: '3511 CD',
        city: 'Utrecht',
        departments: [
          { name: 'Afdeling Zeezicht', rooms: ['Kamer 1', 'Kamer 2'] },
          { name: 'Afdeling Haven', rooms: ['Kamer 11', 'Kamer 12'] },
        ],
      },
      {
        name: 'Dagbesteding De Boomgaard',
        street: 'Appelgaard',
        houseNumber: '7',
        postalCode: '3582 EF',
        city: 'Utrecht',
        departments: [{ name: 'Dagbesteding', rooms: ['Activiteitenruimte'] }],
      },
    ],
    contacts: [
      { name: 'Receptie De Linde', email: 'receptie@delinde.nl', phone: '030 234 56 00' },
      {
        name: 'Facilitaire dienst De Linde',
        email: 'facilitair@delinde.nl',
        phone: '030 234 56 10',
      },
      {
        name: 'Sanne Bakker (teamleider Somatiek)',
        email: 's.bakker@delinde.nl',
        phone: '06 12 34 56 78',
      },
    ],
  },
  {
    name: 'Thuiszorg Oost',
    kvkNumber: '08765432',
    serialPrefix: 'TO',
    locations: [
      {
        name: 'Kantoor Enschede',
        street: 'Oldenzaalsestraat',
        houseNumber: '150',
        postalCode: '7514 DR',
        city: 'Enschede',
        departments: [{ name: 'Planning', rooms: ['Uitgifte'] }],
        children: [
          {
            name: 'Team Enschede-Noord',
            street: 'Deurningerstraat',
            houseNumber: '31',
            postalCode: '7514 BC',
            city: 'Enschede',
            departments: [{ name: 'Wijkteam Noord', rooms: ['Opslag Noord'] }],
          },
          {
            name: 'Team Enschede-Zuid',
            street: 'Haaksbergerstraat',
            houseNumber: '88',
            postalCode: '7513 EL',
            city: 'Enschede',
            departments: [{ name: 'Wijkteam Zuid', rooms: ['Opslag Zuid'] }],
          },
        ],
      },
      {
        name: 'Steunpunt Hengelo',
        street: 'Enschedesestraat',
        houseNumber: '5',
        postalCode: '7551 EA',
        city: 'Hengelo',
        departments: [
          { name: 'Wijkverpleging', rooms: ['Magazijn'] },
          { name: 'Uitleen', rooms: ['Balie'] },
        ],
      },
      {
        name: 'Uitleenpunt Almelo',
        street: 'Grotestraat',
        houseNumber: '60',
        postalCode: '7607 CK',
        city: 'Almelo',
        departments: [{ name: 'Uitleen', rooms: ['Balie', 'Opslag'] }],
      },
    ],
    contacts: [
      {
        name: 'Planning Thuiszorg Oost',
        email: 'planning@thuiszorgoost.nl',
        phone: '053 480 20 00',
      },
      {
        name: 'Jeroen Mulder (wijkverpleegkundige)',
        email: 'j.mulder@thuiszorgoost.nl',
        phone: '06 98 76 54 32',
      },
    ],
  },
];
