import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { findLean } from '../../../platform/mongo/reads';
import type { CatalogModels, ProductRecord, VariantRecord } from '../models/product';
import { variantPriceChanges } from '../price-rules/prices';
import { productUpdated, type CatalogService } from '../services/catalog-service';
import {
  changedVariant,
  checkVariants,
  hasOptions,
  MAX_VARIANTS,
  parseVariant,
  skusOf,
  variantsOf,
  type VariantChanges,
  type VariantInput,
  type VariantView,
} from './variants';

const seesUnreleased = (caller: Caller) => caller.reach.read.kind === 'all';

/**
 * Variants of products with options: adding and changing them (admins, permissions.ts), and reading one
 * by id. Every write is one update of the product document guarded by its variants' revision, so two
 * concurrent variant writes never lose one another, and the unique `skus` index keeps a SKU unique across
 * all products and variants even when two writers race for it.
 */
export class VariantService {
  constructor(
    private readonly models: CatalogModels,
    /** SKU checks against documents older than variants, search indexing after a write, the clock. */
    private readonly catalog: CatalogService,
    /** Called after a write that recorded an event, so the outbox relay runs at once. Default: nothing. */
    private readonly onEvent: () => void = () => {},
  ) {}

  /**
   * Variants by id, each with its product (a default variant's id is its product's). A draft product's
   * variants only for staff, as the product itself.
   */
  async variantsByIds(caller: Caller, ids: readonly string[]): Promise<VariantView[]> {
    const products = await findLean<ProductRecord>(this.models.Product, {
      $or: [{ _id: { $in: ids } }, { 'variants._id': { $in: ids } }],
    });
    const wanted = new Set(ids);
    return products
      .filter((product) => product.status !== 'draft' || seesUnreleased(caller))
      .flatMap((product) =>
        variantsOf(product)
          .filter((variant) => wanted.has(variant._id))
          .map((variant) => ({ ...variant, product })),
      );
  }

  async addVariant(caller: Caller, productId: string, input: VariantInput): Promise<VariantView> {
    const product = await this.models.Product.findById(productId).lean<ProductRecord>();
    if (!product) throw notFound('PRODUCT_NOT_FOUND', productId);
    if (!hasOptions(product))
      throw badInput(
        'productId',
        'This product has no options: it is sold as its one default variant (change it with updateProduct).',
        'NOT_ALLOWED',
      );
    const current = product.variants ?? [];
    if (current.length >= MAX_VARIANTS)
      throw badInput('productId', `A product has at most ${MAX_VARIANTS} variants.`, 'OUT_OF_RANGE');
    const variant = parseVariant(input, { ...product, options: product.options! }, 'variant');
    const variants = [...current, variant];
    checkVariants(product.sku, variants, () => 'variant');
    return this.write(caller, product, variants, variant._id);
  }

  async updateVariant(caller: Caller, variantId: string, changes: VariantChanges): Promise<VariantView> {
    const product = await this.models.Product.findOne({ 'variants._id': variantId }).lean<ProductRecord>();
    if (!product) {
      if (await this.models.Product.exists({ _id: variantId }))
        throw badInput(
          'id',
          'This is a default variant: it changes with its product (updateProduct).',
          'NOT_ALLOWED',
        );
      throw notFound('VARIANT_NOT_FOUND', variantId);
    }
    const variants = (product.variants ?? []).map((variant) =>
      variant._id === variantId
        ? changedVariant(variant, changes, { ...product, options: product.options! }, 'variant')
        : variant,
    );
    checkVariants(product.sku, variants, (index) =>
      variants[index]!._id === variantId ? 'variant' : `variants[${index}]`,
    );
    return this.write(caller, product, variants, variantId);
  }

  private async write(
    caller: Caller,
    product: ProductRecord,
    variants: VariantRecord[],
    variantId: string,
  ): Promise<VariantView> {
    const skus = skusOf(product.sku, variants);
    const field = () => 'variant.sku';
    await this.catalog.refuseTakenSkus(skus, product._id, field);
    // A variant's price is a price clients see: ProductUpdatedEvent in the same update (caches purge it,
    // price-drop alerts compare it), guarded by the event sequence as every event-writing update is.
    const now = this.catalog.clock.now();
    const repriced = variantPriceChanges(product, { ...product, variants }, now);
    const sequence = (product.eventSeq ?? 0) + 1;
    let updated: ProductRecord | null;
    try {
      updated = await this.models.Product.findOneAndUpdate(
        {
          _id: product._id,
          variantsRev: product.variantsRev ?? null,
          ...(repriced.length ? { eventSeq: product.eventSeq ?? 0 } : {}),
        },
        repriced.length
          ? {
              $set: { variants, skus, eventSeq: sequence },
              $inc: { variantsRev: 1 },
              $push: {
                outbox: productUpdated({ ...product, variants }, product, sequence, ['price'], now, repriced),
              },
            }
          : { $set: { variants, skus }, $inc: { variantsRev: 1 } },
        { returnDocument: 'after' },
      ).lean<ProductRecord>();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw await this.catalog.takenSkuError(skus, product._id, field);
      throw error;
    }
    if (!updated)
      throw appError(
        'CONCURRENT_MODIFICATION',
        "The product's variants changed while this write ran; read them again and retry.",
      );
    if (repriced.length) this.onEvent();
    await this.catalog.indexed(caller, updated);
    return { ...updated.variants!.find((variant) => variant._id === variantId)!, product: updated };
  }
}
