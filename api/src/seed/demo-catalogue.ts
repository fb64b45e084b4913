// The supplier's demo catalogue: a category tree (some rentable with a day price, beds
// and mattresses asking for bed measurements), articles, warehouses and inspection types.
import type { TArticleType } from '@portal/shared/contract';
import type { TQueryable } from '../db/database.js';

type TArticleSeed = { name: string; brand: string; type: string; kinds: ('RENTAL' | 'DEPOT')[] };

type TCategorySeed = {
  title: string;
  priceDisplay?: string;
  hasMeasurementsBed?: boolean;
  articles?: TArticleSeed[];
  children?: TCategorySeed[];
};

const BOTH: ('RENTAL' | 'DEPOT')[] = ['RENTAL', 'DEPOT'];

export const DEMO_CATEGORIES: TCategorySeed[] = [
  {
    title: 'Bedden',
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
    ],
  },
  {
    title: 'Mobiliteit',
    children: [
      {
        title: 'Rolstoelen',
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
};

async function insertCategory(
  db: TQueryable,
  category: TCategorySeed,
  parentId: number | null,
  order: number,
  articles: TSeededArticle[],
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO article_categories (parent_id, title, price_display, is_rentable, has_measurements_bed,
       article_types, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      parentId,
      category.title,
      category.priceDisplay ?? null,
      Boolean(category.priceDisplay),
      category.hasMeasurementsBed ?? false,
      listsOf(category),
      order,
    ],
  );
  if (!row) throw new Error('category insert returned no row');
  for (const article of category.articles ?? []) {
    for (const kind of article.kinds) {
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO articles (category_id, name, article_type, product_brand, product_type)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [row.id, article.name, kind, article.brand, article.type],
      );
      if (inserted)
        articles.push({
          id: inserted.id,
          name: article.name,
          brand: article.brand,
          type: article.type,
          kind,
        });
    }
  }
  for (const [index, child] of (category.children ?? []).entries()) {
    await insertCategory(db, child, row.id, index, articles);
  }
}

/** Inserts the catalogue, warehouses and inspection types; returns the articles made. */
export async function seedCatalogue(db: TQueryable): Promise<TSeededArticle[]> {
  const articles: TSeededArticle[] = [];
  for (const [index, category] of DEMO_CATEGORIES.entries()) {
    await insertCategory(db, category, null, index, articles);
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
