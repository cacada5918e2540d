import { isDuplicateKeyError } from '../../../platform/errors';
import { variantOf, type InventoryModels, type StockLevelRecord } from '../models/stock';

/**
 * Adds variants to a product's `stock_products` entry (idempotent). Two first entries for one product may
 * race to insert it: the loser adds to the winner's.
 */
export async function listVariants(
  models: Pick<InventoryModels, 'StockProduct'>,
  productId: string,
  variantIds: readonly string[],
): Promise<void> {
  const add = () =>
    models.StockProduct.updateOne(
      { _id: productId },
      { $addToSet: { variantIds: { $each: [...variantIds] } } },
      { upsert: true },
    );
  await add().catch((error: unknown) => {
    if (!isDuplicateKeyError(error)) throw error;
    return add();
  });
}

/**
 * The entry that says the levels written before `stock_products` existed have been listed. Not a product
 * id: products have UUIDs.
 */
const LEVELS_LISTED = '#levels-listed';

/**
 * Lists the variants of stock levels written before `stock_products` existed (a database of an earlier
 * version), so that their products' stock, read by `_id` through it, is not lost. Runs at start and reads
 * the levels' ids once per database: afterwards a marker entry says it is done (every later stock write
 * lists its variant itself). Answers how many products it listed.
 */
export async function listStockedVariants(models: InventoryModels): Promise<number> {
  if (await models.StockProduct.exists({ _id: LEVELS_LISTED })) return 0;
  const variants = new Map<string, Set<string>>();
  for await (const level of models.StockLevel.find({}, { productId: 1, variantId: 1 })
    .lean<Pick<StockLevelRecord, '_id' | 'productId' | 'variantId'>>()
    .cursor({ batchSize: 5_000 })) {
    const variantId = variantOf(level);
    if (variantId === level.productId) continue;
    const listed = variants.get(level.productId) ?? new Set<string>();
    variants.set(level.productId, listed.add(variantId));
  }
  for (const [productId, variantIds] of variants) await listVariants(models, productId, [...variantIds]);
  await listVariants(models, LEVELS_LISTED, []);
  return variants.size;
}
