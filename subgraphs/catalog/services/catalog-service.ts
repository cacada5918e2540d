import { randomUUID } from 'node:crypto';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Page } from '../../../platform/graphql/paging';
import type { Logger } from '../../../platform/logging';
import { formatMinor, isIsoCurrency, minorToFloat, parseDecimalToMinor } from '../../../platform/money';
import { findLean } from '../../../platform/mongo/reads';
import type {
  CatalogModels,
  CategoryRecord,
  ProductImageRecord,
  ProductRecord,
  ProductStatusValue,
} from '../models/product';
import type { SearchIndex } from './search-index';

export interface ProductFields {
  sku?: string | null;
  name?: string | null;
  description?: string | null;
  brand?: string | null;
  categoryId?: string | null;
  price?: string | null;
  costPrice?: string | null;
  currency?: string | null;
  status?: ProductStatusValue | null;
  images?: Array<{ url: string; alt?: string | null; primary?: boolean | null }> | null;
}

export interface ProductFilter {
  categoryId?: string | null;
  brand?: string | null;
  status?: ProductStatusValue | null;
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** DECIMAL(12,2): at most 10 integer digits. */
const MAX_MINOR = 10 ** 12 - 1;

function text(value: string, field: string, max: number, required: boolean): string | null {
  const trimmed = value.trim();
  if (!trimmed) {
    if (required) throw badInput(field, `${field.split('.').pop()} is required.`, 'REQUIRED');
    return null;
  }
  if (trimmed.length > max)
    throw badInput(field, `${field.split('.').pop()} must be at most ${max} characters.`, 'TOO_LONG');
  return trimmed;
}

function money(value: string, currency: string, field: string): number {
  const minor = parseDecimalToMinor(value, currency);
  if (minor === undefined)
    throw badInput(
      field,
      `"${value}" is not a ${currency} amount (too many decimal places?).`,
      'INVALID_FORMAT',
    );
  if (minor < 0) throw badInput(field, 'Amounts must be zero or more.', 'OUT_OF_RANGE');
  if (minor > MAX_MINOR) throw badInput(field, 'Amounts must fit DECIMAL(12,2).', 'OUT_OF_RANGE');
  return minor;
}

function images(list: NonNullable<ProductFields['images']>): ProductImageRecord[] {
  return list.map((image, index) => {
    let url: URL;
    try {
      url = new URL(image.url);
    } catch {
      throw badInput(`images[${index}].url`, 'Image URL must be an absolute http(s) URL.', 'INVALID_FORMAT');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw badInput(`images[${index}].url`, 'Image URL must be an absolute http(s) URL.', 'INVALID_FORMAT');
    }
    return { url: url.toString(), alt: image.alt ?? null, primary: image.primary ?? false };
  });
}

/**
 * The spec's product-created notification (subject "Product Created"): the created product in the
 * REST/serverless shape (`price` a decimal number, `created_at` ISO 8601).
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
 * Catalog rules: products (unique SKU, exact prices) and categories. Reads hand resolvers real promises
 * (`exec()`), never a mongoose Query: a Query is a thenable that runs again on every `then`, and public
 * fields reach graphql-js without a permission wrapper that would have awaited it once.
 */
export class CatalogService {
  constructor(
    private readonly models: CatalogModels,
    private readonly search: SearchIndex,
    private readonly logger: Logger,
    /** Called after a write that recorded an event, so the outbox relay runs at once. Default: nothing. */
    private readonly onEvent: () => void = () => {},
  ) {}

  /**
   * Search reflects a write as soon as the write returns. A failure to index does not fail the write
   * (the product is stored; a retry would only meet its own SKU): the reconciliation sweep indexes it.
   */
  private async indexed(product: ProductRecord): Promise<ProductRecord> {
    try {
      await this.search.index([product]);
    } catch (error) {
      this.logger.warn(
        { err: error, productId: product._id },
        'search indexing failed; the sweep will retry',
      );
    }
    return product;
  }

  productsByIds(ids: readonly string[]): Promise<ProductRecord[]> {
    return findLean<ProductRecord>(this.models.Product, { _id: { $in: ids } });
  }

  categoriesByIds(ids: readonly string[]): Promise<CategoryRecord[]> {
    return this.models.Category.find({ _id: { $in: ids } }).lean<CategoryRecord[]>();
  }

  product(id: string): Promise<ProductRecord | null> {
    return this.models.Product.findById(id).lean<ProductRecord>().exec();
  }

  productBySku(sku: string): Promise<ProductRecord | null> {
    return this.models.Product.findOne({ sku: sku.trim() }).lean<ProductRecord>().exec();
  }

  products(filter: ProductFilter, page: Page): Promise<ProductRecord[]> {
    const query: Record<string, unknown> = {};
    if (filter.categoryId) query.categoryId = filter.categoryId;
    if (filter.brand) query.brand = filter.brand;
    if (filter.status) query.status = filter.status;
    return this.models.Product.find(query)
      .sort({ createdAt: -1, _id: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean<ProductRecord[]>()
      .exec();
  }

  categories(): Promise<CategoryRecord[]> {
    return this.models.Category.find().sort({ name: 1 }).lean<CategoryRecord[]>().exec();
  }

  category(id: string): Promise<CategoryRecord | null> {
    return this.models.Category.findById(id).lean<CategoryRecord>().exec();
  }

  async createProduct(input: ProductFields): Promise<ProductRecord> {
    const currency = (input.currency ?? 'USD').trim().toUpperCase();
    if (!isIsoCurrency(currency))
      throw badInput('currency', `"${input.currency}" is not an ISO 4217 currency code.`, 'INVALID_FORMAT');
    const _id = randomUUID();
    // Clients that know only a name and a price (the serverless POST /products) get a SKU derived from the id.
    const sku = input.sku?.trim()
      ? text(input.sku, 'sku', 50, true)!
      : `P-${_id.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    if (!SKU.test(sku))
      throw badInput('sku', 'SKU must be letters, digits, ".", "_" or "-" (at most 50).', 'INVALID_FORMAT');
    const record = {
      _id,
      sku,
      name: text(input.name ?? '', 'name', 255, true)!,
      description: input.description ? text(input.description, 'description', 20_000, false) : null,
      brand: input.brand ? text(input.brand, 'brand', 100, false) : null,
      categoryId: input.categoryId ? await this.existingCategory(input.categoryId, 'categoryId') : null,
      listPriceMinor: money(input.price ?? '', currency, 'price'),
      costPriceMinor: input.costPrice ? money(input.costPrice, currency, 'costPrice') : null,
      currency,
      status: input.status ?? 'active',
      images: input.images ? images(input.images) : [],
    };
    const at = new Date();
    try {
      // The event is written in the same insert as the product (outbox), never after it.
      const created = await this.models.Product.create({
        ...record,
        createdAt: at,
        eventSeq: 1,
        outbox: [productCreated(record, at)],
      });
      this.onEvent();
      const { outbox: _outbox, ...product } = created.toObject();
      return await this.indexed(product);
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('sku', `A product with SKU "${sku}" already exists.`, 'ALREADY_EXISTS');
      throw error;
    }
  }

  async updateProduct(id: string, input: ProductFields): Promise<ProductRecord> {
    const current = await this.product(id);
    if (!current) throw notFound('PRODUCT_NOT_FOUND', id);
    const set: Partial<ProductRecord> = {};
    if (input.sku != null) {
      const sku = text(input.sku, 'sku', 50, true)!;
      if (!SKU.test(sku))
        throw badInput('sku', 'SKU must be letters, digits, ".", "_" or "-" (at most 50).', 'INVALID_FORMAT');
      set.sku = sku;
    }
    if (input.name != null) set.name = text(input.name, 'name', 255, true)!;
    if (input.description !== undefined)
      set.description = input.description ? text(input.description, 'description', 20_000, false) : null;
    if (input.brand !== undefined) set.brand = input.brand ? text(input.brand, 'brand', 100, false) : null;
    if (input.categoryId !== undefined)
      set.categoryId = input.categoryId ? await this.existingCategory(input.categoryId, 'categoryId') : null;
    if (input.price != null) set.listPriceMinor = money(input.price, current.currency, 'price');
    if (input.costPrice !== undefined)
      set.costPriceMinor = input.costPrice ? money(input.costPrice, current.currency, 'costPrice') : null;
    if (input.status != null) set.status = input.status;
    if (input.images != null) set.images = images(input.images);
    const changed = (['name', 'description'] as const).filter(
      (field) => field in set && (set[field] ?? null) !== (current[field] ?? null),
    );
    // ProductUpdatedEvent when the name or description changes, in the same update; the sequence guard
    // makes a concurrent change of the same product retry rather than reuse a sequence number.
    const sequence = (current.eventSeq ?? 0) + 1;
    const update = changed.length
      ? {
          $set: { ...set, eventSeq: sequence },
          $push: {
            outbox: newEvent('ProductUpdatedEvent', 'product', id, sequence, {
              id,
              changed: [...changed],
              name: set.name ?? current.name,
              description: (changed.includes('description') ? set.description : current.description) ?? null,
              price: formatMinor(set.listPriceMinor ?? current.listPriceMinor, current.currency),
              currency: current.currency,
            }),
          },
        }
      : { $set: set };
    const filter = changed.length ? { _id: id, eventSeq: current.eventSeq ?? 0 } : { _id: id };
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
      return await this.indexed(updated);
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('sku', `A product with SKU "${set.sku}" already exists.`, 'ALREADY_EXISTS');
      throw error;
    }
  }

  async createCategory(input: {
    name: string;
    slug: string;
    parentId?: string | null;
  }): Promise<CategoryRecord> {
    const name = text(input.name, 'name', 100, true)!;
    const slug = input.slug.trim();
    if (!SLUG.test(slug) || slug.length > 100)
      throw badInput('slug', 'Slug must be lower-case words joined by dashes.', 'INVALID_FORMAT');
    const parentId = input.parentId ? await this.existingCategory(input.parentId, 'parentId') : null;
    try {
      const created = await this.models.Category.create({ name, slug, parentId });
      return created.toObject<CategoryRecord>();
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('slug', `A category with slug "${slug}" already exists.`, 'ALREADY_EXISTS');
      throw error;
    }
  }

  private async existingCategory(id: string, field: string): Promise<string> {
    if (!(await this.models.Category.exists({ _id: id })))
      throw badInput(field, `No category with id "${id}".`, 'NOT_FOUND');
    return id;
  }
}
