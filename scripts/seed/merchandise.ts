import { multiplyMinor } from '../../platform/money';
import type { ProductOptionRecord, VariantRecord } from '../../subgraphs/catalog/models/product';
import { gtinCheckDigit } from '../../subgraphs/catalog/variants/barcode';
import { SEED, SEED_CLOCK, type PlannedProduct, type PlannedUser } from './plan';
import { SeededRandom, seedUuid } from './random';

/**
 * Apparel and footwear sold in sizes and colours: 24 products across the apparel and footwear categories,
 * each a size × colour grid of variants (own SKU, GS1-valid GTIN-13 barcode, price, cost, weight), stock
 * per variant in every warehouse, delivered orders of them and their customers' reviews. Planned
 * apart from the main plan, with its own random stream, so the rest of the sample data is unchanged.
 */

export interface PlannedVariantProduct extends PlannedProduct {
  options: ProductOptionRecord[];
  variants: VariantRecord[];
  reviewCount: number;
  ratingSum: number;
}

export interface PlannedVariantStock {
  productSku: string;
  variantId: string;
  warehouseCode: string;
  available: number;
  reorderPoint: number;
}

export interface PlannedReview {
  id: string;
  productSku: string;
  userEmail: string;
  stars: number;
  title: string;
  text: string;
  at: Date;
}

/** A delivered order of one variant, which is what lets its customer review the product. */
export interface PlannedVariantOrder {
  id: string;
  userEmail: string;
  productSku: string;
  variant: VariantRecord;
  name: string;
  quantity: number;
  at: Date;
}

export interface MerchandisePlan {
  products: PlannedVariantProduct[];
  stock: PlannedVariantStock[];
  orders: PlannedVariantOrder[];
  reviews: PlannedReview[];
}

interface Showcase {
  sku: string;
  name: string;
  brand: string;
  categorySlug: string;
  priceMinor: number;
  sizes: readonly string[];
  colours: readonly string[];
  /** Grams of the smallest size; each size up adds `gramsPerSize`. */
  grams: number;
  gramsPerSize: number;
}

const showcases: readonly Showcase[] = [
  {
    sku: 'ALT-MEN-V0001',
    name: 'Altura Everyday Crew Tee',
    brand: 'Altura',
    categorySlug: 'mens-clothing',
    priceMinor: 2_400,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['Navy', 'Heather Grey', 'White'],
    grams: 160,
    gramsPerSize: 15,
  },
  {
    sku: 'DRF-OUT-V0002',
    name: 'Driftwood Coastal Rain Shell',
    brand: 'Driftwood',
    categorySlug: 'outerwear',
    priceMinor: 12_900,
    sizes: ['S', 'M', 'L'],
    colours: ['Ivory', 'Olive'],
    grams: 420,
    gramsPerSize: 30,
  },
  {
    sku: 'STW-RUN-V0003',
    name: 'Stridewell Road Runner',
    brand: 'Stridewell',
    categorySlug: 'running-shoes',
    priceMinor: 11_900,
    sizes: ['US 7', 'US 8', 'US 9', 'US 10', 'US 11'],
    colours: ['Black', 'Volt'],
    grams: 240,
    gramsPerSize: 10,
  },
  {
    sku: 'KST-SAN-V0004',
    name: 'Kestrel Trail Sandal',
    brand: 'Kestrel',
    categorySlug: 'sandals',
    priceMinor: 4_900,
    sizes: ['US 6', 'US 7', 'US 8', 'US 9', 'US 10'],
    colours: ['Sand', 'Slate'],
    grams: 200,
    gramsPerSize: 10,
  },
  {
    sku: 'BRL-MEN-V0005',
    name: 'Brightline Pinpoint Oxford Shirt',
    brand: 'Brightline',
    categorySlug: 'mens-clothing',
    priceMinor: 5_900,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['White', 'Light Blue', 'Pink'],
    grams: 230,
    gramsPerSize: 15,
  },
  {
    sku: 'FRW-MEN-V0006',
    name: 'Fernwood Slim Chino Pants',
    brand: 'Fernwood',
    categorySlug: 'mens-clothing',
    priceMinor: 6_900,
    sizes: ['30', '32', '34', '36'],
    colours: ['Khaki', 'Navy', 'Olive'],
    grams: 480,
    gramsPerSize: 20,
  },
  {
    sku: 'BRL-MEN-V0007',
    name: 'Brightline Merino Quarter-Zip Pullover',
    brand: 'Brightline',
    categorySlug: 'mens-clothing',
    priceMinor: 8_900,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['Charcoal', 'Navy'],
    grams: 340,
    gramsPerSize: 20,
  },
  {
    sku: 'CDP-WMN-V0008',
    name: 'Cedar & Pine Cotton Cardigan',
    brand: 'Cedar & Pine',
    categorySlug: 'womens-clothing',
    priceMinor: 7_400,
    sizes: ['XS', 'S', 'M', 'L'],
    colours: ['Oatmeal', 'Charcoal'],
    grams: 380,
    gramsPerSize: 20,
  },
  {
    sku: 'EVP-WMN-V0009',
    name: 'Everpeak High-Rise Leggings',
    brand: 'Everpeak',
    categorySlug: 'womens-clothing',
    priceMinor: 5_800,
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    colours: ['Black', 'Plum', 'Teal'],
    grams: 220,
    gramsPerSize: 10,
  },
  {
    sku: 'ALT-WMN-V0010',
    name: 'Altura Linen Blouse',
    brand: 'Altura',
    categorySlug: 'womens-clothing',
    priceMinor: 4_900,
    sizes: ['XS', 'S', 'M', 'L'],
    colours: ['White', 'Sage'],
    grams: 180,
    gramsPerSize: 10,
  },
  {
    sku: 'FRW-WMN-V0011',
    name: 'Fernwood Jersey Wrap Dress',
    brand: 'Fernwood',
    categorySlug: 'womens-clothing',
    priceMinor: 7_900,
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    colours: ['Ink', 'Rust'],
    grams: 300,
    gramsPerSize: 15,
  },
  {
    sku: 'BRL-KID-V0012',
    name: 'Brightline Kids Graphic Tee',
    brand: 'Brightline',
    categorySlug: 'kids-clothing',
    priceMinor: 1_600,
    sizes: ['4', '6', '8', '10', '12'],
    colours: ['Red', 'Royal Blue', 'Yellow'],
    grams: 90,
    gramsPerSize: 10,
  },
  {
    sku: 'DRF-KID-V0013',
    name: 'Driftwood Kids Zip Hoodie',
    brand: 'Driftwood',
    categorySlug: 'kids-clothing',
    priceMinor: 3_400,
    sizes: ['4', '6', '8', '10', '12'],
    colours: ['Grey', 'Moss'],
    grams: 260,
    gramsPerSize: 15,
  },
  {
    sku: 'EVP-OUT-V0014',
    name: 'Everpeak Grid Fleece Jacket',
    brand: 'Everpeak',
    categorySlug: 'outerwear',
    priceMinor: 9_900,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['Black', 'Forest'],
    grams: 390,
    gramsPerSize: 25,
  },
  {
    sku: 'CDP-OUT-V0015',
    name: 'Cedar & Pine Down Parka',
    brand: 'Cedar & Pine',
    categorySlug: 'outerwear',
    priceMinor: 24_900,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['Black', 'Camel'],
    grams: 980,
    gramsPerSize: 40,
  },
  {
    sku: 'STW-RUN-V0016',
    name: 'Stridewell Tempo Trainer',
    brand: 'Stridewell',
    categorySlug: 'running-shoes',
    priceMinor: 13_900,
    sizes: ['US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'],
    colours: ['White', 'Cobalt'],
    grams: 250,
    gramsPerSize: 10,
  },
  {
    sku: 'ALT-RUN-V0017',
    name: 'Altura Fell Trail Racer',
    brand: 'Altura',
    categorySlug: 'running-shoes',
    priceMinor: 12_400,
    sizes: ['US 7', 'US 8', 'US 9', 'US 10', 'US 11'],
    colours: ['Orange', 'Black'],
    grams: 270,
    gramsPerSize: 10,
  },
  {
    sku: 'KST-RUN-V0018',
    name: 'Kestrel Cushioned Cruiser',
    brand: 'Kestrel',
    categorySlug: 'running-shoes',
    priceMinor: 10_900,
    sizes: ['US 6', 'US 7', 'US 8', 'US 9', 'US 10'],
    colours: ['Grey', 'Coral'],
    grams: 260,
    gramsPerSize: 10,
  },
  {
    sku: 'DRF-SNK-V0019',
    name: 'Driftwood Canvas Low-Top',
    brand: 'Driftwood',
    categorySlug: 'casual-sneakers',
    priceMinor: 5_400,
    sizes: ['US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11'],
    colours: ['White', 'Black', 'Red'],
    grams: 320,
    gramsPerSize: 15,
  },
  {
    sku: 'STW-SNK-V0020',
    name: 'Stridewell Leather Court Sneaker',
    brand: 'Stridewell',
    categorySlug: 'casual-sneakers',
    priceMinor: 9_900,
    sizes: ['US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'],
    colours: ['White', 'Tan'],
    grams: 410,
    gramsPerSize: 15,
  },
  {
    sku: 'ALT-SNK-V0021',
    name: 'Altura Knit Slip-On',
    brand: 'Altura',
    categorySlug: 'casual-sneakers',
    priceMinor: 6_400,
    sizes: ['US 6', 'US 7', 'US 8', 'US 9', 'US 10'],
    colours: ['Navy', 'Grey'],
    grams: 230,
    gramsPerSize: 10,
  },
  {
    sku: 'KST-HIK-V0022',
    name: 'Kestrel Granite Approach Shoe',
    brand: 'Kestrel',
    categorySlug: 'hiking-boots',
    priceMinor: 14_900,
    sizes: ['US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'],
    colours: ['Brown', 'Stone'],
    grams: 480,
    gramsPerSize: 20,
  },
  {
    sku: 'DRF-SAN-V0023',
    name: 'Driftwood Leather Slide',
    brand: 'Driftwood',
    categorySlug: 'sandals',
    priceMinor: 5_900,
    sizes: ['US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11'],
    colours: ['Tan', 'Black'],
    grams: 280,
    gramsPerSize: 10,
  },
  {
    sku: 'STW-SAN-V0024',
    name: 'Stridewell Recovery Flip-Flop',
    brand: 'Stridewell',
    categorySlug: 'sandals',
    priceMinor: 3_200,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['Black', 'Ocean'],
    grams: 150,
    gramsPerSize: 10,
  },
];

const reviewTexts: ReadonlyArray<readonly [number, string, string]> = [
  [5, 'Perfect fit', 'True to size and the colour is exactly as pictured.'],
  [4, 'Very good', 'Comfortable from day one; runs slightly large.'],
  [4, 'Would buy again', 'Good quality for the price, washed well.'],
  [3, 'Fine', 'Does the job, though the material is thinner than I hoped.'],
  [5, 'Excellent', 'My second one. Nothing to complain about.'],
  [2, 'Not for me', 'The sizing was off and the exchange took a while.'],
  [5, 'Worth every cent', 'Well made, and it still looks new after a season of wear.'],
  [4, 'Nice colour', 'The colour is lovely in daylight; a touch darker than the photo.'],
  [3, 'Runs small', 'Good quality, but order a size up.'],
  [1, 'Came apart', 'A seam split within a month. Returned it.'],
];

const WAREHOUSE_CODES = ['WH-EAST', 'WH-CENTRAL', 'WH-WEST'];

/** A GTIN-13 in a private GS1 prefix ("200"-"299" are for in-store numbering), check digit included. */
function gtin13(serial: number): string {
  const body = `2${String(serial).padStart(11, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

export function planMerchandise(users: readonly PlannedUser[]): MerchandisePlan {
  const random = new SeededRandom(SEED + 1);
  const customers = users.filter((user) => user.status === 'active');
  const products: PlannedVariantProduct[] = [];
  const stock: PlannedVariantStock[] = [];
  const orders: PlannedVariantOrder[] = [];
  const reviews: PlannedReview[] = [];
  let serial = 0;
  const created = new Date(Date.UTC(2024, 1, 1));
  showcases.forEach((showcase, productIndex) => {
    const options = [
      { name: 'Size', values: [...showcase.sizes] },
      { name: 'Colour', values: [...showcase.colours] },
    ];
    const variants: VariantRecord[] = showcase.sizes.flatMap((size, sizeIndex) =>
      showcase.colours.map((colour) => {
        const sku = `${showcase.sku}-${size.replace(/\s+/g, '')}-${colour.replace(/\s+/g, '').slice(0, 3).toUpperCase()}`;
        // The largest size costs a little more, as it often does.
        const priceMinor = showcase.priceMinor + (sizeIndex === showcase.sizes.length - 1 ? 200 : 0);
        return {
          _id: seedUuid(`variant:${sku}`),
          sku,
          barcode: gtin13(++serial),
          options: [
            { name: 'Size', value: size },
            { name: 'Colour', value: colour },
          ],
          priceMinor,
          costPriceMinor: Math.round(priceMinor * 0.45),
          weightGrams: showcase.grams + sizeIndex * showcase.gramsPerSize,
          images: [],
          status: 'active' as const,
        };
      }),
    );
    // A colour code shared by two colours (Grey and Green) would give two variants one SKU, id and stock.
    if (new Set(variants.map((variant) => variant.sku)).size !== variants.length)
      throw new Error(`${showcase.sku}: two variants share a SKU; give its colours distinct first letters`);
    for (const variant of variants)
      for (const warehouseCode of WAREHOUSE_CODES)
        stock.push({
          productSku: showcase.sku,
          variantId: variant._id,
          warehouseCode,
          available: random.int(5, 60),
          reorderPoint: 5,
        });
    // Three to five customers received a variant of it, and each reviewed it.
    const buyers = random.sample(customers, random.int(3, 5));
    let ratingSum = 0;
    buyers.forEach((buyer, buyerIndex) => {
      const variant = random.pick(variants);
      const at = new Date(SEED_CLOCK.getTime() - random.int(20, 200) * 86_400_000);
      orders.push({
        id: seedUuid(`merch-order:${showcase.sku}:${buyer.email}`),
        userEmail: buyer.email,
        productSku: showcase.sku,
        variant,
        name: showcase.name,
        quantity: 1,
        at,
      });
      const [stars, title, text] = reviewTexts[(productIndex + buyerIndex) % reviewTexts.length]!;
      ratingSum += stars;
      reviews.push({
        id: seedUuid(`review:${showcase.sku}:${buyer.email}`),
        productSku: showcase.sku,
        userEmail: buyer.email,
        stars,
        title,
        text,
        at: new Date(at.getTime() + 10 * 86_400_000),
      });
    });
    products.push({
      id: seedUuid(`product:${showcase.sku}`),
      sku: showcase.sku,
      name: showcase.name,
      description: `The ${showcase.name} in ${showcase.colours.length} colours and sizes ${showcase.sizes[0]} to ${showcase.sizes.at(-1)}.`,
      brand: showcase.brand,
      categorySlug: showcase.categorySlug,
      listPriceMinor: showcase.priceMinor,
      costPriceMinor: Math.round(showcase.priceMinor * 0.45),
      currency: 'USD',
      status: 'active',
      images: [
        {
          url: `https://images.example.com/products/${showcase.sku.toLowerCase()}.jpg`,
          alt: showcase.name,
          primary: true,
        },
      ],
      createdAt: created,
      options,
      variants,
      reviewCount: buyers.length,
      ratingSum,
    });
  });
  return { products, stock, orders, reviews };
}

/** The line total of a planned variant order (one line). */
export const variantOrderTotal = (order: PlannedVariantOrder) =>
  multiplyMinor(order.variant.priceMinor, order.quantity);

/** When a planned variant order was delivered: three days after it was placed. */
export const variantOrderDelivered = (order: PlannedVariantOrder) =>
  new Date(order.at.getTime() + 72 * 3_600_000);
