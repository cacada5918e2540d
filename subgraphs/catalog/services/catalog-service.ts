import { randomUUID } from 'node:crypto';
import { appError, badInput, isDuplicateKeyError, notFound, orRefuse } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Page } from '../../../platform/graphql/paging';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { currencyCode, formatMinor, minorToFloat } from '../../../platform/money';
import { systemClock, type Clock } from '../../../platform/clock';
import { findLean } from '../../../platform/mongo/reads';
import { publicPriceMinor, type VariantPriceChange } from '../price-rules/prices';
import type { CatalogModels, CategoryRecord, ProductRecord, ProductStatusValue } from '../models/product';
import { images, money, optionalText, parseSku, slug, text } from './fields';
import type { ProductIndexer } from '../search/feed';
import {
  checkVariants,
  hasOptions,
  MAX_VARIANTS,
  parseOptions,
  parseVariant,
  reoptioned,
  skusOf,
  type OptionInput,
  type VariantInput,
} from '../variants/variants';

export interface ProductImageInput {
  url: string;
  alt?: string | null;
  /** Default false. */
  primary?: boolean | null;
}

/** A new product. Amounts are decimal text in `currency`. */
export interface CreateProductInput {
  /** Default: `P-` and 12 characters of the new id (clients that know only a name and a price). */
  sku?: string | null;
  name: string;
  description?: string | null;
  brand?: string | null;
  categoryId?: string | null;
  price: string;
  costPrice?: string | null;
  /** ISO 4217 code, any case. Default USD. */
  currency?: string | null;
  /** Default active. */
  status?: ProductStatusValue | null;
  images?: readonly ProductImageInput[] | null;
  /** Size, colour, ...: given, the product is sold through `variants` (at least one). */
  options?: readonly OptionInput[] | null;
  variants?: readonly VariantInput[] | null;
}

/**
 * Changes to a product: an absent (undefined) field keeps its value, and null clears the optional ones
 * (description, brand, category, cost price). The currency is fixed when the product is created.
 */
export interface UpdateProductInput {
  sku?: string | null;
  name?: string | null;
  description?: string | null;
  brand?: string | null;
  categoryId?: string | null;
  price?: string | null;
  costPrice?: string | null;
  status?: ProductStatusValue | null;
  images?: readonly ProductImageInput[] | null;
  /** Only for a product with options: the same names, keeping every value a variant uses. */
  options?: readonly OptionInput[] | null;
}

export interface CreateCategoryInput {
  name: string;
  slug: string;
  parentId?: string | null;
}

export interface ProductFilter {
  categoryId?: string | null;
  brand?: string | null;
  status?: ProductStatusValue | null;
}

/**
 * ProductCreated, the product-created notification (REQ-EVT-1: "subject `Product Created`; message body is
 * the created product"): the product in the shape REST and serverless clients read (`price` a decimal
 * number, `created_at` ISO 8601).
 */
function productCreated(
  product: Pick<ProductRecord, '_id' | 'name' | 'listPriceMinor' | 'currency'>,
  at: Date,
) {
  return newEvent(
    'ProductCreated',
    'product',
    product._id,
    1,
    {
      subject: 'Product Created',
      id: product._id,
      name: product.name,
      price: minorToFloat(product.listPriceMinor, product.currency),
      created_at: at.toISOString(),
    },
    at,
  );
}

/**
 * ProductUpdatedEvent: `product` as it is after the change, `changed` naming what changed (REQ-EVT-1's name,
 * description and price, and whatever else clients see: sku, brand, status, category, images, rating,
 * reviewCount, priceRules); a rating change carries the new rating and count. `price` and `previousPrice`
 * are what everyone pays for one unit at `at` (the list price unless a price rule applies then);
 * `variants` lists the variants whose price changed, when any did.
 */
export function productUpdated(
  product: ProductRecord,
  previous: ProductRecord,
  sequence: number,
  changed: readonly string[],
  at: number,
  variants: readonly VariantPriceChange[] = [],
  /** When `previous` was the product (a scheduled price's boundary: the moment before it). */
  previousAt = at,
) {
  const reviewCount = product.reviewCount ?? 0;
  return newEvent('ProductUpdatedEvent', 'product', product._id, sequence, {
    id: product._id,
    changed: [...changed],
    name: product.name,
    description: product.description ?? null,
    price: formatMinor(publicPriceMinor(product, at), product.currency),
    // Price-drop alerts compare the two.
    previousPrice: formatMinor(publicPriceMinor(previous, previousAt), product.currency),
    currency: product.currency,
    ...(variants.length
      ? {
          variants: variants.map((variant) => ({
            id: variant.id,
            price: formatMinor(variant.priceMinor, product.currency),
            previousPrice: formatMinor(variant.previousPriceMinor, product.currency),
          })),
        }
      : {}),
    ...(changed.includes('rating') || changed.includes('reviewCount')
      ? { reviewCount, rating: reviewCount ? (product.ratingSum ?? 0) / reviewCount : null }
      : {}),
  });
}

/** An uploaded image once processed: the original and its thumbnails, with their store locations. */
export interface UploadedImage {
  key: string;
  url: string;
  location: string;
  alt?: string | null;
  thumbnails: Array<{ width: number; height: number; key: string; url: string; location: string }>;
}

/**
 * Catalog rules: products (unique SKU, exact prices) and categories. Reading the catalog is open to every
 * caller; writes are for admins (permissions.ts), so the caller here names the request in logs and in the
 * search index's work.
 *
 * Reads hand resolvers real promises (`exec()`), never a mongoose Query: a Query is a thenable that runs
 * again on every `then`, and public fields reach graphql-js without a permission wrapper that would have
 * awaited it once.
 */
/** Staff (and the platform's own services) see drafts, and list discontinued products. */
function seesUnreleased(caller: Caller): boolean {
  return caller.reach.read.kind === 'all';
}

function skuConflict(sku: string, field: string) {
  return badInput(field, `A product or variant with SKU "${sku}" already exists.`, 'ALREADY_EXISTS');
}

export class CatalogService {
  constructor(
    private readonly models: CatalogModels,
    private readonly search: ProductIndexer,
    private readonly logger: Logger,
    /** Called after a write that recorded an event, so the outbox relay runs at once. Default: nothing. */
    private readonly onEvent: () => void = () => {},
    /** "Now" for price rules (which price applies) and event times. */
    readonly clock: Clock = systemClock,
  ) {}

  productsByIds(_caller: Caller, ids: readonly string[]): Promise<ProductRecord[]> {
    return findLean<ProductRecord>(this.models.Product, { _id: { $in: ids } });
  }

  categoriesByIds(_caller: Caller, ids: readonly string[]): Promise<CategoryRecord[]> {
    return this.models.Category.find({ _id: { $in: ids } })
      .lean<CategoryRecord[]>()
      .exec();
  }

  /** A product by id; a draft only for staff (others: null, as if it did not exist). */
  async product(caller: Caller, id: string): Promise<ProductRecord | null> {
    return this.visible(caller, await this.models.Product.findById(id).lean<ProductRecord>().exec());
  }

  /** The product as `caller` may see it: a draft only for staff, null for everyone else. */
  visible(caller: Caller, found: ProductRecord | null | undefined): ProductRecord | null {
    return found && (found.status !== 'draft' || seesUnreleased(caller)) ? found : null;
  }

  /**
   * The product with this SKU, read as `parseSku` reads it; a SKU no product could have finds nothing.
   * A draft only for staff: SKUs are easy to guess, and a draft is not yet public.
   */
  async productBySku(caller: Caller, sku: string): Promise<ProductRecord | null> {
    const parsed = parseSku(sku);
    if (!parsed.ok) return null;
    return this.visible(
      caller,
      await this.models.Product.findOne({ sku: parsed.value }).lean<ProductRecord>().exec(),
    );
  }

  /**
   * Newest first. Staff list every status; everyone else lists active products only, and asking for
   * another status is refused rather than answered empty, so a client learns why it sees nothing.
   */
  async products(caller: Caller, filter: ProductFilter, page: Page): Promise<ProductRecord[]> {
    const query: Record<string, unknown> = {};
    if (filter.categoryId) query.categoryId = filter.categoryId;
    if (filter.brand) query.brand = filter.brand;
    if (filter.status) query.status = filter.status;
    if (!seesUnreleased(caller)) {
      if (filter.status && filter.status !== 'active')
        throw appError('FORBIDDEN', 'Only staff list products that are not active.');
      query.status = 'active';
    }
    return this.models.Product.find(query)
      .sort({ createdAt: -1, _id: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean<ProductRecord[]>()
      .exec();
  }

  /** By name. */
  categories(_caller: Caller): Promise<CategoryRecord[]> {
    return this.models.Category.find().sort({ name: 1 }).lean<CategoryRecord[]>().exec();
  }

  category(_caller: Caller, id: string): Promise<CategoryRecord | null> {
    return this.models.Category.findById(id).lean<CategoryRecord>().exec();
  }

  async createProduct(caller: Caller, input: CreateProductInput): Promise<ProductRecord> {
    const currency = currencyCode(input.currency, 'currency');
    const _id = randomUUID();
    const sku = input.sku?.trim()
      ? orRefuse(parseSku(input.sku), 'sku')
      : `P-${_id.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    const fields = {
      _id,
      sku,
      name: text(input.name, 'name', 255, true)!,
      description: optionalText(input.description, 'description', 20_000),
      brand: optionalText(input.brand, 'brand', 100),
      listPriceMinor: money(input.price, currency, 'price'),
      costPriceMinor: input.costPrice ? money(input.costPrice, currency, 'costPrice') : null,
      currency,
      status: input.status ?? 'active',
      images: input.images ? images(input.images) : [],
    };
    const options = parseOptions(input.options ?? [], 'options');
    const variantInputs = input.variants ?? [];
    if (options.length > 0 && variantInputs.length === 0)
      throw badInput('variants', 'A product with options needs at least one variant.', 'REQUIRED');
    if (options.length === 0 && variantInputs.length > 0)
      throw badInput('variants', 'Variants need options to tell them apart (give options).', 'NOT_ALLOWED');
    if (variantInputs.length > MAX_VARIANTS)
      throw badInput('variants', `A product has at most ${MAX_VARIANTS} variants.`, 'OUT_OF_RANGE');
    const variants = variantInputs.map((variant, index) =>
      parseVariant(variant, { ...fields, options }, `variants[${index}]`),
    );
    checkVariants(sku, variants, (index) => `variants[${index}]`);
    const skus = skusOf(sku, variants);
    const skuField = (taken: string) =>
      taken === sku ? 'sku' : `variants[${variants.findIndex((variant) => variant.sku === taken)}].sku`;
    await this.refuseTakenSkus(skus, _id, skuField);
    const categoryId = input.categoryId ? await this.existingCategory(input.categoryId, 'categoryId') : null;
    const at = new Date();
    try {
      // The event is written in the same insert as the product (outbox), never after it.
      const created = await this.models.Product.create({
        ...fields,
        ...(options.length ? { options, variants } : {}),
        skus,
        categoryId,
        createdAt: at,
        eventSeq: 1,
        outbox: [productCreated(fields, at)],
      });
      this.onEvent();
      const { outbox: _outbox, ...product } = created.toObject();
      return await this.indexed(caller, product);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw await this.takenSkuError(skus, _id, skuField);
      throw error;
    }
  }

  async updateProduct(caller: Caller, id: string, input: UpdateProductInput): Promise<ProductRecord> {
    const current = await this.product(caller, id);
    if (!current) throw notFound('PRODUCT_NOT_FOUND', id);
    const set: Partial<ProductRecord> = {};
    if (input.sku != null) set.sku = orRefuse(parseSku(input.sku), 'sku');
    if (input.name != null) set.name = text(input.name, 'name', 255, true)!;
    if (input.description !== undefined)
      set.description = optionalText(input.description, 'description', 20_000);
    if (input.brand !== undefined) set.brand = optionalText(input.brand, 'brand', 100);
    if (input.price != null) set.listPriceMinor = money(input.price, current.currency, 'price');
    if (input.costPrice !== undefined)
      set.costPriceMinor = input.costPrice ? money(input.costPrice, current.currency, 'costPrice') : null;
    if (input.status != null) set.status = input.status;
    if (input.images != null)
      // An uploaded image given again by its URL keeps its store key and thumbnails.
      set.images = images(input.images).map((image) => {
        const prior = current.images.find((existing) => existing.url === image.url && existing.key);
        return prior ? { ...image, key: prior.key, thumbnails: prior.thumbnails ?? [] } : image;
      });
    if (input.categoryId !== undefined)
      set.categoryId = input.categoryId ? await this.existingCategory(input.categoryId, 'categoryId') : null;
    const imagesOf = (list: readonly { url: string; alt?: string | null; primary?: boolean | null }[]) =>
      JSON.stringify(list.map((image) => [image.url, image.alt ?? null, Boolean(image.primary)]));
    // Every change a client can see: besides the name, description and price of REQ-EVT-1, what cached
    // answers and search results show (they are purged and re-read on this event).
    if (input.options != null) {
      if (!hasOptions(current))
        throw badInput('options', 'Only a product created with options can change them.', 'NOT_ALLOWED');
      set.options = parseOptions(input.options, 'options');
      set.variants = reoptioned(current.options!, set.options, current.variants ?? [], 'options');
    }
    // A SKU or option change rewrites the SKU list and variants: guarded by the variants' revision, so a
    // variant added meanwhile is never lost.
    const variantsGuard = set.sku !== undefined || set.variants !== undefined;
    if (variantsGuard) {
      const variants = set.variants ?? current.variants ?? [];
      checkVariants(set.sku ?? current.sku, variants, (index) => `variants[${index}]`);
      set.skus = skusOf(set.sku ?? current.sku, variants);
      await this.refuseTakenSkus(set.skus, id);
    }
    const changed = [
      ...(['name', 'description'] as const).filter(
        (field) => field in set && (set[field] ?? null) !== (current[field] ?? null),
      ),
      ...(set.listPriceMinor !== undefined && set.listPriceMinor !== current.listPriceMinor
        ? ['price' as const]
        : []),
      ...(['sku', 'brand', 'status'] as const).filter(
        (field) => field in set && (set[field] ?? null) !== (current[field] ?? null),
      ),
      ...('categoryId' in set && (set.categoryId ?? null) !== (current.categoryId ?? null)
        ? ['category' as const]
        : []),
      ...(set.images !== undefined && imagesOf(set.images) !== imagesOf(current.images ?? [])
        ? ['images' as const]
        : []),
    ];
    // ProductUpdatedEvent when any of them changes, in the same update; the sequence guard
    // makes a concurrent change of the same product fail rather than reuse a sequence number.
    const sequence = (current.eventSeq ?? 0) + 1;
    const update = changed.length
      ? {
          $set: { ...set, eventSeq: sequence },
          $push: {
            outbox: productUpdated(
              {
                ...current,
                name: set.name ?? current.name,
                description: changed.includes('description') ? set.description : current.description,
                listPriceMinor: set.listPriceMinor ?? current.listPriceMinor,
              },
              current,
              sequence,
              changed,
              this.clock.now(),
            ),
          },
        }
      : { $set: set };
    const filter = {
      _id: id,
      ...(changed.length ? { eventSeq: current.eventSeq ?? 0 } : {}),
      ...(variantsGuard ? { variantsRev: current.variantsRev ?? null } : {}),
    };
    if (variantsGuard) (update as { $inc?: Record<string, number> }).$inc = { variantsRev: 1 };
    try {
      const updated = await this.models.Product.findOneAndUpdate(filter, update, {
        returnDocument: 'after',
      }).lean<ProductRecord>();
      if (!updated) {
        if (await this.models.Product.exists({ _id: id }))
          throw appError(
            'CONCURRENT_MODIFICATION',
            'The product changed while this update ran; read it again and retry.',
          );
        throw notFound('PRODUCT_NOT_FOUND', id);
      }
      if (changed.length) this.onEvent();
      return await this.indexed(caller, updated);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw await this.takenSkuError(set.skus ?? [set.sku!], id);
      throw error;
    }
  }

  /**
   * Adds a processed upload to the product's images (primary when it has none), with ProductUpdatedEvent
   * (caches purge it) and ProductImageIndexed, the indexing message with the original's and thumbnails'
   * locations, in the same update. Once per image key: a repeat (a redelivered notification) changes
   * nothing. Null when the product does not exist.
   */
  async attachUploadedImage(
    _caller: Caller,
    productId: string,
    image: UploadedImage,
  ): Promise<ProductRecord | null> {
    const current = await this.models.Product.findById(productId).lean<ProductRecord>().exec();
    if (!current) return null;
    if (current.images.some((existing) => existing.key === image.key)) return current;
    const record = {
      url: image.url,
      alt: image.alt ?? null,
      primary: !current.images.some((existing) => existing.primary),
      key: image.key,
      thumbnails: image.thumbnails.map(({ width, height, key, url }) => ({ width, height, key, url })),
    };
    const sequence = (current.eventSeq ?? 0) + 1;
    const indexed = newEvent('ProductImageIndexed', 'product', productId, sequence + 1, {
      productId,
      original: { key: image.key, location: image.location, url: image.url },
      thumbnails: image.thumbnails,
    });
    const updated = await this.models.Product.findOneAndUpdate(
      { _id: productId, eventSeq: current.eventSeq ?? 0 },
      {
        $set: { eventSeq: sequence + 1 },
        $push: {
          images: record,
          outbox: {
            $each: [productUpdated(current, current, sequence, ['images'], this.clock.now()), indexed],
          },
        },
      },
      { returnDocument: 'after' },
    ).lean<ProductRecord>();
    if (!updated)
      throw appError(
        'CONCURRENT_MODIFICATION',
        'The product changed while its image was attached; the notification is retried.',
      );
    this.onEvent();
    return updated;
  }

  async createCategory(_caller: Caller, input: CreateCategoryInput): Promise<CategoryRecord> {
    const name = text(input.name, 'name', 100, true)!;
    const slugValue = slug(input.slug);
    const parentId = input.parentId ? await this.existingCategory(input.parentId, 'parentId') : null;
    try {
      const created = await this.models.Category.create({ name, slug: slugValue, parentId });
      return created.toObject<CategoryRecord>();
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('slug', `A category with slug "${slugValue}" already exists.`, 'ALREADY_EXISTS');
      throw error;
    }
  }

  /**
   * Search reflects a write as soon as the write returns (REQ-EVT-1 asks for a search index update
   * "reflected in under 1 second" of a name or description change). A failure to index does not fail the
   * write (the product is stored; a retry would only meet its own SKU): the reconciliation sweep indexes it.
   */
  async indexed(caller: Caller, product: ProductRecord): Promise<ProductRecord> {
    try {
      await this.search.index(caller, [product]);
    } catch (error) {
      this.logger.warn(
        { err: error, productId: product._id, requestId: caller.requestId },
        'search indexing failed; the sweep will retry',
      );
    }
    return product;
  }

  /**
   * The unique `skus` index guards every product written since variants; documents older than that have
   * only their unique `sku`, so a new SKU is looked up there first.
   */
  async refuseTakenSkus(
    skus: readonly string[],
    ownId: string,
    fieldOf: (sku: string) => string = () => 'sku',
  ): Promise<void> {
    const taken = await this.models.Product.findOne(
      { _id: { $ne: ownId }, $or: [{ sku: { $in: skus } }, { skus: { $in: skus } }] },
      { sku: 1, skus: 1 },
    ).lean<Pick<ProductRecord, 'sku' | 'skus'>>();
    if (!taken) return;
    const sku = skus.find((candidate) => taken.sku === candidate || taken.skus?.includes(candidate))!;
    throw skuConflict(sku, fieldOf(sku));
  }

  /** After E11000 (a concurrent writer took a SKU): which one, so the answer names it. */
  async takenSkuError(
    skus: readonly string[],
    ownId: string,
    fieldOf: (sku: string) => string = () => 'sku',
  ): Promise<Error> {
    try {
      await this.refuseTakenSkus(skus, ownId, fieldOf);
    } catch (error) {
      return error as Error;
    }
    return skuConflict(skus[0]!, fieldOf(skus[0]!));
  }

  private async existingCategory(id: string, field: string): Promise<string> {
    if (!(await this.models.Category.exists({ _id: id })))
      throw badInput(field, `No category with id "${id}".`, 'NOT_FOUND');
    return id;
  }
}
