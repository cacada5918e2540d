/**
 * The vocabulary sample data is drawn from: a two-level category tree with product kinds and price ranges
 * per leaf, brands that sell in a few departments each, names for customers, and the warehouses.
 */

export interface LeafCategory {
  slug: string;
  name: string;
  /** Short code used in SKUs. */
  code: string;
  /** What the products of this category are called. */
  kinds: readonly string[];
  /** Selling price range in whole dollars. */
  price: readonly [number, number];
}

export interface Department {
  slug: string;
  name: string;
  leaves: readonly LeafCategory[];
}

export const departments: readonly Department[] = [
  {
    slug: 'apparel',
    name: 'Apparel',
    leaves: [
      {
        slug: 'mens-clothing',
        name: "Men's Clothing",
        code: 'MEN',
        kinds: ['Oxford Shirt', 'Chino Pants', 'Crew Tee', 'Quarter-Zip Pullover', 'Denim Jeans'],
        price: [19, 119],
      },
      {
        slug: 'womens-clothing',
        name: "Women's Clothing",
        code: 'WMN',
        kinds: ['Wrap Dress', 'Linen Blouse', 'High-Rise Leggings', 'Cardigan', 'Midi Skirt'],
        price: [19, 149],
      },
      {
        slug: 'kids-clothing',
        name: "Kids' Clothing",
        code: 'KID',
        kinds: ['Graphic Tee', 'Hoodie', 'Jogger Pants', 'Rain Jacket', 'Pajama Set'],
        price: [9, 59],
      },
      {
        slug: 'outerwear',
        name: 'Outerwear',
        code: 'OUT',
        kinds: ['Down Parka', 'Rain Shell', 'Fleece Jacket', 'Softshell Vest', 'Wool Overcoat'],
        price: [49, 349],
      },
    ],
  },
  {
    slug: 'footwear',
    name: 'Footwear',
    leaves: [
      {
        slug: 'running-shoes',
        name: 'Running Shoes',
        code: 'RUN',
        kinds: ['Road Runner', 'Tempo Trainer', 'Trail Racer', 'Cushioned Cruiser', 'Marathon Flat'],
        price: [59, 189],
      },
      {
        slug: 'hiking-boots',
        name: 'Hiking Boots',
        code: 'HIK',
        kinds: ['Waterproof Mid Boot', 'Backpacking Boot', 'Approach Shoe', 'Winter Boot'],
        price: [79, 259],
      },
      {
        slug: 'casual-sneakers',
        name: 'Casual Sneakers',
        code: 'SNK',
        kinds: ['Canvas Low-Top', 'Leather Court Sneaker', 'Slip-On', 'Retro Runner'],
        price: [39, 139],
      },
      {
        slug: 'sandals',
        name: 'Sandals',
        code: 'SAN',
        kinds: ['Sport Sandal', 'Flip-Flop', 'Slide', 'Strappy Sandal'],
        price: [19, 99],
      },
    ],
  },
  {
    slug: 'electronics',
    name: 'Electronics',
    leaves: [
      {
        slug: 'headphones',
        name: 'Headphones',
        code: 'AUD',
        kinds: ['Wireless Earbuds', 'Over-Ear Headphones', 'Noise-Cancelling Headphones', 'Sport Earphones'],
        price: [29, 399],
      },
      {
        slug: 'phone-accessories',
        name: 'Phone Accessories',
        code: 'PHA',
        kinds: ['USB-C Charger', 'Power Bank', 'Phone Case', 'Car Mount', 'Braided Cable'],
        price: [9, 89],
      },
      {
        slug: 'laptops-tablets',
        name: 'Laptops & Tablets',
        code: 'LAP',
        kinds: ['13-inch Laptop', '15-inch Laptop', '11-inch Tablet', 'Laptop Sleeve', 'Docking Station'],
        price: [29, 1899],
      },
      {
        slug: 'smart-home',
        name: 'Smart Home',
        code: 'SMH',
        kinds: ['Smart Plug', 'Video Doorbell', 'Smart Thermostat', 'Mesh Wi-Fi Router', 'Smart Bulb Pack'],
        price: [19, 299],
      },
      {
        slug: 'cameras',
        name: 'Cameras',
        code: 'CAM',
        kinds: ['Action Camera', 'Mirrorless Camera', 'Camera Tripod', 'Memory Card', 'Camera Backpack'],
        price: [15, 1499],
      },
    ],
  },
  {
    slug: 'home-kitchen',
    name: 'Home & Kitchen',
    leaves: [
      {
        slug: 'cookware',
        name: 'Cookware',
        code: 'CKW',
        kinds: ['Cast Iron Skillet', 'Nonstick Frying Pan', 'Dutch Oven', 'Stockpot', 'Saucepan Set'],
        price: [19, 299],
      },
      {
        slug: 'small-appliances',
        name: 'Small Appliances',
        code: 'APL',
        kinds: ['Drip Coffee Maker', 'Blender', 'Electric Kettle', 'Toaster', 'Air Fryer'],
        price: [24, 249],
      },
      {
        slug: 'furniture',
        name: 'Furniture',
        code: 'FRN',
        kinds: ['Bookshelf', 'Desk Chair', 'Side Table', 'Standing Desk', 'Storage Bench'],
        price: [49, 699],
      },
      {
        slug: 'bedding',
        name: 'Bedding',
        code: 'BED',
        kinds: ['Sheet Set', 'Duvet Cover', 'Memory Foam Pillow', 'Weighted Blanket', 'Mattress Topper'],
        price: [24, 249],
      },
    ],
  },
  {
    slug: 'sports-outdoors',
    name: 'Sports & Outdoors',
    leaves: [
      {
        slug: 'camping',
        name: 'Camping',
        code: 'CMP',
        kinds: ['2-Person Tent', 'Sleeping Bag', 'Camp Stove', 'Headlamp', 'Trekking Poles'],
        price: [14, 449],
      },
      {
        slug: 'cycling',
        name: 'Cycling',
        code: 'CYC',
        kinds: ['Bike Helmet', 'Bike Light Set', 'Cycling Jersey', 'Floor Pump', 'Bike Lock'],
        price: [19, 199],
      },
      {
        slug: 'fitness',
        name: 'Fitness',
        code: 'FIT',
        kinds: ['Yoga Mat', 'Adjustable Dumbbells', 'Resistance Bands', 'Kettlebell', 'Foam Roller'],
        price: [14, 349],
      },
      {
        slug: 'water-sports',
        name: 'Water Sports',
        code: 'WAT',
        kinds: ['Swim Goggles', 'Wetsuit', 'Paddle Board', 'Dry Bag', 'Snorkel Set'],
        price: [12, 799],
      },
    ],
  },
  {
    slug: 'beauty-health',
    name: 'Beauty & Health',
    leaves: [
      {
        slug: 'skincare',
        name: 'Skincare',
        code: 'SKN',
        kinds: ['Daily Moisturizer', 'Vitamin C Serum', 'Mineral Sunscreen', 'Gentle Cleanser'],
        price: [9, 79],
      },
      {
        slug: 'hair-care',
        name: 'Hair Care',
        code: 'HAI',
        kinds: ['Repair Shampoo', 'Hydrating Conditioner', 'Hair Dryer', 'Styling Cream'],
        price: [8, 199],
      },
      {
        slug: 'vitamins',
        name: 'Vitamins & Supplements',
        code: 'VIT',
        kinds: ['Multivitamin', 'Vitamin D3', 'Omega-3 Softgels', 'Magnesium Glycinate', 'Probiotic'],
        price: [9, 49],
      },
    ],
  },
];

export interface Brand {
  name: string;
  /** Short code used in SKUs. */
  code: string;
  /** Department slugs the brand sells in. */
  departments: readonly string[];
}

export const brands: readonly Brand[] = [
  { name: 'Altura', code: 'ALT', departments: ['apparel', 'footwear'] },
  { name: 'Brightline', code: 'BRL', departments: ['apparel'] },
  { name: 'Cedar & Pine', code: 'CDP', departments: ['apparel', 'home-kitchen'] },
  { name: 'Driftwood', code: 'DRF', departments: ['apparel', 'footwear'] },
  { name: 'Everpeak', code: 'EVP', departments: ['apparel', 'sports-outdoors'] },
  { name: 'Fernwood', code: 'FRW', departments: ['apparel'] },
  { name: 'Kestrel', code: 'KST', departments: ['footwear', 'sports-outdoors'] },
  { name: 'Stridewell', code: 'STW', departments: ['footwear'] },
  { name: 'Voltix', code: 'VLX', departments: ['electronics'] },
  { name: 'Nimbus Audio', code: 'NMB', departments: ['electronics'] },
  { name: 'Pixelcraft', code: 'PXC', departments: ['electronics'] },
  { name: 'Quanta', code: 'QNT', departments: ['electronics'] },
  { name: 'Helio', code: 'HEL', departments: ['electronics', 'home-kitchen'] },
  { name: 'Corelink', code: 'CRL', departments: ['electronics'] },
  { name: 'Arcadia', code: 'ARC', departments: ['electronics'] },
  { name: 'Hearthstone', code: 'HRT', departments: ['home-kitchen'] },
  { name: 'Kettle & Co', code: 'KTC', departments: ['home-kitchen'] },
  { name: 'Oakhaven', code: 'OAK', departments: ['home-kitchen'] },
  { name: 'Lumen Home', code: 'LUM', departments: ['home-kitchen', 'electronics'] },
  { name: 'Nestwell', code: 'NST', departments: ['home-kitchen'] },
  { name: 'Summit Gear', code: 'SMT', departments: ['sports-outdoors'] },
  { name: 'Trailhead', code: 'TRH', departments: ['sports-outdoors', 'footwear'] },
  { name: 'Ridgeback', code: 'RDG', departments: ['sports-outdoors'] },
  { name: 'Tidewater', code: 'TDW', departments: ['sports-outdoors'] },
  { name: 'Velo Works', code: 'VLO', departments: ['sports-outdoors'] },
  { name: 'Ironclad Fitness', code: 'IRN', departments: ['sports-outdoors'] },
  { name: 'Aurelia', code: 'AUR', departments: ['beauty-health'] },
  { name: 'Bloom & Birch', code: 'BLB', departments: ['beauty-health'] },
  { name: 'Verdant Labs', code: 'VRD', departments: ['beauty-health'] },
  { name: 'Solace', code: 'SOL', departments: ['beauty-health', 'home-kitchen'] },
];

export const productLines = [
  'Classic',
  'Essential',
  'Pro',
  'Ultra',
  'Lite',
  'Everyday',
  'Signature',
  'Studio',
  'Trail',
  'Urban',
  'Heritage',
  'Flex',
];
export const variants = [
  'Black',
  'White',
  'Navy',
  'Olive',
  'Graphite',
  'Sand',
  'Crimson',
  'Slate Blue',
  'Forest Green',
  'Charcoal',
  'Ivory',
  'Copper',
];

export const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Levi',
  'Amelia',
  'Ezra',
  'Harper',
  'Asher',
  'Evelyn',
  'Leo',
  'Aria',
  'James',
  'Chloe',
  'Hudson',
  'Priya',
  'Kenji',
  'Fatima',
  'Diego',
  'Ingrid',
  'Tariq',
  'Mei',
  'Oluwaseun',
];
export const lastNames = [
  'Johnson',
  'Garcia',
  'Nguyen',
  'Patel',
  'Kim',
  'Okafor',
  'Müller',
  'Rossi',
  'Silva',
  'Cohen',
  'Andersen',
  'Tanaka',
  'Hernandez',
  'Walker',
  'Novak',
  'Dubois',
  'Ahmed',
  'Kowalski',
  "O'Brien",
  'Lindqvist',
  'Moreau',
  'Singh',
  'Brooks',
  'Yamamoto',
  'Costa',
];

export const warehouses = [
  { code: 'WH-EAST', name: 'East Coast Fulfillment (Newark, NJ)', country: 'US' },
  { code: 'WH-CENTRAL', name: 'Central Fulfillment (Columbus, OH)', country: 'US' },
  { code: 'WH-WEST', name: 'West Coast Fulfillment (Reno, NV)', country: 'US' },
] as const;

export const orderNotes = [
  'Leave at the front door.',
  'Gift wrap, please.',
  'Deliver after 5 pm.',
  'Call on arrival.',
  'No substitutions.',
];
