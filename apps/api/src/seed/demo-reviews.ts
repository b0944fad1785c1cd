/**
 * The demo shop's past customers: each with delivered orders and what they wrote about them, so the
 * storefront opens with real ratings, review lists, "Highest Rated" sorting and the verified-buyer badge.
 * Times count back from seeding (seed.ts turns them into dates); every review comes after its order's
 * delivery, every order after its products were added and, for a deal, while the deal ran.
 * These accounts have no usable password (seed.ts); the three DemoPerson accounts are the ones to sign in with.
 * A reviewer with a DemoPerson's email is that person: the seed gives the past to the account one signs in as.
 */
import type { DemoPastOrder, DemoReview, DemoReviewer, DemoTarget } from './demo-types';

const product = (key: string, quantity = 1): DemoTarget & { quantity: number } => ({ product: key, quantity });
const deal = (key: string, quantity = 1): DemoTarget & { quantity: number } => ({ deal: key, quantity });
const photo = (name: string) => `/uploads/seed/reviews/${name}.webp`;

type ReviewInput = Omit<DemoReview, 'target'>;
const aboutProduct = (key: string, review: ReviewInput): DemoReview => ({ target: { product: key }, ...review });
const aboutDeal = (key: string, review: ReviewInput): DemoReview => ({ target: { deal: key }, ...review });

const order = (placedDaysAgo: number, deliveredAfterDays: number, items: DemoPastOrder['items'], reviews: DemoReview[]): DemoPastOrder => ({
  placedDaysAgo,
  deliveredAfterDays,
  items,
  reviews,
});

export const reviewers: DemoReviewer[] = [
  // The README's first demo customer: signing in as her shows a past of delivered orders, her own
  // review ('Your review', Verified buyer) and the form turned to editing it.
  {
    name: 'Fatima Zahra Khan',
    email: 'fatima.khan@example.pk',
    phone: '03334567210',
    street: 'House 18, Street 3, Gulberg III',
    city: 'Lahore',
    state: 'Punjab',
    zipcode: '54660',
    orders: [
      order(
        48,
        3,
        [deal('eid-gift-box', 2), product('rose-kaolin-soap')],
        [
          aboutDeal('eid-gift-box', {
            rating: 5,
            content: 'Sent one to my khala for Eid and kept one for myself. Beautifully packed, and the saffron cream is now part of my night routine.',
            writtenAfterDays: 6,
            likes: 2,
          }),
        ],
      ),
      order(8, 2, [deal('hair-fall-rescue-kit'), product('virgin-coconut-oil', 2)], []),
    ],
  },
  {
    name: 'Sana Khan',
    email: 'sana.khan@example.pk',
    phone: '03214455123',
    street: 'House 42, Street 7, Johar Town',
    city: 'Lahore',
    state: 'Punjab',
    zipcode: '54782',
    orders: [
      order(
        100,
        2,
        [product('rose-kaolin-soap', 2), product('badam-rogan-almond-oil')],
        [
          aboutProduct('rose-kaolin-soap', {
            rating: 5,
            content:
              'Bohat hi pyara soap! The rose smell is light, not like the perfumed bars from the market, and my skin does not feel tight after washing. Second bar is already in the bathroom.',
            writtenAfterDays: 9,
            photos: [photo('sana-khan-rose-soap')],
            reply: 'Thank you Sana! Keep the bar on a draining dish between uses and it will last you much longer.',
            likes: 6,
          }),
          aboutProduct('badam-rogan-almond-oil', {
            rating: 5,
            content:
              'Pure badam rogan, exactly like my nani used to get from the pansari. A few drops in warm milk at night and a little on my daughter’s dry cheeks.',
            writtenAfterDays: 12,
            likes: 3,
          }),
        ],
      ),
      order(
        40,
        2,
        [product('onion-kalonji-hair-oil')],
        [
          aboutProduct('onion-kalonji-hair-oil', {
            rating: 4,
            content:
              'Hair fall is less after three weeks of oiling twice a week. The onion smell is there but washes out with one shampoo. Would love a bigger bottle.',
            writtenAfterDays: 20,
            likes: 2,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Hina Farooq',
    email: 'hina.farooq@example.pk',
    phone: '03332211874',
    street: 'Flat 5, Block 13-D, Gulshan-e-Iqbal',
    city: 'Karachi',
    state: 'Sindh',
    zipcode: '75300',
    orders: [
      order(
        95,
        4,
        [product('shea-mango-body-butter'), product('rose-kaolin-soap')],
        [
          aboutProduct('shea-mango-body-butter', {
            rating: 5,
            content:
              'Karachi humidity mein bhi it sinks in without feeling greasy. My elbows and heels have never been this soft. The whipped texture is so nice.',
            writtenAfterDays: 10,
            likes: 4,
          }),
          aboutProduct('rose-kaolin-soap', {
            rating: 4,
            content: 'Gentle and smells lovely. Took one star because it gets soft quickly if it sits in water, so keep it dry.',
            writtenAfterDays: 14,
          }),
        ],
      ),
      order(
        50,
        4,
        [deal('eid-gift-box')],
        [
          aboutDeal('eid-gift-box', {
            rating: 5,
            content: 'Ordered it as Eidi for my bhabhi and she loved it. Beautifully packed, and the night cream alone is worth the price.',
            writtenAfterDays: 3,
            reply: 'Eid Mubarak to you and your family, Hina! We are so glad it made a good Eidi.',
            likes: 5,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Zainab Hussain',
    email: 'zainab.hussain@example.pk',
    phone: '03015566720',
    street: 'House 18, Street 22, F-10/2',
    city: 'Islamabad',
    state: 'Islamabad Capital Territory',
    zipcode: '44000',
    orders: [
      order(
        80,
        3,
        [product('neem-tulsi-soap', 2), product('charcoal-tea-tree-soap')],
        [
          aboutProduct('neem-tulsi-soap', {
            rating: 5,
            content:
              'My forehead breakouts calmed down in about two weeks. It smells herbal, like tulsi from the garden, and lathers well even in cold Islamabad water.',
            writtenAfterDays: 16,
            photos: [photo('zainab-hussain-neem-soap')],
            likes: 7,
          }),
          aboutProduct('charcoal-tea-tree-soap', {
            rating: 4,
            content: 'Good for my oily T-zone, a little drying on the cheeks so I only use it in the evening.',
            writtenAfterDays: 18,
          }),
        ],
      ),
      order(
        60,
        3,
        [product('amla-vitamin-c-serum')],
        [
          aboutProduct('amla-vitamin-c-serum', {
            rating: 3,
            content: 'Nice texture and no irritation, but I expected faster results for the price. After six weeks my dark spots are only slightly lighter.',
            writtenAfterDays: 40,
            reply:
              'Thank you for the honest review, Zainab. Pigmentation usually needs 8 to 12 weeks and daily sunscreen to fade. Message us on WhatsApp and we will suggest a routine to pair it with.',
          }),
        ],
      ),
    ],
  },
  {
    name: 'Hamza Iqbal',
    email: 'hamza.iqbal@example.pk',
    phone: '03125598431',
    street: 'House 7, Lane 3, Bahria Town Phase 4',
    city: 'Rawalpindi',
    state: 'Punjab',
    zipcode: '46220',
    orders: [
      order(
        97,
        3,
        [product('onion-kalonji-hair-oil'), product('virgin-coconut-oil')],
        [
          aboutProduct('onion-kalonji-hair-oil', {
            rating: 5,
            content: 'Bought it for my thinning crown. Two months in and my barber noticed the new growth before I did. Sticking with it.',
            writtenAfterDays: 55,
            likes: 8,
          }),
          aboutProduct('virgin-coconut-oil', {
            rating: 4,
            content: 'Clean smell, sets white in winter like real coconut oil should. I use it for cooking as well.',
            writtenAfterDays: 20,
          }),
        ],
      ),
      order(
        8,
        3,
        [deal('hair-fall-rescue-kit')],
        [
          aboutDeal('hair-fall-rescue-kit', {
            rating: 4,
            content: 'Good value compared to buying each one. The shampoo bars last a long time. Delivery to Pindi took three days.',
            writtenAfterDays: 3,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Mahnoor Ali',
    email: 'mahnoor.ali@example.pk',
    phone: '03004471265',
    street: '21-B, Model Town Extension',
    city: 'Lahore',
    state: 'Punjab',
    zipcode: '54700',
    orders: [
      order(
        75,
        2,
        [product('saffron-night-cream'), product('multani-rose-clay-mask')],
        [
          aboutProduct('saffron-night-cream', {
            rating: 5,
            content:
              'MashaAllah, my skin looks fresh in the morning. A small amount is enough for the whole face and neck. Jar is pretty enough to keep on the dresser.',
            writtenAfterDays: 21,
            photos: [photo('mahnoor-ali-night-cream')],
            likes: 9,
          }),
          aboutProduct('multani-rose-clay-mask', {
            rating: 4,
            content: 'Like the multani mitti we used as kids but smoother, and it does not crack badly. Rinse with lukewarm water.',
            writtenAfterDays: 12,
            likes: 1,
          }),
        ],
      ),
      order(
        30,
        2,
        [product('himalayan-salt-scrub')],
        [
          aboutProduct('himalayan-salt-scrub', {
            rating: 5,
            content: 'Great before a wedding function! Legs were glowing. Do not use it right after waxing, it stings.',
            writtenAfterDays: 6,
            likes: 2,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Ali Haider',
    email: 'ali.haider@example.pk',
    phone: '03458812093',
    street: 'House B-114, Block 5, Clifton',
    city: 'Karachi',
    state: 'Sindh',
    zipcode: '75600',
    orders: [
      order(
        90,
        4,
        [product('charcoal-tea-tree-soap', 3)],
        [
          aboutProduct('charcoal-tea-tree-soap', {
            rating: 5,
            content: 'Finally a soap that keeps my face matte through a Karachi afternoon. Bought three, my brother took one.',
            writtenAfterDays: 15,
            likes: 3,
          }),
        ],
      ),
      order(
        45,
        4,
        [product('pure-argan-oil')],
        [
          aboutProduct('pure-argan-oil', {
            rating: 4,
            content: 'Using it on my beard, soft and no itching anymore. Pricey, but a few drops is enough.',
            writtenAfterDays: 14,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Saima Aslam',
    email: 'saima.aslam@example.pk',
    phone: '03216634907',
    street: 'House 88, Peoples Colony No. 1',
    city: 'Faisalabad',
    state: 'Punjab',
    zipcode: '38000',
    orders: [
      order(
        82,
        3,
        [product('goat-milk-honey-soap', 2), product('rose-kaolin-soap')],
        [
          aboutProduct('goat-milk-honey-soap', {
            rating: 5,
            content: 'My son has eczema and this is the only soap that does not make his skin red. Please restock soon, we are on our last bar!',
            writtenAfterDays: 25,
            likes: 6,
          }),
          aboutProduct('rose-kaolin-soap', {
            rating: 5,
            content: 'So creamy and gentle, I use it on my face too. Packing was neat with a little handwritten thank-you card.',
            writtenAfterDays: 9,
          }),
        ],
      ),
      order(
        55,
        3,
        [deal('eid-gift-box')],
        [
          aboutDeal('eid-gift-box', {
            rating: 4,
            content: 'Lovely gift box. The clay mask was a nice surprise. Would have liked a gift note option.',
            writtenAfterDays: 6,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Kamran Akhtar',
    email: 'kamran.akhtar@example.pk',
    phone: '03067723318',
    street: 'House 19, Gulgasht Colony',
    city: 'Multan',
    state: 'Punjab',
    zipcode: '60700',
    orders: [
      order(
        70,
        4,
        [product('onion-kalonji-hair-oil')],
        [
          aboutProduct('onion-kalonji-hair-oil', {
            rating: 2,
            content: 'The smell was too strong for me and I did not see any difference after a month. Maybe it works for others.',
            writtenAfterDays: 32,
            reply:
              'Sorry it did not suit you, Kamran. Hair oils usually take two to three months to show results, but we understand the smell is not for everyone. Our Rosemary & Mint Scalp Oil is much lighter if you want to try it.',
          }),
        ],
      ),
    ],
  },
  {
    name: 'Nida Javed',
    email: 'nida.javed@example.pk',
    phone: '03335540982',
    street: 'House 3, Street 41, G-9/1',
    city: 'Islamabad',
    state: 'Islamabad Capital Territory',
    zipcode: '44090',
    orders: [
      order(
        63,
        3,
        [product('amla-vitamin-c-serum'), product('shea-mango-body-butter')],
        [
          aboutProduct('amla-vitamin-c-serum', {
            rating: 5,
            content: 'Glow is real! My acne marks from last year have faded a lot. I use it in the morning with sunscreen, as the card suggested.',
            writtenAfterDays: 35,
            likes: 5,
          }),
          aboutProduct('shea-mango-body-butter', {
            rating: 4,
            content: 'Rich and smells like mango lassi. Bit heavy for summer days, perfect at night.',
            writtenAfterDays: 10,
          }),
        ],
      ),
      order(
        25,
        3,
        [product('cucumber-gel-cleanser'), product('aloe-cucumber-moisturiser')],
        [
          aboutProduct('cucumber-gel-cleanser', {
            rating: 5,
            content: 'Soft gel, no foam overload, face feels clean but not stripped. Perfect for my combination skin.',
            writtenAfterDays: 8,
            likes: 2,
          }),
          aboutProduct('aloe-cucumber-moisturiser', {
            rating: 4,
            content: 'Light and cooling, great under makeup. I just wish the jar was a pump for hygiene.',
            writtenAfterDays: 9,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Ahsan Mehmood',
    email: 'ahsan.mehmood@example.pk',
    phone: '03024418836',
    street: '65-A, Block H, Gulberg III',
    city: 'Lahore',
    state: 'Punjab',
    zipcode: '54660',
    orders: [
      order(
        88,
        2,
        [product('badam-rogan-almond-oil'), product('amla-reetha-shampoo-bar', 2)],
        [
          aboutProduct('badam-rogan-almond-oil', {
            rating: 4,
            content: 'Genuine cold-pressed oil, you can tell from the smell. My mother uses it for her joints too.',
            writtenAfterDays: 11,
          }),
          aboutProduct('amla-reetha-shampoo-bar', {
            rating: 3,
            content: 'Cleans well, but my hair felt rough for the first week while switching from regular shampoo. Better now, still getting used to it.',
            writtenAfterDays: 20,
            reply:
              'That first week is normal when moving off silicone shampoos, Ahsan. A rinse of one spoon of apple cider vinegar in a mug of water after washing helps a lot.',
          }),
        ],
      ),
      order(
        4.5,
        2,
        [deal('soap-sampler-trio')],
        [
          aboutDeal('soap-sampler-trio', {
            rating: 5,
            content: 'Best way to try the soaps. Arrived next day in Lahore, all three bars smell amazing. Charcoal one is my favourite.',
            writtenAfterDays: 1.5,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Iqra Shahid',
    email: 'iqra.shahid@example.pk',
    phone: '03159902417',
    street: 'House 12, Street 4, Hayatabad Phase 3',
    city: 'Peshawar',
    state: 'Khyber Pakhtunkhwa',
    zipcode: '25100',
    orders: [
      order(
        57,
        5,
        [product('turmeric-saffron-soap'), product('multani-mitti-sandalwood-soap')],
        [
          aboutProduct('turmeric-saffron-soap', {
            rating: 5,
            content: 'Haldi ka ubtan in a bar! My skin looks brighter and it did not stain my towel like I feared.',
            writtenAfterDays: 14,
            photos: [photo('iqra-shahid-turmeric-soap')],
            likes: 4,
          }),
          aboutProduct('multani-mitti-sandalwood-soap', {
            rating: 4,
            content: 'Sandalwood scent is calming, good for oily skin in summer. Delivery to Peshawar took five days.',
            writtenAfterDays: 16,
          }),
        ],
      ),
      order(
        33,
        5,
        [product('mehndi-hibiscus-hair-mask'), product('beetroot-lip-balm', 2)],
        [
          aboutProduct('mehndi-hibiscus-hair-mask', {
            rating: 4,
            content: 'Hair feels thick and shiny after. It gives a slight reddish tint on my dark hair, which I actually like.',
            writtenAfterDays: 9,
          }),
          aboutProduct('beetroot-lip-balm', {
            rating: 5,
            content: 'Natural pink tint, so pretty for daily wear. Bought two, one for my handbag.',
            writtenAfterDays: 6,
            likes: 3,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Sadia Rehman',
    email: 'sadia.rehman@example.pk',
    phone: '03443387210',
    street: 'House 27, Qasimabad Phase 2',
    city: 'Hyderabad',
    state: 'Sindh',
    zipcode: '71000',
    orders: [
      order(
        87,
        4,
        [product('multani-rose-clay-mask'), product('neem-tulsi-soap')],
        [
          aboutProduct('multani-rose-clay-mask', {
            rating: 5,
            content: 'Every Sunday mask for me now. Pores look smaller and the rose makes it feel like a spa day at home.',
            writtenAfterDays: 18,
            likes: 2,
          }),
          aboutProduct('neem-tulsi-soap', {
            rating: 4,
            content: 'Good for body acne on my back. Herbal smell, not everyone at home liked it but it works.',
            writtenAfterDays: 21,
          }),
        ],
      ),
      order(
        48,
        4,
        [product('cocoa-butter-balm')],
        [
          aboutProduct('cocoa-butter-balm', {
            rating: 3,
            content: 'Smells like chocolate and works well on dry patches, but it arrived a little grainy after travelling in the heat.',
            writtenAfterDays: 10,
            reply:
              'Thank you Sadia. Natural butters can turn grainy after melting in transit; it does not change how the balm works. Warm the tin in a bowl of hot water, let it set in the fridge, and it will be smooth again.',
          }),
        ],
      ),
    ],
  },
  {
    name: 'Faisal Karim',
    email: 'faisal.karim@example.pk',
    phone: '03009921564',
    street: 'House 9, Cantt Area, Kashmir Road',
    city: 'Sialkot',
    state: 'Punjab',
    zipcode: '51310',
    orders: [
      order(
        98,
        3,
        [product('virgin-coconut-oil', 2), product('badam-rogan-almond-oil')],
        [
          aboutProduct('virgin-coconut-oil', {
            rating: 5,
            content: 'Real khalis coconut oil, no plastic smell. We use it for the baby massage and for our hair.',
            writtenAfterDays: 13,
            likes: 2,
          }),
          aboutProduct('badam-rogan-almond-oil', {
            rating: 5,
            content: 'Good quality badam rogan at a fair price. Sealed properly, no leakage in delivery.',
            writtenAfterDays: 13,
          }),
        ],
      ),
      order(
        51,
        3,
        [deal('eid-gift-box')],
        [
          aboutDeal('eid-gift-box', {
            rating: 5,
            content: 'Sent it to my wife in Sialkot while I was away for work. She called me just to say how beautiful the box was. Jazakallah!',
            writtenAfterDays: 4,
            likes: 4,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Mariam Butt',
    email: 'mariam.butt@example.pk',
    phone: '03234457702',
    street: '14-C, DHA Phase 5',
    city: 'Lahore',
    state: 'Punjab',
    zipcode: '54792',
    orders: [
      order(
        100,
        2,
        [product('shea-mango-body-butter'), product('rose-kaolin-soap')],
        [
          aboutProduct('shea-mango-body-butter', {
            rating: 5,
            content: 'My winter saviour. Dry skin on my legs is gone, and one jar lasted me two months.',
            writtenAfterDays: 30,
            photos: [photo('mariam-butt-body-butter')],
            likes: 5,
          }),
          aboutProduct('rose-kaolin-soap', {
            rating: 5,
            content: 'Pretty pink bar and very mild. Keeps my sensitive skin calm.',
            writtenAfterDays: 8,
          }),
        ],
      ),
      order(
        22,
        2,
        [product('coffee-body-scrub'), product('beetroot-lip-balm')],
        [
          aboutProduct('coffee-body-scrub', {
            rating: 4,
            content: 'Smells like a coffee shop! Scrubs well, but it makes a bit of a mess in the shower.',
            writtenAfterDays: 5,
          }),
          aboutProduct('beetroot-lip-balm', {
            rating: 4,
            content: 'Soft lips and a light tint. Wish the colour lasted longer after chai.',
            writtenAfterDays: 7,
          }),
        ],
      ),
      order(
        2.9,
        1.5,
        [deal('winter-dry-skin-rescue')],
        [
          aboutDeal('winter-dry-skin-rescue', {
            rating: 5,
            content: 'Ordered as soon as I saw it, arrived the next day. Everything I need for Lahore winters in one bundle.',
            writtenAfterDays: 0.8,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Tahir Abbas',
    email: 'tahir.abbas@example.pk',
    phone: '03138876045',
    street: 'House 31, Jinnah Town',
    city: 'Quetta',
    state: 'Balochistan',
    zipcode: '87300',
    orders: [
      order(
        64,
        5,
        [product('pure-argan-oil'), product('himalayan-salt-scrub')],
        [
          aboutProduct('pure-argan-oil', {
            rating: 5,
            content: 'Quetta winters crack my skin. A few drops of this at night and my hands are fine. Worth every rupee.',
            writtenAfterDays: 20,
            likes: 3,
          }),
          aboutProduct('himalayan-salt-scrub', {
            rating: 4,
            content: 'Bought it for my sister, she says it is better than the imported one she used before.',
            writtenAfterDays: 12,
          }),
        ],
      ),
      order(
        9,
        5,
        [deal('hair-fall-rescue-kit')],
        [
          aboutDeal('hair-fall-rescue-kit', {
            rating: 1,
            content: 'The hair oil bottle leaked in the parcel and half of it was gone. Soaps were fine but I am disappointed.',
            writtenAfterDays: 1,
            reply:
              'We are really sorry, Tahir. That should never happen. We have sent a new bottle with a sealed cap by TCS at no charge, and we have changed how we pack oils for long routes.',
          }),
        ],
      ),
    ],
  },
  {
    name: 'Areeba Khalid',
    email: 'areeba.khalid@example.pk',
    phone: '03462230918',
    street: 'Flat 302, Saima Towers, North Nazimabad',
    city: 'Karachi',
    state: 'Sindh',
    zipcode: '74700',
    orders: [
      order(
        58,
        4,
        [product('saffron-night-cream'), product('amla-vitamin-c-serum')],
        [
          aboutProduct('saffron-night-cream', {
            rating: 4,
            content: 'Lovely cream, real zafran colour. Slightly rich for my oily skin so I use it only twice a week.',
            writtenAfterDays: 18,
          }),
          aboutProduct('amla-vitamin-c-serum', {
            rating: 5,
            content: 'Bohat acha serum. My skin tone looks more even and it absorbs quickly, no stickiness.',
            writtenAfterDays: 30,
            likes: 3,
          }),
        ],
      ),
      order(
        28,
        4,
        [product('rosehip-face-oil'), product('goat-milk-honey-soap')],
        [
          aboutProduct('rosehip-face-oil', {
            rating: 5,
            content: 'My old acne scars are fading and my skin feels plump in the morning. The dropper makes it easy to use just three drops.',
            writtenAfterDays: 20,
            photos: [photo('areeba-khalid-face-oil')],
            likes: 4,
          }),
          aboutProduct('goat-milk-honey-soap', {
            rating: 4,
            content: 'Very mild and moisturising. Glad I got it before it sold out.',
            writtenAfterDays: 9,
          }),
        ],
      ),
    ],
  },
  {
    name: 'Shahzaib Anjum',
    email: 'shahzaib.anjum@example.pk',
    phone: '03351107469',
    street: 'House 56, Street 12, I-8/3',
    city: 'Islamabad',
    state: 'Islamabad Capital Territory',
    zipcode: '44000',
    orders: [
      order(
        62,
        3,
        [product('charcoal-tea-tree-soap', 2), product('amla-reetha-shampoo-bar')],
        [
          aboutProduct('charcoal-tea-tree-soap', {
            rating: 3,
            content: 'Works on oily skin but too drying for me in winter. Will use it again in summer.',
            writtenAfterDays: 24,
          }),
          aboutProduct('amla-reetha-shampoo-bar', {
            rating: 5,
            content: 'One bar has lasted almost two months. Less dandruff and no plastic bottles. Very happy.',
            writtenAfterDays: 40,
            likes: 2,
          }),
        ],
      ),
      order(
        4.8,
        3,
        [deal('soap-sampler-trio')],
        [
          aboutDeal('soap-sampler-trio', {
            rating: 4,
            content: 'Nice variety and fair price. The sandalwood one smells wonderful.',
            writtenAfterDays: 1,
          }),
        ],
      ),
    ],
  },
];
