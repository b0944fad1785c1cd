/**
 * The demo shop: a small Lahore maker of handmade soaps, creams and oils, with two shops, a warehouse
 * and a skincare journal. Prices are in rupees; times are offsets from the moment of seeding.
 * Image URLs point under /uploads/seed/ and are drawn by seed/images.ts.
 */
import type { OperatingHours, Store } from '@shop/core/business/business-details';
import { reviewers } from './demo-reviews';
import type { DemoBanner, DemoBlogPost, DemoCategory, DemoDeal, DemoPerson, DemoProduct, DemoShop, DemoTeamMember, DemoTestimonial } from './demo-types';

const mapsLink = (query: string) => `https://maps.google.com/?q=${encodeURIComponent(query)}`;

const open = (openAt: string, closeAt: string) => ({ open: openAt, close: closeAt, closed: false });
const closed = (openAt = '00:00', closeAt = '00:00') => ({ open: openAt, close: closeAt, closed: true });

// ---------------------------------------------------------------------------------------------
// Stores

const gulbergHours: OperatingHours = {
  monday: open('11:00', '21:00'),
  tuesday: open('11:00', '21:00'),
  wednesday: open('11:00', '21:00'),
  thursday: open('11:00', '21:00'),
  friday: open('15:00', '21:30'),
  saturday: open('11:00', '22:00'),
  sunday: closed('11:00', '21:00'),
};

const islamabadHours: OperatingHours = {
  monday: open('10:30', '20:00'),
  tuesday: open('10:30', '20:00'),
  wednesday: open('10:30', '20:00'),
  thursday: open('10:30', '20:00'),
  friday: open('14:30', '20:00'),
  saturday: open('10:30', '20:00'),
  sunday: closed('10:30', '20:00'),
};

const warehouseHours: OperatingHours = {
  monday: open('09:00', '17:00'),
  tuesday: open('09:00', '17:00'),
  wednesday: open('09:00', '17:00'),
  thursday: open('09:00', '17:00'),
  friday: open('09:00', '12:30'),
  saturday: open('09:00', '14:00'),
  sunday: closed('09:00', '17:00'),
};

const stores: Store[] = [
  {
    storeId: 'lahore-gulberg',
    storeName: 'Khalis Botanicals, Gulberg',
    storeType: 'retail',
    location: {
      displayName: 'Main Market, Gulberg II, Lahore',
      address: { street: '24-C Main Market, Gulberg II', city: 'Lahore', state: 'Punjab', zipCode: '54660' },
      googleMapsLink: mapsLink('24-C Main Market, Gulberg II, Lahore 54660'),
    },
    contact: { phone: '+92 42 3578 1460', manager: 'Hira Qureshi' },
    operatingHours: gulbergHours,
    status: 'active',
  },
  {
    storeId: 'islamabad-f7',
    storeName: 'Khalis Botanicals, F-7 Markaz',
    storeType: 'retail',
    location: {
      displayName: 'Jinnah Super Market, F-7 Markaz, Islamabad',
      address: { street: 'Shop 5, Block 12-A, Jinnah Super Market, F-7 Markaz', city: 'Islamabad', state: 'Islamabad Capital Territory', zipCode: '44000' },
      googleMapsLink: mapsLink('Jinnah Super Market, F-7 Markaz, Islamabad'),
    },
    contact: { phone: '+92 51 2653 0917', manager: 'Nadia Awan' },
    operatingHours: islamabadHours,
    // Closed for renovation; it shows as "Closed" on the contact page.
    status: 'inactive',
  },
  {
    storeId: 'lahore-warehouse',
    storeName: 'Khalis Botanicals Workshop & Warehouse',
    storeType: 'warehouse',
    location: {
      displayName: 'Sundar Industrial Estate, Raiwind Road, Lahore',
      address: { street: 'Plot 41, Street 3, Sundar Industrial Estate, Raiwind Road', city: 'Lahore', state: 'Punjab', zipCode: '54000' },
      googleMapsLink: mapsLink('Sundar Industrial Estate, Raiwind Road, Lahore'),
    },
    contact: { phone: '+92 321 4876 552', manager: 'Bilal Ahmed' },
    operatingHours: warehouseHours,
    status: 'active',
  },
];

// ---------------------------------------------------------------------------------------------
// Catalogue

const categories: DemoCategory[] = [
  { name: 'Soaps', subcategories: ['Herbal Soaps', 'Clay Soaps', 'Goat Milk Soaps'] },
  { name: 'Face Care', subcategories: ['Serums', 'Moisturisers', 'Face Masks', 'Cleansers'] },
  { name: 'Body Care', subcategories: ['Body Butters', 'Body Scrubs', 'Lotions'] },
  { name: 'Hair Care', subcategories: ['Hair Oils', 'Shampoo Bars', 'Hair Masks'] },
  { name: 'Oils', subcategories: ['Cold-Pressed Oils', 'Essential Oil Blends'] },
  { name: 'Lip Care', subcategories: ['Lip Balms', 'Lip Scrubs'] },
];

const img = (key: string, count: number) => Array.from({ length: count }, (_, i) => `/uploads/seed/products/${key}-${i + 1}.webp`);

type ProductInput = Omit<DemoProduct, 'images' | 'status' | 'discountPrice' | 'bestseller'> & {
  discountPrice?: number;
  bestseller?: boolean;
  status?: DemoProduct['status'];
  imageCount: number;
};

const product = ({ imageCount, discountPrice = 0, bestseller = false, status = 'published', ...rest }: ProductInput): DemoProduct => ({
  ...rest,
  discountPrice,
  bestseller,
  status,
  images: img(rest.key, imageCount),
});

const products: DemoProduct[] = [
  // Soaps
  product({
    key: 'rose-kaolin-soap',
    name: 'Rose & Kaolin Clay Soap',
    description:
      'A gentle everyday bar made with cold-pressed olive oil, coconut oil and shea butter, tinted with rose clay and finished with white kaolin for a soft, creamy lather. Scented only with rose geranium essential oil. Suits normal to dry skin and is mild enough for the face.',
    price: 650,
    category: 'Soaps',
    subcategory: 'Clay Soaps',
    stock: 64,
    bestseller: true,
    addedDaysAgo: 118,
    imageCount: 3,
  }),
  product({
    key: 'neem-tulsi-soap',
    name: 'Neem & Tulsi Clarifying Soap',
    description:
      'Our most-requested bar for oily and breakout-prone skin. Neem leaf powder and tulsi (holy basil) are infused into olive and coconut oil, then balanced with castor oil for a dense lather that cleans without stripping. A light herbal scent from tea tree and lemongrass.',
    price: 550,
    category: 'Soaps',
    subcategory: 'Herbal Soaps',
    stock: 3,
    bestseller: true,
    addedDaysAgo: 112,
    imageCount: 2,
  }),
  product({
    key: 'charcoal-tea-tree-soap',
    name: 'Activated Charcoal & Tea Tree Soap',
    description:
      'Bamboo charcoal and a touch of bentonite clay help lift oil and city grime after a long day in Lahore traffic. Tea tree and peppermint essential oils leave a clean, cooling feel. Best for oily skin and for the back and shoulders.',
    price: 600,
    discountPrice: 520,
    category: 'Soaps',
    subcategory: 'Clay Soaps',
    stock: 41,
    addedDaysAgo: 96,
    imageCount: 2,
  }),
  product({
    key: 'goat-milk-honey-soap',
    name: 'Goat Milk & Honey Soap',
    description:
      'Fresh goat milk from a farm outside Kasur and raw sidr honey make this our creamiest bar. The natural fats and lactic acid in the milk leave dry skin soft rather than tight. Unscented, so it is a favourite for sensitive skin.',
    price: 700,
    category: 'Soaps',
    subcategory: 'Goat Milk Soaps',
    stock: 0,
    addedDaysAgo: 84,
    imageCount: 2,
  }),
  product({
    key: 'multani-mitti-sandalwood-soap',
    name: 'Multani Mitti & Sandalwood Soap',
    description:
      'A traditional pairing: multani mitti (fuller’s earth) to absorb excess oil and sandalwood for its warm, calming scent. Made with olive, coconut and castor oils and cured for six weeks. Good for combination skin in humid weather.',
    price: 650,
    category: 'Soaps',
    subcategory: 'Clay Soaps',
    stock: 27,
    addedDaysAgo: 70,
    imageCount: 1,
  }),
  product({
    key: 'turmeric-saffron-soap',
    name: 'Turmeric & Saffron Glow Soap',
    description:
      'Inspired by the ubtan our grandmothers swore by. Turmeric, a few strands of saffron and a spoon of besan are worked into a base of olive oil and mango butter. Leaves skin looking fresh and even; the colour does not stain.',
    price: 750,
    discountPrice: 650,
    category: 'Soaps',
    subcategory: 'Herbal Soaps',
    stock: 8,
    bestseller: true,
    addedDaysAgo: 58,
    imageCount: 2,
  }),
  product({
    key: 'oatmeal-goat-milk-soap',
    name: 'Oatmeal & Goat Milk Baby Soap',
    description:
      'Colloidal oatmeal and goat milk in an extra-gentle, fragrance-free bar with a high olive oil content. Made for little ones and for anyone with eczema-prone or itchy skin. Mild enough for daily use on the face and body.',
    price: 700,
    category: 'Soaps',
    subcategory: 'Goat Milk Soaps',
    stock: 35,
    addedDaysAgo: 2,
    imageCount: 2,
  }),

  // Face Care
  product({
    key: 'amla-vitamin-c-serum',
    name: 'Amla & Vitamin C Brightening Serum',
    description:
      'A lightweight water-based serum with amla (Indian gooseberry) extract, stable vitamin C (sodium ascorbyl phosphate) and 3% niacinamide. Use it in the morning under sunscreen to help fade dark spots and post-acne marks. Fragrance-free; packed in an amber glass bottle to protect it from light.',
    price: 2200,
    discountPrice: 1850,
    category: 'Face Care',
    subcategory: 'Serums',
    stock: 15,
    bestseller: true,
    addedDaysAgo: 64,
    imageCount: 3,
  }),
  product({
    key: 'rosehip-face-oil',
    name: 'Rosehip & Sea Buckthorn Face Oil',
    description:
      'Cold-pressed rosehip seed oil blended with sea buckthorn and squalane. Three or four drops pressed into damp skin at night help with dryness and uneven texture. Naturally rich in vitamin A and essential fatty acids.',
    price: 2400,
    category: 'Face Care',
    subcategory: 'Serums',
    stock: 19,
    addedDaysAgo: 49,
    imageCount: 2,
  }),
  product({
    key: 'saffron-night-cream',
    name: 'Saffron & Almond Night Cream',
    description:
      'A rich night cream with sweet almond oil, shea butter and kesar (saffron) steeped in rose water. It sinks in overnight and wakes dry, dull skin up. Preserved with a gentle, broad-spectrum preservative so it stays safe to the last scoop.',
    price: 2800,
    category: 'Face Care',
    subcategory: 'Moisturisers',
    stock: 22,
    addedDaysAgo: 77,
    imageCount: 2,
  }),
  product({
    key: 'aloe-cucumber-moisturiser',
    name: 'Aloe & Cucumber Day Moisturiser',
    description:
      'A light gel-cream for oily and combination skin, made with fresh aloe vera juice, cucumber extract and a little jojoba oil. It hydrates without a greasy finish, so it sits well under sunscreen in Karachi humidity.',
    price: 1450,
    category: 'Face Care',
    subcategory: 'Moisturisers',
    stock: 52,
    addedDaysAgo: 40,
    imageCount: 2,
  }),
  product({
    key: 'besan-haldi-ubtan',
    name: 'Besan & Haldi Ubtan Face Mask',
    description:
      'A dry powder mask of besan (gram flour), haldi, sandalwood, rose petal powder and oat flour. Mix a spoonful with rose water or yoghurt, leave on for ten minutes and rinse. A gentle weekly polish before an event or a wedding.',
    price: 850,
    discountPrice: 750,
    category: 'Face Care',
    subcategory: 'Face Masks',
    stock: 30,
    addedDaysAgo: 0,
    imageCount: 2,
  }),
  product({
    key: 'multani-rose-clay-mask',
    name: 'Multani Mitti & Rose Clay Mask',
    description:
      'Multani mitti and French rose clay with powdered rose petals. Mix with rose water for a purifying mask that takes up excess oil without leaving skin tight. Use once or twice a week on the T-zone.',
    price: 950,
    category: 'Face Care',
    subcategory: 'Face Masks',
    stock: 12,
    addedDaysAgo: 88,
    imageCount: 1,
  }),
  product({
    key: 'cucumber-gel-cleanser',
    name: 'Cucumber & Aloe Gel Cleanser',
    description:
      'A low-foam gel cleanser with aloe vera, cucumber and a mild coconut-derived surfactant. It removes sunscreen and the day’s dust without that squeaky feeling. pH balanced for the face.',
    price: 1250,
    category: 'Face Care',
    subcategory: 'Cleansers',
    stock: 47,
    addedDaysAgo: 31,
    imageCount: 2,
  }),

  // Body Care
  product({
    key: 'shea-mango-body-butter',
    name: 'Whipped Shea & Mango Body Butter',
    description:
      'Unrefined shea butter and mango butter whipped with sweet almond oil until light and fluffy. A little goes a long way on elbows, knees and heels during the dry Punjab winter. Lightly scented with sweet orange.',
    price: 1650,
    category: 'Body Care',
    subcategory: 'Body Butters',
    stock: 46,
    bestseller: true,
    addedDaysAgo: 101,
    imageCount: 3,
  }),
  product({
    key: 'cocoa-butter-balm',
    name: 'Cocoa Butter Stretch Mark Balm',
    description:
      'A solid balm of raw cocoa butter, shea butter, vitamin E and calendula-infused sunflower oil. Massage into skin that is stretching, such as during pregnancy, to keep it supple and comfortable. Smells lightly of chocolate.',
    price: 1800,
    category: 'Body Care',
    subcategory: 'Body Butters',
    stock: 6,
    addedDaysAgo: 54,
    imageCount: 2,
  }),
  product({
    key: 'coffee-body-scrub',
    name: 'Coffee & Brown Sugar Body Scrub',
    description:
      'Freshly ground coffee and brown sugar in a base of coconut and sweet almond oil. Scrub in circles on damp skin in the shower to buff away rough patches; the oils leave a soft finish so you may not need a lotion afterwards.',
    price: 1200,
    discountPrice: 990,
    category: 'Body Care',
    subcategory: 'Body Scrubs',
    stock: 38,
    addedDaysAgo: 26,
    imageCount: 2,
  }),
  product({
    key: 'himalayan-salt-scrub',
    name: 'Pink Himalayan Salt Scrub',
    description:
      'Fine pink salt from the Khewra mines mixed with sunflower and jojoba oils and a calming lavender and eucalyptus blend. Use on legs, arms and feet once a week. Not for freshly shaved or broken skin.',
    price: 1100,
    category: 'Body Care',
    subcategory: 'Body Scrubs',
    stock: 58,
    addedDaysAgo: 66,
    imageCount: 2,
  }),
  product({
    key: 'coconut-jasmine-lotion',
    name: 'Coconut & Jasmine Body Lotion',
    description:
      'A fast-absorbing lotion with virgin coconut oil, aloe vera and glycerin, lightly scented with motia (jasmine). Ideal after a shower in warm weather when heavier butters feel too much.',
    price: 1350,
    category: 'Body Care',
    subcategory: 'Lotions',
    stock: 24,
    addedDaysAgo: 15,
    imageCount: 2,
  }),

  // Hair Care
  product({
    key: 'onion-kalonji-hair-oil',
    name: 'Onion & Kalonji Hair Oil',
    description:
      'Red onion and kalonji (black seed) slowly infused in coconut, castor and sesame oils, with rosemary and peppermint essential oils to mask the onion. Massage into the scalp two or three times a week and leave for at least an hour before washing.',
    price: 1450,
    discountPrice: 1250,
    category: 'Hair Care',
    subcategory: 'Hair Oils',
    stock: 71,
    bestseller: true,
    addedDaysAgo: 108,
    imageCount: 3,
  }),
  product({
    key: 'rosemary-mint-scalp-oil',
    name: 'Rosemary & Mint Scalp Oil',
    description:
      'A light, non-greasy scalp oil of jojoba and grapeseed with rosemary and peppermint essential oils. Use a few drops on a dry scalp and massage for five minutes; it washes out easily with one shampoo.',
    price: 1600,
    category: 'Hair Care',
    subcategory: 'Hair Oils',
    stock: 18,
    addedDaysAgo: 20,
    imageCount: 2,
  }),
  product({
    key: 'amla-reetha-shampoo-bar',
    name: 'Amla, Reetha & Shikakai Shampoo Bar',
    description:
      'The classic trio of amla, reetha (soapnut) and shikakai in a solid shampoo bar with a gentle coconut-based cleanser. It lathers well even in hard water and lasts about as long as two bottles of liquid shampoo. No plastic packaging.',
    price: 900,
    category: 'Hair Care',
    subcategory: 'Shampoo Bars',
    stock: 33,
    bestseller: true,
    addedDaysAgo: 90,
    imageCount: 2,
  }),
  product({
    key: 'mehndi-hibiscus-hair-mask',
    name: 'Mehndi & Hibiscus Hair Mask',
    description:
      'A conditioning powder mask of hibiscus, bhringraj and a small amount of mehndi, with methi (fenugreek) for slip. Mix with yoghurt or water, apply for thirty minutes and rinse. Adds shine; the small amount of mehndi gives only a faint tint on light hair.',
    price: 1100,
    category: 'Hair Care',
    subcategory: 'Hair Masks',
    stock: 26,
    addedDaysAgo: 45,
    imageCount: 1,
  }),

  // Oils
  product({
    key: 'badam-rogan-almond-oil',
    name: 'Cold-Pressed Badam Rogan (Almond Oil)',
    description:
      'Pure sweet almond oil, cold-pressed in small batches from almonds grown in Balochistan. Use it on the face, body, hair or for a baby massage. Nothing is added.',
    price: 1250,
    category: 'Oils',
    subcategory: 'Cold-Pressed Oils',
    stock: 90,
    bestseller: true,
    addedDaysAgo: 120,
    imageCount: 2,
  }),
  product({
    key: 'pure-argan-oil',
    name: 'Pure Moroccan Argan Oil',
    description:
      'Cold-pressed, cosmetic-grade argan oil from a women’s cooperative in Morocco. A few drops tame frizz, soften dry cuticles or moisturise the face at night. Light, with a faint nutty smell.',
    price: 2800,
    discountPrice: 2450,
    category: 'Oils',
    subcategory: 'Cold-Pressed Oils',
    stock: 14,
    addedDaysAgo: 73,
    imageCount: 2,
  }),
  product({
    key: 'virgin-coconut-oil',
    name: 'Cold-Pressed Virgin Coconut Oil',
    description:
      'Virgin coconut oil pressed from fresh coconut, with a light natural aroma. It melts into the skin as a body oil and makes an excellent pre-wash hair treatment. Solid below about 24°C, so it turns cloudy in winter.',
    price: 850,
    category: 'Oils',
    subcategory: 'Cold-Pressed Oils',
    stock: 120,
    addedDaysAgo: 99,
    imageCount: 1,
  }),
  product({
    key: 'lavender-sleep-blend',
    name: 'Lavender & Chamomile Sleep Blend',
    description:
      'A roll-on blend of lavender, Roman chamomile and cedarwood essential oils diluted in fractionated coconut oil. Roll onto wrists and temples at bedtime and breathe slowly. Already diluted for skin.',
    price: 1450,
    category: 'Oils',
    subcategory: 'Essential Oil Blends',
    stock: 21,
    addedDaysAgo: 9,
    imageCount: 2,
  }),

  // Lip Care
  product({
    key: 'beetroot-lip-balm',
    name: 'Beetroot Tinted Lip Balm',
    description:
      'Beeswax, shea butter and castor oil with beetroot powder for a soft, natural pink tint. Keeps lips smooth through winter and gives a hint of colour without lipstick.',
    price: 450,
    category: 'Lip Care',
    subcategory: 'Lip Balms',
    stock: 80,
    bestseller: true,
    addedDaysAgo: 36,
    imageCount: 2,
  }),
  product({
    key: 'honey-sugar-lip-scrub',
    name: 'Honey & Sugar Lip Scrub',
    description:
      'Fine sugar, raw honey and sweet almond oil in a small jar. Rub gently over the lips for thirty seconds, then wipe off and follow with a balm. Good before applying lipstick.',
    price: 550,
    category: 'Lip Care',
    subcategory: 'Lip Scrubs',
    stock: 44,
    addedDaysAgo: 5,
    imageCount: 1,
  }),

  // Draft: still being tested, not shown in the shop.
  product({
    key: 'kashmiri-saffron-face-oil',
    name: 'Kashmiri Saffron Face Oil',
    description:
      'A luxurious night oil of kumkumadi-style saffron infusion in sesame and almond oil, with sandalwood. Still in stability testing; launching before Eid.',
    price: 3200,
    category: 'Face Care',
    subcategory: 'Serums',
    stock: 10,
    status: 'draft',
    addedDaysAgo: 1,
    imageCount: 1,
  }),
];

// ---------------------------------------------------------------------------------------------
// Deals

const deals: DemoDeal[] = [
  {
    key: 'glow-flash-sale',
    name: '48-Hour Glow Flash Sale',
    description:
      'Everything you need for a brighter, more even complexion: the Turmeric & Saffron Glow Soap, the Amla & Vitamin C Serum and our Besan & Haldi Ubtan. Only for two days.',
    dealType: 'flash_sale',
    products: [
      { key: 'turmeric-saffron-soap', quantity: 1 },
      { key: 'amla-vitamin-c-serum', quantity: 1 },
      { key: 'besan-haldi-ubtan', quantity: 1 },
    ],
    finalPrice: 2999,
    stock: 25,
    status: 'published',
    category: 'Face Care',
    images: ['/uploads/seed/deals/glow-flash-sale.webp'],
    startsInHours: -6,
    endsInHours: 42,
  },
  {
    key: 'hair-fall-rescue-kit',
    name: 'Hair Fall Rescue Kit',
    description:
      'Our Onion & Kalonji Hair Oil, two Amla, Reetha & Shikakai Shampoo Bars and the Mehndi & Hibiscus Hair Mask: a complete weekly routine for a stronger, calmer scalp.',
    dealType: 'bundle',
    products: [
      { key: 'onion-kalonji-hair-oil', quantity: 1 },
      { key: 'amla-reetha-shampoo-bar', quantity: 2 },
      { key: 'mehndi-hibiscus-hair-mask', quantity: 1 },
    ],
    finalPrice: 3450,
    stock: 7,
    status: 'published',
    category: 'Hair Care',
    images: ['/uploads/seed/deals/hair-fall-rescue-kit.webp', '/uploads/seed/deals/hair-fall-rescue-kit-2.webp'],
    startsInHours: -240,
    endsInHours: null,
  },
  {
    key: 'winter-dry-skin-rescue',
    name: 'Winter Dry Skin Rescue',
    description:
      'Whipped Shea & Mango Body Butter, a bottle of Badam Rogan and two Beetroot Lip Balms to see you through the smog and cold of a Punjab winter.',
    dealType: 'seasonal',
    products: [
      { key: 'shea-mango-body-butter', quantity: 1 },
      { key: 'badam-rogan-almond-oil', quantity: 1 },
      { key: 'beetroot-lip-balm', quantity: 2 },
    ],
    finalPrice: 2950,
    stock: 34,
    status: 'published',
    category: 'Body Care',
    images: ['/uploads/seed/deals/winter-dry-skin-rescue.webp'],
    startsInHours: -72,
    endsInHours: 480,
  },
  {
    key: 'soap-sampler-trio',
    name: 'Soap Sampler Trio',
    description: 'Can’t decide? Try three of our best-loved bars: Rose & Kaolin, Charcoal & Tea Tree, and Multani Mitti & Sandalwood.',
    dealType: 'clearance',
    products: [
      { key: 'rose-kaolin-soap', quantity: 1 },
      { key: 'charcoal-tea-tree-soap', quantity: 1 },
      { key: 'multani-mitti-sandalwood-soap', quantity: 1 },
    ],
    finalPrice: 1650,
    stock: 15,
    status: 'published',
    category: 'Soaps',
    images: ['/uploads/seed/deals/soap-sampler-trio.webp'],
    startsInHours: -120,
    endsInHours: 240,
  },
  {
    key: 'eid-gift-box',
    name: 'Eid Gift Box',
    description:
      'A hand-packed gift box with the Rose & Kaolin Clay Soap, Saffron & Almond Night Cream and the Multani Mitti & Rose Clay Mask, wrapped in block-printed cloth.',
    dealType: 'featured',
    products: [
      { key: 'rose-kaolin-soap', quantity: 1 },
      { key: 'saffron-night-cream', quantity: 1 },
      { key: 'multani-rose-clay-mask', quantity: 1 },
    ],
    finalPrice: 3800,
    stock: 12,
    status: 'published',
    category: 'Face Care',
    images: ['/uploads/seed/deals/eid-gift-box.webp'],
    startsInHours: -24 * 60,
    endsInHours: -24 * 30,
  },
  {
    key: 'summer-body-weekly',
    name: 'Summer Body Care Special',
    description: 'Get ready for the heat: Coffee & Brown Sugar Body Scrub, Coconut & Jasmine Body Lotion and a jar of Virgin Coconut Oil. Starts soon.',
    dealType: 'weekly_special',
    products: [
      { key: 'coffee-body-scrub', quantity: 1 },
      { key: 'coconut-jasmine-lotion', quantity: 1 },
      { key: 'virgin-coconut-oil', quantity: 1 },
    ],
    finalPrice: 2900,
    stock: 40,
    status: 'published',
    category: 'Body Care',
    images: ['/uploads/seed/deals/summer-body-weekly.webp'],
    startsInHours: 48,
    endsInHours: 216,
  },
  {
    key: 'oily-skin-soap-bogo',
    name: 'Oily Skin Duo: Buy One, Get One',
    description:
      'Buy a Neem & Tulsi Clarifying Soap and get an Activated Charcoal & Tea Tree Soap free: one for the morning, one for after a long, sweaty day. Waiting for the next neem batch to cure before it goes live.',
    dealType: 'buyonegetone',
    products: [
      { key: 'neem-tulsi-soap', quantity: 1 },
      { key: 'charcoal-tea-tree-soap', quantity: 1 },
    ],
    finalPrice: 600,
    stock: 20,
    status: 'draft',
    category: 'Soaps',
    images: ['/uploads/seed/deals/oily-skin-soap-bogo.webp'],
    startsInHours: null,
    endsInHours: null,
  },
];

// ---------------------------------------------------------------------------------------------
// Home page

const banners: DemoBanner[] = [
  {
    imageUrl: '/uploads/seed/banners/handmade-in-lahore.webp',
    headingLine1: 'Handmade in small batches',
    headingLine2: 'in our Lahore workshop',
    subtext: 'Cold-process soaps, whipped butters and pure oils. No parabens, no sulfates, no shortcuts.',
    buttonText: 'Shop the collection',
    redirectUrl: '/collection',
  },
  {
    imageUrl: '/uploads/seed/banners/free-delivery.webp',
    // No amount here: the home page says what delivery costs from the delivery settings, which the owner may change.
    headingLine1: 'Pay when your parcel arrives',
    headingLine2: 'Cash on delivery across Pakistan',
    subtext: 'Orders placed before 2 pm leave our warehouse the same day.',
    buttonText: '',
    redirectUrl: '',
  },
  {
    imageUrl: '/uploads/seed/banners/skincare-journal.webp',
    headingLine1: 'The Skincare Journal',
    headingLine2: '',
    subtext: '',
    buttonText: 'Read the journal',
    redirectUrl: '/blog',
  },
  {
    imageUrl: '/uploads/seed/banners/our-story.webp',
    headingLine1: 'Made by people you can meet',
    headingLine2: 'Pure ingredients, honest labels',
    subtext: 'Started in a kitchen in 2024, we still make every batch by hand.',
    buttonText: 'Our story',
    redirectUrl: '/about',
  },
];

const testimonials: DemoTestimonial[] = [
  {
    name: 'Maryam Javed',
    content:
      'I have tried so many soaps for my oily skin and the Neem & Tulsi bar is the first one that doesn’t leave my face tight. Two months in and my forehead breakouts are much calmer.',
    rating: 5,
    platform: 'instagram',
    status: 'approved',
  },
  {
    name: 'Imran Sheikh',
    content:
      'Ordered the onion hair oil for my wife and ended up using it myself. Smells much better than I expected. Delivery to Multan took three days and the bottle was packed really well.',
    rating: 5,
    platform: 'facebook',
    status: 'approved',
  },
  {
    name: 'Rabia Noor',
    content: 'The shea & mango body butter saved my hands this winter. Only four stars because I wish it came in a bigger jar!',
    rating: 4,
    platform: 'website',
    status: 'approved',
  },
  {
    name: 'Zainab Hussain',
    content:
      'I messaged them on WhatsApp about my daughter’s eczema and they were honest that no soap is a cure, then suggested the unscented goat milk bar. It is the only one that doesn’t sting her.',
    rating: 5,
    platform: 'whatsapp',
    status: 'approved',
  },
  {
    name: 'Hamza Farooq',
    content: 'Bought the Eid gift box for my mother. The cloth wrapping was beautiful and she loved the night cream. Would order again.',
    rating: 5,
    platform: 'email',
    status: 'approved',
  },
  {
    name: 'Areeba Khan',
    content: 'Love the lip balm tint! Took a week to arrive in Quetta though.',
    rating: 4,
    platform: 'tiktok',
    status: 'pending',
  },
];

const team: DemoTeamMember[] = [
  {
    name: 'Ayesha Siddiqui',
    role: 'Founder & Formulator',
    description:
      'Ayesha started making soap in her kitchen in Model Town after years of reacting to heavily perfumed products. She develops every recipe and still checks each batch before it cures.',
    image: '/uploads/seed/team/ayesha-siddiqui.webp',
    isActive: true,
    order: 1,
    portrait: { skin: '#C48A63', hair: 'hijab', hairColour: '#3E6B5C', outfit: '#C9A46A', background: '#E8F0E2' },
  },
  {
    name: 'Dr. Sana Malik',
    role: 'Consulting Dermatologist',
    description:
      'A dermatologist practising in Islamabad, Sana reviews our formulas and labels and writes for the Skincare Journal. She makes sure we never promise more than a product can do.',
    image: '/uploads/seed/team/sana-malik.webp',
    isActive: true,
    order: 2,
    portrait: { skin: '#E0B08C', hair: 'long', hairColour: '#2B1E18', outfit: '#3D5A7A', background: '#E3EEF0', glasses: true, coat: true },
  },
  {
    name: 'Hira Qureshi',
    role: 'Head Soap Maker',
    description:
      'Hira runs the workshop floor: weighing oils, mixing, pouring, cutting and curing around four hundred bars a week. She also manages our Gulberg shop on Saturdays.',
    image: '/uploads/seed/team/hira-qureshi.webp',
    isActive: true,
    order: 3,
    portrait: { skin: '#8D5A3B', hair: 'bun', hairColour: '#1E1614', outfit: '#B0496A', background: '#F6E7DE', dupatta: '#E9B44C' },
  },
  {
    name: 'Bilal Ahmed',
    role: 'Operations & Delivery',
    description: 'Bilal looks after the warehouse, packing and our courier partners, and is the reason most Lahore orders arrive the next day.',
    image: '/uploads/seed/team/bilal-ahmed.webp',
    isActive: true,
    order: 4,
    portrait: { skin: '#A86F4C', hair: 'short', hairColour: '#231915', outfit: '#3E6B48', background: '#FBF0D9', beard: true },
  },
  {
    name: 'Usman Tariq',
    role: 'Customer Care',
    description: 'Usman answered our WhatsApp and email messages during our first year before moving to Dubai.',
    image: '/uploads/seed/team/usman-tariq.webp',
    isActive: false,
    order: 5,
    portrait: { skin: '#7A4B31', hair: 'wavy', hairColour: '#2F2420', outfit: '#8C6A2E', background: '#EDE6F3', glasses: true },
  },
];

const people: DemoPerson[] = [
  { name: 'Fatima Zahra Khan', email: 'fatima.khan@example.pk', password: 'Chai-aur-Gulab-2024', role: 'customer' },
  { name: 'Ahmed Raza', email: 'ahmed.raza@example.pk', password: 'Karachi#Sea-Breeze7', role: 'customer' },
  { name: 'Mehwish Baig', email: 'mehwish.baig@example.pk', password: 'Margalla-Hills-5931', role: 'customer' },
];

// ---------------------------------------------------------------------------------------------
// Skincare Journal

const cover = (key: string) => `/uploads/seed/blog/${key}.webp`;

const posts: DemoBlogPost[] = [
  {
    key: 'smog-season-routine',
    title: 'A Simple Morning and Night Routine for Smog Season',
    excerpt: 'When the AQI in Lahore climbs past 300, your skin feels it too. Here is a four-step routine that protects without piling on products.',
    metaDescription: 'A dermatologist’s simple morning and night skincare routine for Lahore smog season: cleansing, antioxidants, moisturiser and sunscreen.',
    content: `Every November the smog rolls in over Lahore, and every November my clinic fills with the same complaints: dull skin, sudden breakouts, itchy patches and eyes that will not stop watering. Air pollution is not just a lung problem. Fine particles and the chemicals that cling to them sit on the skin all day, and they add to the oxidative stress that sunlight already causes.

The good news is that you do not need a twelve-step routine to cope. You need a few things done consistently.

Cleanse. Treat. Moisturise. Protect.
That is the whole routine, and everything else is optional.

## Morning

- **Rinse or cleanse gently.** If your skin is dry, lukewarm water is enough in the morning. Oily skin can use a mild gel cleanser.
- **Apply an antioxidant serum.** Vitamin C, niacinamide or green tea extracts help neutralise some of the free radicals that pollution and UV create.
- **Moisturise.** A healthy skin barrier is your best defence. Pick a gel-cream if you are oily, a richer cream if you are dry.
- **Sunscreen, every day.** Smog does not block UV. Use a broad-spectrum SPF 30 or higher, even on grey days.

## Night

- **Double cleanse if you wore sunscreen or makeup.** An oil or balm first, then your usual cleanser. This is the step that actually removes the particles sitting on your skin.
- **Treat only what you need.** If you use a retinoid or an acne treatment, this is when it goes on. Do not start two new actives in the same week.
- **Moisturise generously.** Heaters and dry winter air pull water out of the skin overnight.

### What about masks and scrubs?

Once a week is plenty. Over-exfoliating a skin barrier that is already irritated by pollution is one of the most common mistakes I see. If your face stings when you apply a plain moisturiser, stop scrubbing for a fortnight.

> Your skin barrier is like a brick wall. Pollution chips at the mortar; harsh scrubbing knocks out the bricks.

### Small habits that help

Wash your face as soon as you come home rather than just before bed, change your pillowcase twice a week, and drink enough water. If you cycle or ride a motorbike, a cotton face covering protects your skin as well as your lungs.

Finally, keep an eye on the air quality index. On the worst days, the kindest thing you can do for your skin is the same thing you do for your lungs: stay indoors when you can.`,
    image: cover('smog-season-routine'),
    author: 'Dr. Sana Malik',
    categories: ['Routines', 'Sensitive Skin'],
    tags: ['routine', 'smog', 'pollution', 'sunscreen', 'antioxidants'],
    featured: true,
    status: 'published',
    readTime: 6,
    publishedDaysAgo: 3,
  },
  {
    key: 'multani-mitti-guide',
    title: 'Multani Mitti: How to Use Fuller’s Earth Without Drying Out Your Skin',
    excerpt: 'Our grandmothers were right about multani mitti, but most of us use it too often and leave it on too long. A formulator’s guide.',
    metaDescription: 'How to use multani mitti (fuller’s earth) on your face: who it suits, what to mix it with, how long to leave it and how often.',
    content: `Multani mitti, or fuller's earth, has been on Pakistani bathroom shelves for generations. It is a fine clay rich in minerals such as magnesium chloride, and it is very good at one thing: **absorbing oil**. That is exactly why it works so well on a shiny T-zone, and exactly why it can leave dry skin feeling tight and flaky.

## Who it suits

- **Oily and combination skin:** a weekly mask can noticeably reduce shine for a day or two.
- **Acne-prone skin:** it will not cure acne, but it helps keep excess sebum in check.
- **Dry or sensitive skin:** use it sparingly, only on oily areas, and mix it with something hydrating.

## The mistake almost everyone makes

Most of us were taught to leave a clay mask on until it cracks. By the time it cracks, the clay has started pulling water out of your skin as well as oil. Rinse it off while it is still *slightly damp*, usually after eight to ten minutes.

> If your mask is cracking, you have left it on too long.

## What to mix it with

Plain water works, but the liquid you choose changes how the mask behaves:

- **Rose water** is the classic choice. It is soothing and lightly fragrant.
- **Plain yoghurt** adds lactic acid for a gentle polish and makes the mask creamier, which is better for normal skin.
- **A few drops of almond or olive oil** soften the drying effect for combination skin.
- Avoid **lemon juice**. It is acidic enough to irritate, and on sun-exposed skin it can cause dark patches.

### A simple weekly mask

Mix one tablespoon of multani mitti with one teaspoon of rose water and one teaspoon of yoghurt until smooth. Apply a thin layer to clean skin, avoiding the eyes and lips. Rinse with lukewarm water after about ten minutes and follow with a moisturiser straight away.

### How often?

Once a week is enough for most people. Oily skin in a humid Karachi summer may tolerate twice a week; dry skin in a Lahore winter may be happier with once a fortnight, applied to the nose and chin only.

## Buying it

Loose multani mitti from the bazaar can contain grit and is not always clean. Look for a finely milled, sieved clay and store it in a dry, closed jar. We use a cleaned, sieved grade in our **Multani Mitti & Sandalwood Soap** and in our clay mask, which saves you the mixing if you prefer.

Used with a little care, this humble clay remains one of the best value skincare ingredients there is.`,
    image: cover('multani-mitti-guide'),
    author: 'Ayesha Siddiqui',
    categories: ['Ingredients', 'Acne'],
    tags: ['multani mitti', 'clay mask', 'oily skin', 'diy'],
    featured: true,
    status: 'published',
    readTime: 5,
    publishedDaysAgo: 9,
  },
  {
    key: 'acne-in-humid-summers',
    title: 'Acne in a Karachi Summer: What Actually Helps',
    excerpt: 'Heat, humidity and sweat make breakouts worse for many people. A dermatologist explains what to change, and what to leave alone.',
    metaDescription: 'Why acne flares in hot, humid weather and what helps: gentle cleansing, light moisturisers, proven ingredients and when to see a doctor.',
    content: `If your skin breaks out every time the humidity rises, you are not imagining it. Heat and humidity increase oil and sweat production, sweat mixes with sunscreen and makeup, and the pores that are prone to clogging get clogged. In a Karachi summer, when humidity sits above seventy percent for weeks, many people see their worst breakouts of the year.

Here is what I tell patients.

## 1. Wash gently, not more

It is tempting to wash your face five times a day. Please don't. Over-washing strips the skin, which can make it produce more oil and leaves it irritated. Cleanse **twice a day** and after heavy sweating, with a mild cleanser and lukewarm water.

## 2. Keep moisturising

Oily skin still needs water. Switch to a light gel or gel-cream labelled *non-comedogenic*, which means it has been formulated not to block pores.

## 3. Use ingredients with evidence behind them

- **Salicylic acid** (0.5 to 2 percent) gets into pores and helps unclog them.
- **Benzoyl peroxide** (2.5 to 5 percent) reduces acne-causing bacteria. It can bleach towels and pillowcases, so use white ones.
- **Niacinamide** calms redness and helps regulate oil.
- **Tea tree oil**, properly diluted to around five percent, has modest evidence for mild acne. Never apply it neat.

Start one at a time, a few nights a week, and give it at least six to eight weeks before deciding whether it works.

## 4. Watch what touches your face

Phone screens, dupattas, motorbike helmets and pillowcases all collect oil and sweat. Wipe your phone daily, wash anything that rests on your face regularly, and try not to rest your chin in your hand.

> Acne is not caused by being dirty, and scrubbing harder will not fix it.

## 5. Don't pick

Squeezing a spot pushes inflammation deeper and greatly increases the chance of a dark mark that lasts for months. On brown skin these marks, called post-inflammatory hyperpigmentation, often bother people more than the acne itself.

## When to see a dermatologist

Please book an appointment if you have painful, deep lumps, if your acne is leaving scars, or if nothing has helped after three months of consistent care. Prescription treatments work very well and there is no prize for suffering. The [American Academy of Dermatology's acne pages](https://www.aad.org/public/diseases/acne) are a reliable place to read more.

Natural products can be part of a good routine, and a gentle neem or charcoal soap suits many oily skins. But if anyone promises that a soap alone will cure your acne, be sceptical.`,
    image: cover('acne-in-humid-summers'),
    author: 'Dr. Sana Malik',
    categories: ['Acne'],
    tags: ['acne', 'oily skin', 'summer', 'salicylic acid'],
    featured: true,
    status: 'published',
    readTime: 7,
    publishedDaysAgo: 16,
  },
  {
    key: 'hair-oil-facts',
    title: 'Onion, Kalonji and Rosemary: Sorting Hair Oil Facts from Hype',
    excerpt: 'Hair oiling is a tradition worth keeping, but social media has made some big promises. What the research actually says.',
    metaDescription: 'Do onion oil, kalonji and rosemary oil really help hair growth? An honest look at the evidence and how to oil your hair properly.',
    content: `Sunday champi, with your mother or nani massaging warm oil into your scalp, is one of the nicest memories many of us have. Hair oiling is a good habit: oil coats the hair shaft, reduces friction and breakage, and makes dry hair easier to comb. But online, hair oils are now sold as miracle cures for baldness. Let's separate what is known from what is hoped.

## Onion

Onion juice is rich in sulphur compounds. One small study from 2002 found that people with *alopecia areata*, a patchy autoimmune hair loss, saw more regrowth with onion juice than with tap water. It was a small study of a specific condition, and it has not been well repeated. Onion is a reasonable thing to try, but it is not proven for ordinary hair fall.

## Kalonji

Kalonji, or black seed (*Nigella sativa*), contains thymoquinone, which has anti-inflammatory properties. There are a handful of small studies suggesting it may help with hair shedding, but the evidence is limited. It is gentle and well tolerated, which is why we include it.

## Rosemary

Rosemary oil has the most interesting evidence of the three. A 2015 trial compared rosemary oil with two percent minoxidil over six months in men with pattern hair loss and found similar results, with less scalp itching in the rosemary group. It is one study, but it is a proper one.

> Oils can support a healthy scalp. They cannot reverse genetics, thyroid problems or iron deficiency.

## How to oil your hair properly

- Use a small amount: one to two teaspoons for shoulder-length hair.
- Massage into the **scalp** with your fingertips, not nails, for about five minutes.
- Leave it on for one to two hours, or overnight if your scalp is not prone to dandruff.
- Wash out with a gentle shampoo. Two washes may be needed for heavier oils.
- Two or three times a week is plenty.

Here is a short demonstration of the massage technique we teach in our Gulberg shop:

![video](https://www.youtube.com/watch?v=k7Qm2Rz4TbE)

### When hair fall needs a doctor

Sudden, heavy shedding often follows illness, a crash diet, childbirth or stress, and usually settles within six months. But if you are losing hair in patches, your hairline is receding, or you also feel tired all the time, see a doctor. Low iron, vitamin D deficiency and thyroid problems are very common in Pakistan and are easy to test for.

Enjoy your champi. Just keep your expectations honest.`,
    image: cover('hair-oil-facts'),
    author: 'Dr. Sana Malik',
    categories: ['Hair Care', 'Ingredients'],
    tags: ['hair oil', 'hair fall', 'rosemary', 'kalonji', 'onion'],
    featured: true,
    status: 'published',
    readTime: 7,
    publishedDaysAgo: 24,
  },
  {
    key: 'winter-dry-skin-layering',
    title: 'Winter Dry Skin: How to Layer Butters and Oils',
    excerpt: 'Gas heaters, hot showers and cold winds: winter in the north is hard on skin. The order you apply things in matters more than you think.',
    metaDescription: 'How to layer moisturisers, body butters and oils for dry winter skin, plus simple bathing habits that stop skin from cracking.',
    content: `In December and January, many of our customers message us with the same problem: skin that feels tight straight after a shower, flaky shins, and hands that crack at the knuckles. Dry winter air, gas heaters and long hot showers all pull water out of the skin.

The fix is not one miracle product. It is understanding what each product does and putting them on in the right order.

## Three jobs, three kinds of ingredient

- **Humectants** draw water into the skin. Glycerin, aloe vera, honey and hyaluronic acid are humectants.
- **Emollients** smooth and soften by filling the gaps between skin cells. Most plant oils and butters are emollients.
- **Occlusives** form a layer that slows water loss. Shea butter, cocoa butter, beeswax and petroleum jelly are occlusive.

Dry skin needs all three, and the order matters: water and humectants first, then emollients, then something occlusive to seal it all in.

## The routine

- **First,** take a short, warm (not hot) shower or bath. Ten minutes is plenty.
- **Then** pat your skin until it is *damp*, not dry.
- **Within three minutes,** apply a lotion or a humectant-rich cream.
- **Next,** smooth a body butter over the driest areas: shins, elbows, knees and heels.
- **At night,** a few drops of oil pressed over the butter on the hands and feet adds an extra seal. Cotton socks and gloves help it work overnight.

> Oils do not add water to the skin. They keep in the water that is already there.

This is why rubbing oil onto bone-dry skin often feels like it does nothing. Apply it over damp skin or over a water-based lotion instead.

## Bathing habits that help

- Use a gentle, creamy soap or a soap-free wash, and only where you need it.
- Skip the loofah on very dry skin for a few weeks.
- Put a bowl of water near the heater, or use a humidifier if you have one.

## When it is more than dry skin

If your skin is red, very itchy, weeping or cracking deeply, it may be eczema or an infection rather than simple dryness. Please see a doctor rather than adding more products. For ordinary winter dryness, though, a little patience and a good layer of butter go a long way.`,
    image: cover('winter-dry-skin-layering'),
    author: 'Ayesha Siddiqui',
    categories: ['Dry Skin', 'Routines'],
    tags: ['dry skin', 'winter', 'body butter', 'moisturiser'],
    featured: true,
    status: 'published',
    readTime: 5,
    publishedDaysAgo: 33,
  },
  {
    key: 'sunscreen-for-brown-skin',
    title: 'Yes, Brown Skin Needs Sunscreen Too',
    excerpt: 'Melanin offers some protection, but not nearly enough. Why daily sunscreen is the single best anti-ageing and anti-pigmentation step.',
    metaDescription: 'Why people with brown skin should wear sunscreen daily, how much to apply, SPF versus PA ratings and how to avoid a white cast.',
    content: `# Sunscreen is not optional

"We are desi, we don't burn." I hear this every week. It is true that darker skin contains more melanin, and melanin absorbs some ultraviolet light. But the natural protection of brown skin is roughly equal to an SPF of about **13**, and that is not enough for the strength of the sun in Pakistan, where the UV index regularly reaches 10 or more from April to September.

## What the sun does to brown skin

Brown skin tends not to burn, but it does **tan and pigment** very easily. That means:

- dark spots and uneven tone after every summer,
- post-acne marks that take months to fade,
- *melasma*, the brown patches on the cheeks and upper lip that are common in Pakistani women,
- and, over decades, wrinkles and loss of firmness.

Skin cancer is less common in brown skin but it does happen, and it is often found later.

## How to choose a sunscreen

- **Broad spectrum, SPF 30 or higher.** SPF measures UVB protection; "broad spectrum" or a PA rating (PA+++ or higher) tells you it also protects against UVA, which drives pigmentation.
- **A texture you will actually wear.** Gel or fluid textures suit oily skin in humid cities. Creams suit dry skin.
- **Tinted mineral sunscreens** avoid the grey-white cast zinc oxide can leave on brown skin, and iron oxides in the tint help protect against visible light, which also worsens melasma.

## How much and how often

Use about two finger-lengths of sunscreen for the face and neck. Most people use less than half of what they need, which means they get far less protection than the label promises. Reapply every two hours if you are outdoors, and after swimming or heavy sweating.

> The best sunscreen is the one you are happy to wear every single day.

## Indoors and on cloudy days

UVA passes through clouds and window glass. If you sit near a window or drive a lot, wear sunscreen. On smoggy winter days UVB is lower, but UVA is still present.

## Beyond sunscreen

Shade, a wide-brimmed hat and sunglasses do a lot of the work. Try to avoid the midday sun between 11 am and 3 pm in summer. The [Skin Cancer Foundation](https://www.skincancer.org/) has clear guides on choosing and applying sunscreen.

Make it the last step of your morning routine, every morning, and in five years your skin will thank you.`,
    image: cover('sunscreen-for-brown-skin'),
    author: 'Dr. Sana Malik',
    categories: ['Sun Care', 'Routines'],
    tags: ['sunscreen', 'spf', 'melasma', 'pigmentation'],
    featured: true,
    status: 'published',
    readTime: 6,
    publishedDaysAgo: 41,
  },
  {
    key: 'how-cold-process-soap-is-made',
    title: 'How Cold-Process Soap Is Made, and Why It Takes Six Weeks',
    excerpt: 'Lye, oils, patience. A look inside our workshop at how a bar of handmade soap goes from a pot of oils to your bathroom.',
    metaDescription:
      'How handmade cold-process soap is made: saponification, superfatting, curing for four to six weeks, and why no lye remains in the finished bar.',
    content: `People are often surprised to hear that every bar of real soap is made with lye. It is true, and it is also true that there is no lye left in a properly made bar. Here is how it works in our workshop on Raiwind Road.

## The chemistry in one paragraph

Soap is what you get when fats and oils react with a strong alkali. For bar soap that alkali is sodium hydroxide, also called lye. The reaction is called **saponification**: the oils and the lye are both used up, and what remains is soap and natural glycerin. Commercial soap makers often remove the glycerin and sell it separately. In handmade soap it stays in the bar, which is one reason it feels less drying.

## Our process

- **Weighing.** Every oil and the lye are weighed to the gram. We calculate each recipe so that about five to seven percent of the oils are left unreacted. This is called *superfatting*, and it makes the bar milder and guarantees that all the lye is used up.
- **Mixing.** The lye solution is blended into the warm oils until the mixture thickens to "trace", the consistency of thin custard.
- **Adding botanicals.** Clays, herbs, honey, milk and essential oils go in at this stage.
- **Moulding.** The batter is poured into wooden moulds and wrapped in blankets while it heats up and sets.
- **Cutting.** After a day or two the block is firm enough to cut into bars.
- **Curing.** The bars rest on open racks for four to six weeks.

Here is Hira cutting a batch of our rose clay soap:

![video](https://vimeo.com/824193507)

## Why curing matters

Saponification is mostly finished within two days, but a fresh bar still contains a lot of water. During the cure, that water evaporates and the crystal structure of the soap settles. A well-cured bar is harder, lasts longer in the shower and gives a gentler, creamier lather.

> You can make soap in an afternoon. You cannot make good soap in an afternoon.

### How we check every batch

Before a batch is wrapped we test its pH and check a bar from each tray for any zap or harshness. Any batch that does not pass is melted down or thrown away.

## Caring for your bar

Handmade soap is softer than factory soap because of its glycerin. Keep it on a draining soap dish, out of the stream of the shower, and let it dry between uses. Treated well, one of our 120 gram bars lasts four to six weeks of daily use.`,
    image: cover('how-cold-process-soap-is-made'),
    author: 'Hira Qureshi',
    categories: ['Ingredients'],
    tags: ['handmade soap', 'cold process', 'behind the scenes'],
    featured: false,
    status: 'published',
    readTime: 5,
    publishedDaysAgo: 52,
  },
  {
    key: 'patch-test-guide',
    title: 'How to Patch Test a New Product (and Why Natural Is Not Always Gentle)',
    excerpt: 'Essential oils, herbs and even honey can cause reactions. Two minutes of patience can save you two weeks of an angry rash.',
    metaDescription:
      'A step-by-step guide to patch testing new skincare products at home, including natural and essential-oil products, and what a reaction looks like.',
    content: `"It's natural, so it can't hurt my skin." We wish that were true. Some of the most common causes of allergic skin reactions are natural: fragrant essential oils such as lavender and tea tree, plant extracts, propolis, and even lanolin from wool. Natural ingredients are chemicals too, and a small number of people react to them.

That is why we suggest a patch test before you put any new product on your face, ours included.

## How to patch test

- Choose a small area of skin that is easy to watch: the inner forearm, or just behind the ear for face products.
- Apply a small amount of the product, the size of a coin, as you would normally use it.
- Leave it alone. Do not wash the area for **24 to 48 hours** if it is a leave-on product.
- For wash-off products such as soaps and masks, apply, wait for the usual time and rinse, then watch the spot.
- Repeat once a day for **five to seven days**. Some allergies only show up after a few exposures.

## What a reaction looks like

Redness, itching, small bumps, swelling or a burning feeling are all signs to stop. Mild tingling that fades within a minute, for example from peppermint, is usually fine.
If you see blisters or swelling spreading beyond the test area, wash the product off and speak to a doctor.

> A patch test is not a guarantee. Skin on the face is thinner than on the arm, so start slowly even after a clear test.

## Who should be extra careful

- People with eczema, rosacea or a history of allergies.
- Anyone who is pregnant, since some essential oils are best avoided.
- Babies and young children: use unscented products where possible.

## Reading labels

Essential oils and fragrances often contain natural allergens such as linalool, limonene and geraniol. In many countries these have to be listed on the label when they are present above a certain level. We list every ingredient on our products, and our **unscented** bars are a good starting point if you know your skin is reactive.

Introduce one new product at a time, wait a week before adding the next, and you will always know what your skin is reacting to.`,
    image: cover('patch-test-guide'),
    author: 'Dr. Sana Malik',
    categories: ['Sensitive Skin'],
    tags: ['patch test', 'allergy', 'essential oils'],
    featured: false,
    status: 'published',
    readTime: 4,
    publishedDaysAgo: 60,
  },
  {
    key: 'carrier-oils-guide',
    title: 'Almond, Coconut, Argan or Jojoba? Choosing the Right Oil for Your Skin',
    excerpt: 'Not all plant oils behave the same on the skin. A quick guide to the oils we use most, and which skin types they suit.',
    metaDescription:
      'A guide to choosing a face and body oil: sweet almond, coconut, argan, jojoba and rosehip compared for dry, oily, acne-prone and sensitive skin.',
    content: `Walk into any pansari shop in the old city and you will find rows of oils: badam rogan, sarson, til, nariyal. Plant oils have been used on skin and hair in South Asia for centuries, and they are still some of the most useful things you can own. But each oil has a different mix of fatty acids, and that changes how it feels and who it suits.

## The oils we use most

- **Sweet almond oil (badam rogan).** Rich in oleic acid and vitamin E, soft and easy to spread. A good all-rounder for the body, for dry facial skin and for baby massage. Avoid it if you have a nut allergy.
- **Coconut oil.** Wonderful on the body and the hair, where it is one of the few oils shown to reduce protein loss. On the face, it clogs pores for many people, so if you are acne-prone keep it below the neck.
- **Argan oil.** Light and quickly absorbed, with a good balance of oleic and linoleic acids. Suits most skin types and tames frizzy ends.
- **Jojoba oil.** Technically a liquid wax, and closer to our own skin oil than any other plant oil. A good choice for oily and combination skin.
- **Rosehip seed oil.** High in linoleic acid and a little natural vitamin A. Best for the face at night, especially for uneven texture and marks.

## Matching the oil to your skin

*Dry skin* generally enjoys richer, oleic-acid oils such as almond, avocado and olive.
*Oily and acne-prone skin* tends to do better with lighter, linoleic-rich oils such as rosehip, grapeseed and jojoba, used sparingly.

> Think of oil as a seal, not a moisturiser. Always apply it to damp skin or over a water-based cream.

## Buying and storing oils

Look for **cold-pressed** oils in dark glass bottles. Oils go rancid when they meet light, heat and air, and rancid oil irritates the skin. If an oil starts to smell like old crayons or paint, throw it out. Keep bottles closed and out of the sun, and use them within six to twelve months of opening.

## A note on mustard oil

Sarson ka tel is a much-loved massage oil, but it can irritate sensitive skin and is not ideal for newborn babies' delicate skin. If you use it, patch test first.

A single good oil can replace three or four products in your cabinet. Start with one that suits your skin, use a few drops at a time, and see how your skin responds over a couple of weeks.`,
    image: cover('carrier-oils-guide'),
    author: 'Ayesha Siddiqui',
    categories: ['Ingredients', 'Dry Skin'],
    tags: ['oils', 'almond oil', 'argan oil', 'jojoba'],
    featured: false,
    status: 'published',
    readTime: 5,
    publishedDaysAgo: 66,
  },
  {
    key: 'ubtan-traditional-way',
    title: 'Ubtan the Traditional Way: A Pre-Wedding Glow Without Bleach',
    excerpt: 'Before there were facials, there was ubtan. How to make and use this gentle mix of gram flour, turmeric and rose water.',
    metaDescription: 'How to make and use a traditional ubtan with besan, haldi, sandalwood and rose water for a gentle glow before a wedding or Eid.',
    content: `In the weeks before a wedding, the women of the house would gather around the bride with a bowl of ubtan: gram flour, turmeric, a little oil and rose water. The *mayun* ceremony has kept this ritual alive, and with good reason. Ubtan is a gentle physical exfoliant that leaves skin soft and bright, without the harshness of bleach creams or chemical peels right before a big day.

## The basic recipe

- **2 tablespoons besan** (gram flour), which gently buffs and absorbs oil
- **A pinch of haldi** (turmeric). Really a pinch: more will tint your skin yellow for a few hours
- **1 teaspoon sandalwood powder**, for fragrance and a cooling feel
- **1 teaspoon rose petal powder** or oat flour, to make it gentler
- Enough **rose water**, milk or yoghurt to make a smooth paste

Dry skin does better with milk or yoghurt and a few drops of almond oil; oily skin with rose water alone.

## How to use it

Apply a thick layer to clean, damp skin on the face, neck and arms. Leave it for ten to fifteen minutes, until it is just beginning to dry. Then, instead of washing it straight off, wet your fingers and rub the paste off in small circles. This is where the gentle exfoliation happens. Rinse and moisturise.

Here is how my grandmother taught me to mix it:

![video](https://www.youtube.com/watch?v=Hc9vL3pXw0s)

## How often

Two or three times a week in the month before an event is plenty. Daily ubtan is too much for most skin, especially if you are also using retinoids or acids.

> A glow comes from healthy, hydrated skin, not from making it lighter.

### A word about bleach and "fairness" creams

We have nothing against wanting to look your best. But please avoid bleaching your face in the days before a wedding, and be very careful with unlabelled fairness creams sold in markets: many have been found to contain steroids or mercury. Your skin on the day will look its best if it is calm, moisturised and protected from the sun in the weeks before.

If you would rather not mix your own, our Besan & Haldi Ubtan is the same blend, ready to use.`,
    image: cover('ubtan-traditional-way'),
    author: 'Ayesha Siddiqui',
    categories: ['Ingredients', 'Routines'],
    tags: ['ubtan', 'bridal', 'turmeric', 'besan', 'diy'],
    featured: false,
    status: 'published',
    readTime: 4,
    publishedDaysAgo: 75,
  },
  {
    key: 'fading-dark-spots',
    title: 'Dark Spots and Uneven Tone: Gentle Ways to Fade Them',
    excerpt: 'Post-acne marks, sun spots and melasma are the most common skin worries in our inbox. What works, how long it takes, and what to avoid.',
    metaDescription:
      'How to fade dark spots and hyperpigmentation on brown skin safely: sunscreen, vitamin C, niacinamide, azelaic acid and the dangers of mercury creams.',
    content: `Hyperpigmentation simply means areas of skin that are darker than the skin around them. On brown skin it is extremely common, and it comes in a few main forms:

- **Post-inflammatory marks** left behind after acne, insect bites or a rash.
- **Sun spots**, which appear on the cheeks, forehead and hands after years of sun.
- **Melasma**, symmetrical brown patches often triggered by hormones, pregnancy and heat as well as sun.

They all have one thing in common: they get worse with sun exposure.

## Step one is always sun protection

No serum will fade a dark spot that is being topped up by the sun every day. Before you spend money on anything else, use a broad-spectrum SPF 30 or higher every morning, reapply when you are outdoors, and wear a hat.

## Ingredients with good evidence

- **Vitamin C** brightens and helps protect against sun damage. Use it in the morning.
- **Niacinamide** at 2 to 5 percent reduces the transfer of pigment to the surface of the skin and is very well tolerated.
- **Azelaic acid** is gentle, helps with both acne and the marks it leaves, and is safe in pregnancy. It is available over the counter in lower strengths.
- **Retinoids** speed up cell turnover, but they can irritate, and irritation itself causes more pigment on brown skin. Start slowly.

Natural ingredients such as liquorice root extract and amla have some evidence too, and can be a gentle addition.

> Be patient. Most dark marks take three to six months to fade, even with the right care.

## What to avoid

*Do not* scrub dark spots harder, and do not apply lemon juice, baking soda or toothpaste: all of them irritate, and irritation leads to more pigmentation.

Most importantly, be very careful with unbranded or imported "whitening" creams. Some have been found to contain **mercury** or strong steroids. Mercury can damage the kidneys and nervous system, and steroid creams thin the skin and cause rebound pigmentation. The [World Health Organization warns](https://www.who.int/news-room/fact-sheets/detail/mercury-and-health) about mercury in skin-lightening products.

## When to see a dermatologist

Melasma in particular can be stubborn and usually needs a prescription plan. A dermatologist can also confirm that a dark spot is harmless; any spot that is changing, bleeding or irregular in shape should be checked.`,
    image: cover('fading-dark-spots'),
    author: 'Dr. Sana Malik',
    categories: ['Pigmentation', 'Acne'],
    tags: ['dark spots', 'hyperpigmentation', 'melasma', 'vitamin c'],
    featured: false,
    status: 'published',
    readTime: 6,
    publishedDaysAgo: 88,
  },
  {
    key: 'hard-water-scalp-care',
    title: 'Hard Water, Flaky Scalp? A Guide for Lahore and Karachi',
    excerpt: 'If your hair feels stiff and your scalp itches after every wash, your water may be to blame. Simple changes that make a difference.',
    metaDescription:
      'How hard water affects your hair and scalp, and what helps: shower filters, clarifying washes, gentle shampoo bars and a diluted vinegar rinse.',
    content: `Much of the tap water in Lahore and Karachi is hard, which means it carries a lot of dissolved calcium and magnesium. You can see it as white crust on your taps and kettle. The same minerals build up on your hair and scalp.

## Signs that hard water is affecting you

- Hair feels rough, stiff or straw-like, even right after conditioning.
- Shampoo doesn't lather well, so you use more and more of it.
- A dry, itchy or flaky scalp that isn't quite dandruff.
- Colour-treated hair fades faster and looks dull.

## What helps

### 1. Filter your shower water

A simple shower filter with a vitamin C or KDF cartridge reduces chlorine and some of the minerals. It won't turn hard water soft, but many people notice a difference within a few weeks. Change the cartridge as often as the maker recommends.

### 2. Use a gentle cleanser and rinse well

Harsh sulfate shampoos strip the scalp and leave it more irritated. A mild shampoo or a well-made shampoo bar, massaged into the scalp rather than the lengths, cleans without stripping. Rinse for longer than you think you need to.

### 3. Try an acidic rinse once a week

A rinse of **one tablespoon of apple cider vinegar in a mug of water**, poured over the hair after shampooing and left for a minute, helps dissolve mineral build-up and smooths the hair cuticle. Rinse it out well. Don't use it more than once a week, and skip it if your scalp is broken or very sore.

### 4. Oil before, not after

A light scalp oil massaged in an hour before washing protects the hair from some of the drying effect of the wash.

> Dandruff that doesn't improve with gentle care may be seborrhoeic dermatitis, which is very treatable.

## When it isn't the water

If your scalp has thick yellow scales, red patches at the hairline or behind the ears, or itching that keeps you up at night, please see a dermatologist. Medicated shampoos with ketoconazole or zinc pyrithione work well, and can be used alongside your natural routine.

Small changes add up. Most people see softer hair and a calmer scalp within a month of filtering their water and switching to a gentler wash.`,
    image: cover('hard-water-scalp-care'),
    author: 'Ayesha Siddiqui',
    categories: ['Hair Care'],
    tags: ['hard water', 'scalp', 'shampoo bar', 'dandruff'],
    featured: false,
    status: 'published',
    readTime: 5,
    publishedDaysAgo: 104,
  },
  {
    key: 'eczema-prone-skin',
    title: 'Living with Eczema-Prone Skin: Soap, Fragrance and Bath Habits',
    excerpt: 'Eczema is common in children and adults alike. Everyday habits that keep flares down, and how to choose a gentle soap.',
    metaDescription:
      'Practical everyday care for eczema-prone skin: choosing a fragrance-free soap, short lukewarm baths, moisturising within three minutes and avoiding triggers.',
    content: `Atopic eczema causes dry, itchy, inflamed skin, and it is very common: up to one in five children has it at some point, and many carry it into adulthood. There is no cure, but good daily care can make flares much less frequent.

## Why eczema skin is different

In eczema, the skin barrier doesn't hold on to water well and lets irritants in more easily. That is why the same soap your sister uses happily can leave your skin red and itchy. Everything below is about **protecting the barrier**.

## Choosing a soap or wash

- Pick **fragrance-free** products. "Unscented" on a natural product should mean no essential oils either. Check the ingredients.
- Creamy, high-fat bars such as goat milk or oatmeal soap, or a soap-free wash, are gentler than foaming gels.
- Only use soap where you need it: underarms, groin, hands and feet. Water alone is fine for the rest of the body on most days.

## Bath habits

Keep baths and showers **short and lukewarm**, five to ten minutes. Hot water feels soothing on itchy skin but strips it badly. Pat dry gently, and moisturise within three minutes while the skin is still damp.

> Moisturiser is treatment, not an extra. Use it at least twice a day, even when your skin looks clear.

## Common triggers

- Wool and rough synthetic fabrics against the skin; cotton is usually better.
- Sweat and overheating. In summer, rinse off after sweating.
- Dust mites, pet dander and pollen, including the paper mulberry pollen season in Islamabad every spring.
- Stress, which many people notice makes their itching worse.

## When to see a doctor

See a doctor if the skin is weeping, crusting or very painful, which can mean infection, or if the itch is affecting sleep. Prescribed creams, used correctly, are safe and very effective for flares, and natural skincare can happily sit alongside them. The [National Eczema Association](https://nationaleczema.org/) has excellent, practical resources for families.

If you aren't sure where to start with us, our Oatmeal & Goat Milk Baby Soap is unscented and was made with eczema-prone skin in mind. Patch test it first, as always.`,
    image: cover('eczema-prone-skin'),
    author: 'Dr. Sana Malik',
    categories: ['Sensitive Skin', 'Dry Skin'],
    tags: ['eczema', 'sensitive skin', 'fragrance-free', 'children'],
    featured: false,
    status: 'published',
    readTime: 5,
    publishedDaysAgo: 130,
  },
  {
    key: 'chapped-lips',
    title: 'Chapped Lips: Why Licking Makes It Worse',
    excerpt: 'Lips have no oil glands of their own, which is why they crack first in cold, dry weather. Five habits that fix most chapped lips.',
    metaDescription:
      'Why lips get chapped in winter and how to heal them: stop licking, gentle exfoliation, the right balm and when cracked lips need a doctor.',
    content: `Lips crack before the rest of your face for a simple reason: the skin there is very thin and has **no oil glands** of its own. In dry winter air, or after a day in the sun and wind, they lose water quickly.

## Stop licking them

Licking feels like it helps, but saliva evaporates within seconds and takes more moisture with it. Its digestive enzymes also irritate the skin. Lip licking is one of the most common causes of a red, chapped ring around the mouth, especially in children.

## Five habits that help

- **Use a balm with occlusive ingredients** such as beeswax, shea butter or petroleum jelly, and apply it often, especially before going outside and before bed.
- **Avoid balms that tingle.** Menthol, camphor, cinnamon and strong flavours can irritate already cracked lips.
- **Exfoliate gently, and only when the cracks have healed.** A sugar scrub once a week lifts flakes. Never peel or bite them.
- **Drink enough water** and use a humidifier if you sleep with a heater on.
- **Protect them from the sun** with a balm containing SPF if you are outdoors for long.

> A thick layer of plain balm at night does more than any expensive lip treatment.

## When to see a doctor

See a doctor if your lips stay cracked for more than two or three weeks despite good care, if the corners of your mouth are split and sore, or if there is a spot that doesn't heal. Cracked corners can be caused by a yeast infection or by low iron or vitamin B levels, and a lasting sore on the lip should always be checked.

## Our overnight lip routine

Before bed, rub a little balm over your lips and leave a thick layer on. In the morning, wipe any flakes away with a soft, damp cloth, then apply a thinner layer before breakfast. If your lips are very dry, do this every night for a week and you will usually see a big change.

For most people, though, a good balm and a little self-control about licking are all it takes.`,
    image: cover('chapped-lips'),
    author: 'Ayesha Siddiqui',
    categories: ['Dry Skin'],
    tags: ['lips', 'winter', 'lip balm'],
    featured: false,
    status: 'published',
    readTime: 3,
    publishedDaysAgo: 150,
  },
  {
    key: 'ramadan-skincare',
    title: 'Skincare While Fasting: A Gentle Ramadan Routine',
    excerpt: 'Long fasts, short nights and sehri at 3 am change what your skin needs. A simple routine that works around the fast.',
    metaDescription:
      'How to care for your skin during Ramadan: hydration between iftar and sehri, a simple routine, and foods that help your skin while fasting.',
    content: `During Ramadan, long hours without water, less sleep and heavier evening meals all show up on the skin. Many people notice dullness, dryness, dark circles and, for some, breakouts from fried iftar snacks. A few changes to your routine and your evening eating can make a real difference.

## Hydrate between iftar and sehri

You cannot drink during the day, so spread water across the evening: a glass at iftar, then a glass every hour or so until bed, and two at sehri. Coconut water, lassi and soups count too. Go easy on very salty or sugary drinks.

## A simple fasting routine

- **Sehri:** cleanse, moisturise, sunscreen if you are going out.
- **Midday:** if your skin feels tight, a spritz of rose water and a little moisturiser helps. Wudu several times a day rinses the face, so follow it with a light moisturiser rather than leaving skin to air-dry.
- **Night:** cleanse gently and use a richer cream. This is the time for treatments such as serums.

> In Ramadan, fewer products used consistently work better than many products used when you remember.

## Food matters

Pakoras and samosas are part of iftar, and that's fine. Balance them with dates, fruit, yoghurt and vegetables, and try to eat slowly. Many people who break out during Ramadan find it improves when they cut back on fried and sugary foods.

## Sleep

Broken sleep is unavoidable, but a short nap in the afternoon helps your skin as much as your mood. Sleep on a clean cotton pillowcase.

## Skip harsh treatments for now

Ramadan is not the month to start a strong retinoid, a peel or a new acid. Dehydrated skin is more easily irritated, and you may not have the energy to look after a reaction. Keep to the products you already know, and save experiments for after Eid.

## Before Eid

In the last week, a gentle ubtan or clay mask two or three days before Eid, a good night cream and plenty of water will do more for your skin than any last-minute facial.

Ramadan Mubarak from all of us.`,
    image: cover('ramadan-skincare'),
    author: 'Ayesha Siddiqui',
    categories: ['Routines'],
    tags: ['ramadan', 'hydration', 'routine'],
    featured: false,
    status: 'draft',
    readTime: 3,
    publishedDaysAgo: 0,
  },
];

export const demoShop: DemoShop = {
  business: {
    company: {
      name: 'Khalis Botanicals',
      tagline: 'Pure, handmade skincare from Lahore',
      description:
        'Khalis means pure. We make small-batch soaps, creams and oils by hand in Lahore with plant oils, butters, clays and herbs, and nothing we would not put on our own families’ skin. Free from parabens, sulfates and artificial fragrance.',
      foundedYear: 2024,
    },
    contact: {
      customerSupport: {
        email: 'hello@khalisbotanicals.pk',
        phone: '+92 321 4567 890',
        hours: 'Monday to Saturday, 10:00 am – 7:00 pm (PKT)',
      },
    },
    location: {
      displayAddress: '24-C Main Market, Gulberg II, Lahore 54660, Pakistan',
      googleMapsLink: mapsLink('24-C Main Market, Gulberg II, Lahore 54660'),
    },
    socialMedia: {
      facebook: 'https://www.facebook.com/khalisbotanicals',
      instagram: 'https://www.instagram.com/khalisbotanicals',
      tiktok: '',
      whatsapp: 'https://wa.me/923214567890',
    },
    logos: {
      website: { url: '/uploads/seed/brand/logo.png' },
      favicon: { url: '/uploads/seed/brand/favicon.png' },
    },
    multiStore: { enabled: true, defaultStore: stores[0]!.storeId },
  },
  stores,
  categories,
  products,
  deals,
  banners,
  testimonials,
  team,
  posts,
  people,
  reviewers,
  delivery: { fixedCharge: 250, freeDeliveryAbove: 3000 },
  // One code running (the Eid campaign's), one that has ended (last winter's).
  discountCodes: [
    { code: 'EID20', type: 'percent', value: 20, minSubtotal: 2000, startsInDays: -3, endsInDays: 27, maxUses: 200, maxUsesPerCustomer: 1 },
    { code: 'WINTER500', type: 'fixed', value: 500, minSubtotal: 3000, startsInDays: -60, endsInDays: -30, maxUses: null, maxUsesPerCustomer: 1 },
  ],
};
