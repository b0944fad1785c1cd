import type { DemoProduct, DemoShop } from './demo-types';

/**
 * `npm run seed -- --products N` (issue 17): the demo shop with its catalog grown to N products, to
 * measure a big shop. The added products have believable names and descriptions across the demo's
 * categories, show the pictures of a demo product of their subcategory (no new image is rendered),
 * and are the same on every run.
 */
export const SEEDED_PRODUCTS_MAX = 100_000;

interface Ingredient {
  name: string;
  /** How a description names it. */
  inText: string;
}

const ingredients: Ingredient[] = [
  { name: 'Rose', inText: 'rose petals and rose water' },
  { name: 'Neem', inText: 'neem leaf' },
  { name: 'Tulsi', inText: 'tulsi (holy basil)' },
  { name: 'Turmeric', inText: 'turmeric' },
  { name: 'Saffron', inText: 'a few strands of saffron' },
  { name: 'Sandalwood', inText: 'sandalwood' },
  { name: 'Aloe Vera', inText: 'fresh aloe vera' },
  { name: 'Cucumber', inText: 'cucumber extract' },
  { name: 'Honey', inText: 'raw sidr honey' },
  { name: 'Oatmeal', inText: 'colloidal oatmeal' },
  { name: 'Almond', inText: 'sweet almond oil' },
  { name: 'Coconut', inText: 'virgin coconut oil' },
  { name: 'Argan', inText: 'cold-pressed argan oil' },
  { name: 'Jojoba', inText: 'jojoba oil' },
  { name: 'Lavender', inText: 'lavender essential oil' },
  { name: 'Chamomile', inText: 'chamomile' },
  { name: 'Tea Tree', inText: 'tea tree oil' },
  { name: 'Peppermint', inText: 'peppermint' },
  { name: 'Rosemary', inText: 'rosemary' },
  { name: 'Mint', inText: 'fresh mint' },
  { name: 'Hibiscus', inText: 'hibiscus petals' },
  { name: 'Amla', inText: 'amla (Indian gooseberry)' },
  { name: 'Reetha', inText: 'reetha (soapnut)' },
  { name: 'Shikakai', inText: 'shikakai' },
  { name: 'Kalonji', inText: 'kalonji (black seed)' },
  { name: 'Mango', inText: 'mango butter' },
  { name: 'Shea', inText: 'unrefined shea butter' },
  { name: 'Cocoa', inText: 'raw cocoa butter' },
  { name: 'Coffee', inText: 'freshly ground coffee' },
  { name: 'Brown Sugar', inText: 'brown sugar' },
  { name: 'Pink Salt', inText: 'pink salt from the Khewra mines' },
  { name: 'Beetroot', inText: 'beetroot powder' },
  { name: 'Jasmine', inText: 'motia (jasmine)' },
  { name: 'Orange', inText: 'sweet orange oil' },
  { name: 'Lemongrass', inText: 'lemongrass' },
  { name: 'Geranium', inText: 'rose geranium oil' },
  { name: 'Vetiver', inText: 'khus (vetiver)' },
  { name: 'Green Tea', inText: 'green tea' },
  { name: 'Papaya', inText: 'papaya' },
  { name: 'Pomegranate', inText: 'pomegranate seed oil' },
  { name: 'Olive', inText: 'olive oil' },
  { name: 'Avocado', inText: 'avocado oil' },
  { name: 'Moringa', inText: 'moringa' },
  { name: 'Castor', inText: 'castor oil' },
  { name: 'Sesame', inText: 'sesame oil' },
  { name: 'Walnut', inText: 'walnut shell powder' },
  { name: 'Apricot', inText: 'apricot kernel oil' },
  { name: 'Charcoal', inText: 'activated bamboo charcoal' },
  { name: 'Kaolin', inText: 'white kaolin clay' },
  { name: 'Multani Mitti', inText: 'multani mitti (fuller’s earth)' },
  { name: 'Besan', inText: 'besan (gram flour)' },
  { name: 'Rice', inText: 'rice water' },
  { name: 'Goat Milk', inText: 'fresh goat milk' },
  { name: 'Yoghurt', inText: 'yoghurt' },
  { name: 'Vitamin E', inText: 'vitamin E' },
  { name: 'Bhringraj', inText: 'bhringraj' },
  { name: 'Methi', inText: 'methi (fenugreek)' },
  { name: 'Cinnamon', inText: 'cinnamon' },
  { name: 'Clove', inText: 'clove' },
  { name: 'Calendula', inText: 'calendula petals' },
];

interface ProductKind {
  category: string;
  subcategory: string;
  /** The end of the product's name. */
  names: string[];
  /** Rupees, from and to. */
  price: readonly [number, number];
  /** What it is, after "<first> and <second> in …". */
  base: string;
  use: string;
}

const kinds: ProductKind[] = [
  {
    category: 'Soaps',
    subcategory: 'Herbal Soaps',
    names: ['Herbal Soap', 'Clarifying Bar', 'Cleansing Bar'],
    price: [450, 800],
    base: 'a cold-process bar of olive, coconut and castor oil',
    use: 'Lather between wet hands and rinse well; cured for six weeks.',
  },
  {
    category: 'Soaps',
    subcategory: 'Clay Soaps',
    names: ['Clay Soap', 'Detox Bar'],
    price: [500, 850],
    base: 'a clay bar that lifts oil and city grime',
    use: 'Best for oily and combination skin.',
  },
  {
    category: 'Soaps',
    subcategory: 'Goat Milk Soaps',
    names: ['Goat Milk Soap', 'Creamy Milk Bar'],
    price: [550, 900],
    base: 'a creamy goat milk bar',
    use: 'Gentle enough for dry and sensitive skin.',
  },
  {
    category: 'Face Care',
    subcategory: 'Serums',
    names: ['Face Serum', 'Brightening Serum', 'Face Oil'],
    price: [1500, 3200],
    base: 'a lightweight serum in an amber glass bottle',
    use: 'Press a few drops into clean skin morning or night.',
  },
  {
    category: 'Face Care',
    subcategory: 'Moisturisers',
    names: ['Day Moisturiser', 'Night Cream', 'Gel Cream'],
    price: [1200, 2900],
    base: 'a soft cream that sinks in quickly',
    use: 'Smooth over the face and neck after cleansing.',
  },
  {
    category: 'Face Care',
    subcategory: 'Face Masks',
    names: ['Face Mask', 'Clay Mask', 'Ubtan'],
    price: [700, 1300],
    base: 'a powder mask to mix with rose water or yoghurt',
    use: 'Leave on for ten minutes, then rinse; once or twice a week.',
  },
  {
    category: 'Face Care',
    subcategory: 'Cleansers',
    names: ['Gel Cleanser', 'Cleansing Balm', 'Face Wash'],
    price: [900, 1600],
    base: 'a low-foam cleanser, pH balanced for the face',
    use: 'Removes sunscreen and the day’s dust without a tight feeling.',
  },
  {
    category: 'Body Care',
    subcategory: 'Body Butters',
    names: ['Body Butter', 'Whipped Butter', 'Body Balm'],
    price: [1200, 2200],
    base: 'a rich whipped butter',
    use: 'A little goes a long way on elbows, knees and heels.',
  },
  {
    category: 'Body Care',
    subcategory: 'Body Scrubs',
    names: ['Body Scrub', 'Sugar Scrub', 'Salt Scrub'],
    price: [900, 1500],
    base: 'a scrub in a base of sunflower and almond oil',
    use: 'Massage onto damp skin in the shower once a week.',
  },
  {
    category: 'Body Care',
    subcategory: 'Lotions',
    names: ['Body Lotion', 'Hand & Body Lotion'],
    price: [900, 1600],
    base: 'a fast-absorbing lotion with glycerin',
    use: 'Ideal after a shower in warm weather.',
  },
  {
    category: 'Hair Care',
    subcategory: 'Hair Oils',
    names: ['Hair Oil', 'Scalp Oil'],
    price: [900, 1900],
    base: 'a slow infusion in coconut, castor and sesame oil',
    use: 'Massage into the scalp and leave for an hour before washing.',
  },
  {
    category: 'Hair Care',
    subcategory: 'Shampoo Bars',
    names: ['Shampoo Bar'],
    price: [700, 1100],
    base: 'a solid shampoo bar with a gentle coconut-based cleanser',
    use: 'Lathers well even in hard water; no plastic packaging.',
  },
  {
    category: 'Hair Care',
    subcategory: 'Hair Masks',
    names: ['Hair Mask', 'Hair Pack'],
    price: [800, 1400],
    base: 'a conditioning powder mask',
    use: 'Mix with water or yoghurt, apply for thirty minutes and rinse.',
  },
  {
    category: 'Oils',
    subcategory: 'Cold-Pressed Oils',
    names: ['Cold-Pressed Oil', 'Body Oil'],
    price: [700, 2900],
    base: 'a cold-pressed oil made in small batches',
    use: 'Use on the face, body or hair; nothing is added.',
  },
  {
    category: 'Oils',
    subcategory: 'Essential Oil Blends',
    names: ['Essential Oil Blend', 'Roll-On Blend'],
    price: [1000, 1800],
    base: 'an essential oil blend diluted in fractionated coconut oil',
    use: 'Roll onto wrists and temples and breathe slowly.',
  },
  {
    category: 'Lip Care',
    subcategory: 'Lip Balms',
    names: ['Lip Balm', 'Tinted Lip Balm'],
    price: [350, 650],
    base: 'a beeswax and shea butter balm',
    use: 'Keeps lips smooth through winter.',
  },
  {
    category: 'Lip Care',
    subcategory: 'Lip Scrubs',
    names: ['Lip Scrub'],
    price: [450, 700],
    base: 'a fine sugar scrub in a small jar',
    use: 'Rub gently over the lips, then wipe off and follow with a balm.',
  },
];

const skinNotes = [
  'Suits normal to dry skin.',
  'Good for oily skin in humid weather.',
  'Fragrance-free and kind to sensitive skin.',
  'Lightly scented with essential oils only.',
  'Made by hand in Lahore in small batches.',
  'Free from parabens, sulfates and artificial colour.',
];

/** mulberry32: a small seeded generator, so every run adds the same products. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface NewProductName {
  kind: ProductKind;
  name: string;
  first: Ingredient;
  second: Ingredient;
}

/** Every name the generator can make that the shop does not already use. */
function newProductNames(shop: DemoShop): NewProductName[] {
  const taken = new Set(shop.products.map((product) => product.name));
  const names: NewProductName[] = [];
  for (const kind of kinds) {
    for (const kindName of kind.names) {
      for (const first of ingredients) {
        for (const second of ingredients) {
          const name = `${first.name} & ${second.name} ${kindName}`;
          if (first !== second && !taken.has(name)) names.push({ kind, name, first, second });
        }
      }
    }
  }
  return names;
}

/** The demo shop with generated products added until it holds `count`; each name appears once. */
export function withProductCount(shop: DemoShop, count: number): DemoShop {
  const added = count - shop.products.length;
  if (!Number.isInteger(count) || added < 0 || count > SEEDED_PRODUCTS_MAX) {
    throw new Error(`--products takes a whole number from ${shop.products.length} (the demo shop's own) to ${SEEDED_PRODUCTS_MAX}.`);
  }
  const random = seededRandom(17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const names = newProductNames(shop);
  // A partial Fisher–Yates shuffle: the first `added` names, in a random order, each once.
  for (let index = 0; index < added; index += 1) {
    const other = index + Math.floor(random() * (names.length - index));
    [names[index], names[other]] = [names[other]!, names[index]!];
  }
  const picturesBySubcategory = new Map<string, string[][]>();
  for (const product of shop.products) {
    picturesBySubcategory.set(product.subcategory, [...(picturesBySubcategory.get(product.subcategory) ?? []), product.images]);
  }

  const products: DemoProduct[] = names.slice(0, added).map(({ kind, name, first, second }, index) => {
    const [low, high] = kind.price;
    const price = Math.round((low + random() * (high - low)) / 50) * 50;
    const discounted = random() < 0.2;
    return {
      key: `bulk-${index + 1}`,
      name,
      description: `${capitalised(first.inText)} and ${second.inText} in ${kind.base}. ${kind.use} ${pick(skinNotes)}`,
      price,
      discountPrice: discounted ? Math.round((price * (0.75 + random() * 0.15)) / 10) * 10 : 0,
      category: kind.category,
      subcategory: kind.subcategory,
      stock: random() < 0.05 ? 0 : Math.floor(random() * 120) + 1,
      bestseller: false,
      status: random() < 0.04 ? 'draft' : 'published',
      images: pick(picturesBySubcategory.get(kind.subcategory) ?? [[]]),
      addedDaysAgo: Math.floor(random() * 730),
    };
  });
  return { ...shop, products: [...shop.products, ...products] };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
