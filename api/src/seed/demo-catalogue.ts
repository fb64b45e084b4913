// The supplier's demo catalogue: a category tree (some rentable with a day price, beds
// and mattresses asking for bed measurements, beds and hoists inspected every 12 months),
// article templates with their fields, articles, warehouses and inspection types.
import type { TArticleType } from '@portal/shared/contract';
import type { TQueryable } from '../db/database.js';

type TArticleSeed = { name: string; brand: string; type: string; kinds: ('RENTAL' | 'DEPOT')[] };

type TCategorySeed = {
  title: string;
  priceDisplay?: string;
  hasMeasurementsBed?: boolean;
  /** Months between periodic inspections; children without one inherit it. */
  inspectionIntervalMonths?: number;
  /** Key in DEMO_TEMPLATES of the template of its articles; children inherit it. */
  template?: TTemplateKey;
  articles?: TArticleSeed[];
  children?: TCategorySeed[];
};

const BOTH: ('RENTAL' | 'DEPOT')[] = ['RENTAL', 'DEPOT'];

type TTemplateKey = 'hoist' | 'bed' | 'wheelchair';

type TTemplateFieldSeed = {
  key: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select' | 'checkbox';
  properties: Record<string, unknown>;
};

const MATTRESS_OPTIONS = ['90x200', '90x210', '90x220', '100x200', '100x210', '100x220'].map(
  (size) => ({ label: size, value: size }),
);

export const DEMO_TEMPLATES: Record<TTemplateKey, { name: string; fields: TTemplateFieldSeed[] }> =
  {
    hoist: {
      name: 'Tillift',
      fields: [
        {
          key: 'maxLoad',
          label: 'Maximale belasting',
          type: 'number',
          properties: { required: true, max: 500, unit: 'kg' },
        },
        {
          key: 'spreaderBar',
          label: 'Tiljuk',
          type: 'select',
          properties: {
            options: [
              { label: '2-punts', value: '2P' },
              { label: '4-punts', value: '4P' },
            ],
          },
        },
        { key: 'batteryChanged', label: 'Laatste accuwissel', type: 'date', properties: {} },
      ],
    },
    bed: {
      name: 'Bed',
      fields: [
        {
          key: 'mattressSize',
          label: 'Matrasmaat',
          type: 'select',
          properties: { options: MATTRESS_OPTIONS, required: true },
        },
        { key: 'sideRails', label: 'Zijhekken', type: 'checkbox', properties: {} },
      ],
    },
    wheelchair: {
      name: 'Rolstoel',
      fields: [
        {
          key: 'seatWidth',
          label: 'Zitbreedte',
          type: 'number',
          properties: { max: 80, unit: 'cm' },
        },
        { key: 'colour', label: 'Kleur frame', type: 'text', properties: { max: 40 } },
      ],
    },
  };

export const DEMO_CATEGORIES: TCategorySeed[] = [
  {
    title: 'Bedden',
    inspectionIntervalMonths: 12,
    template: 'bed',
    children: [
      {
        title: 'Hoog-laagbedden',
        priceDisplay: '€ 4,50 per dag',
        hasMeasurementsBed: true,
        articles: [
          {
            name: 'Hoog-laagbed Vitalis Comfort 90x200',
            brand: 'Vitalis',
            type: 'Comfort',
            kinds: BOTH,
          },
          {
            name: 'Hoog-laagbed Invacare Medley Ergo',
            brand: 'Invacare',
            type: 'Medley Ergo',
            kinds: BOTH,
          },
        ],
      },
      {
        title: 'Extra lage bedden',
        priceDisplay: '€ 5,10 per dag',
        hasMeasurementsBed: true,
        articles: [
          {
            name: 'Laag-laagbed Floorline 20 cm',
            brand: 'Vitalis',
            type: 'Floorline',
            kinds: BOTH,
          },
        ],
      },
      {
        title: 'Bariatrische bedden',
        priceDisplay: '€ 7,25 per dag',
        hasMeasurementsBed: true,
        articles: [
          {
            name: 'Bariatrisch bed XL 120x210',
            brand: 'Burmeier',
            type: 'Dali XL',
            kinds: ['RENTAL'],
          },
        ],
      },
    ],
  },
  {
    title: 'Matrassen',
    children: [
      {
        title: 'Anti-decubitusmatrassen',
        priceDisplay: '€ 2,95 per dag',
        hasMeasurementsBed: true,
        articles: [
          {
            name: 'Traagschuimmatras Visco Plus',
            brand: 'Vitalis',
            type: 'Visco Plus',
            kinds: BOTH,
          },
          { name: 'Koudschuimmatras Basic', brand: 'Vitalis', type: 'Basic', kinds: ['DEPOT'] },
        ],
      },
      {
        title: 'Wisselliggingsmatrassen',
        priceDisplay: '€ 3,75 per dag',
        hasMeasurementsBed: true,
        articles: [
          {
            name: 'Wisselliggingsmatras AirFlow 8',
            brand: 'Invacare',
            type: 'AirFlow 8',
            kinds: BOTH,
          },
        ],
      },
    ],
  },
  {
    title: 'Tilliften',
    inspectionIntervalMonths: 12,
    template: 'hoist',
    children: [
      {
        title: 'Passieve tilliften',
        priceDisplay: '€ 3,20 per dag',
        articles: [
          {
            name: 'Passieve tillift Arjo Maxi Move',
            brand: 'Arjo',
            type: 'Maxi Move',
            kinds: BOTH,
          },
        ],
      },
      {
        title: 'Sta-opliften',
        priceDisplay: '€ 2,80 per dag',
        articles: [
          { name: 'Sta-oplift Arjo Sara Stedy', brand: 'Arjo', type: 'Sara Stedy', kinds: BOTH },
        ],
      },
      {
        title: 'Plafondliften',
        articles: [
          { name: 'Plafondlift Guldmann GH3', brand: 'Guldmann', type: 'GH3', kinds: ['DEPOT'] },
        ],
      },
      {
        title: 'Tilbanden',
        articles: [
          { name: 'Tilband Arjo Flites M', brand: 'Arjo', type: 'Flites', kinds: ['DEPOT'] },
        ],
      },
    ],
  },
  {
    title: 'Mobiliteit',
    children: [
      {
        title: 'Rolstoelen',
        template: 'wheelchair',
        priceDisplay: '€ 1,95 per dag',
        articles: [
          { name: 'Rolstoel Vermeiren 708D', brand: 'Vermeiren', type: '708D', kinds: BOTH },
        ],
      },
      {
        title: 'Rollators',
        priceDisplay: '€ 0,75 per dag',
        articles: [
          { name: 'Rollator Dietz Taima M', brand: 'Dietz', type: 'Taima M', kinds: BOTH },
        ],
      },
    ],
  },
  {
    title: 'Toilet en douche',
    children: [
      {
        title: 'Douche- en toiletstoelen',
        articles: [
          {
            name: 'Douchestoel Etac Swift Mobil',
            brand: 'Etac',
            type: 'Swift Mobil',
            kinds: ['DEPOT'],
          },
        ],
      },
    ],
  },
];

export const DEMO_WAREHOUSES = [
  {
    name: 'Magazijn Nieuwegein',
    street: 'Industrieweg 40',
    postalCode: '3433 NL',
    city: 'Nieuwegein',
  },
  { name: 'Magazijn Zwolle', street: 'Marsweg 11', postalCode: '8013 PD', city: 'Zwolle' },
  { name: 'Depot Eindhoven', street: 'Esp 220', postalCode: '5633 AC', city: 'Eindhoven' },
];

export const DEMO_INSPECTION_TYPES = [
  'Jaarlijkse keuring (NEN 3087)',
  'Keuring tillift (NEN-EN-ISO 10535)',
  'Keuring na reparatie',
  'Visuele inspectie',
];

/** The lists a category shows in: a leaf by whether it is rentable, a parent by its children. */
function listsOf(category: TCategorySeed): TArticleType[] {
  if (category.children) return [...new Set(category.children.flatMap(listsOf))];
  return category.priceDisplay
    ? ['catalog', 'rental', 'depot', 'intern']
    : ['catalog', 'depot', 'intern'];
}

export type TSeededArticle = {
  id: number;
  name: string;
  brand: string;
  type: string;
  kind: 'RENTAL' | 'DEPOT';
  categoryId: number;
  categoryTitle: string;
  templateId: number | null;
};

type TInherited = { templateIds: Record<TTemplateKey, number>; templateId: number | null };

async function insertCategory(
  db: TQueryable,
  category: TCategorySeed,
  parentId: number | null,
  order: number,
  articles: TSeededArticle[],
  inherited: TInherited,
): Promise<void> {
  const templateId = category.template
    ? inherited.templateIds[category.template]
    : inherited.templateId;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO article_categories (parent_id, title, price_display, is_rentable, has_measurements_bed,
       article_types, sort_order, inspection_interval_months)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      parentId,
      category.title,
      category.priceDisplay ?? null,
      Boolean(category.priceDisplay),
      category.hasMeasurementsBed ?? false,
      listsOf(category),
      order,
      category.inspectionIntervalMonths ?? null,
    ],
  );
  if (!row) throw new Error('category insert returned no row');
  for (const article of category.articles ?? []) {
    for (const kind of article.kinds) {
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO articles (category_id, name, article_type, product_brand, product_type,
           template_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [row.id, article.name, kind, article.brand, article.type, templateId],
      );
      if (inserted)
        articles.push({
          id: inserted.id,
          name: article.name,
          brand: article.brand,
          type: article.type,
          kind,
          categoryId: row.id,
          categoryTitle: category.title,
          templateId,
        });
    }
  }
  for (const [index, child] of (category.children ?? []).entries()) {
    await insertCategory(db, child, row.id, index, articles, { ...inherited, templateId });
  }
}

/** Inserts the catalogue, warehouses and inspection types; returns the articles made. */
export async function seedCatalogue(db: TQueryable): Promise<TSeededArticle[]> {
  const articles: TSeededArticle[] = [];
  const templateIds = {} as Record<TTemplateKey, number>;
  for (const [key, template] of Object.entries(DEMO_TEMPLATES) as [
    TTemplateKey,
    (typeof DEMO_TEMPLATES)[TTemplateKey],
  ][]) {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO article_templates (name) VALUES ($1) RETURNING id',
      [template.name],
    );
    if (!row) throw new Error('template insert returned no row');
    templateIds[key] = row.id;
    for (const [order, field] of template.fields.entries()) {
      await db.query(
        `INSERT INTO article_template_fields (template_id, key, label, type, properties, sort_order)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
        [row.id, field.key, field.label, field.type, JSON.stringify(field.properties), order],
      );
    }
  }
  for (const [index, category] of DEMO_CATEGORIES.entries()) {
    await insertCategory(db, category, null, index, articles, { templateIds, templateId: null });
  }
  for (const warehouse of DEMO_WAREHOUSES) {
    await db.query(
      'INSERT INTO warehouses (name, street, postal_code, city) VALUES ($1, $2, $3, $4)',
      [warehouse.name, warehouse.street, warehouse.postalCode, warehouse.city],
    );
  }
  for (const name of DEMO_INSPECTION_TYPES) {
    await db.query('INSERT INTO inspection_types (name) VALUES ($1)', [name]);
  }
  return articles;
}
