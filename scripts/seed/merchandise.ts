import { multiplyMinor } from '../../platform/money';
import type { ProductOptionRecord, VariantRecord } from '../../subgraphs/catalog/models/product';
import { gtinCheckDigit } from '../../subgraphs/catalog/variants/barcode';
import { SEED, SEED_CLOCK, type PlannedProduct, type PlannedUser } from './plan';
import { SeededRandom, seedUuid } from './random';

/**
 * Apparel and footwear sold in sizes and colours: a few products with options and variants (GS1-valid
 * GTIN-13 barcodes), stock per variant, delivered orders of them and their customers' reviews. Planned
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
];

const reviewTexts: ReadonlyArray<readonly [number, string, string]> = [
  [5, 'Perfect fit', 'True to size and the colour is exactly as pictured.'],
  [4, 'Very good', 'Comfortable from day one; runs slightly large.'],
  [4, 'Would buy again', 'Good quality for the price, washed well.'],
  [3, 'Fine', 'Does the job, though the material is thinner than I hoped.'],
  [5, 'Excellent', 'My second pair. Nothing to complain about.'],
  [2, 'Not for me', 'The sizing was off and the exchange took a while.'],
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
