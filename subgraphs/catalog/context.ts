import type DataLoader from 'dataloader';
import { oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import type { CategoryRecord, ProductRecord } from './models/product';
import type { CustomerGroupsLookup, PriceRuleService } from './price-rules/price-rule-service';
import type { ReviewService } from './reviews/review-service';
import type { CatalogService } from './services/catalog-service';
import type { SearchService } from './search/service';
import type { VariantService } from './variants/variant-service';
import type { VariantView } from './variants/variants';

export interface CatalogContext extends BaseContext {
  catalog: CatalogService;
  variants: VariantService;
  reviews: ReviewService;
  search: SearchService;
  priceRules: PriceRuleService;
  /** The caller's customer groups: asked once per request, and only when a group price could apply. */
  customerGroups: () => Promise<readonly string[]>;
  maxPageSize: number;
  loaders: {
    productById: DataLoader<string, ProductRecord | null>;
    categoryById: DataLoader<string, CategoryRecord | null>;
    variantById: DataLoader<string, VariantView | null>;
  };
}

export interface CatalogServices {
  catalog: CatalogService;
  variants: VariantService;
  reviews: ReviewService;
  search: SearchService;
  priceRules: PriceRuleService;
  customerGroups: CustomerGroupsLookup;
}

export function createCatalogContext(
  base: BaseContext,
  { catalog, variants, reviews, search, priceRules, customerGroups }: CatalogServices,
  maxPageSize: number,
): CatalogContext {
  let groups: Promise<readonly string[]> | undefined;
  const person = base.caller.person;
  return {
    ...base,
    catalog,
    variants,
    reviews,
    search,
    priceRules,
    customerGroups: () => (groups ??= person ? customerGroups(base.caller, person) : Promise.resolve([])),
    maxPageSize,
    loaders: {
      productById: oneLoader(
        (ids) => catalog.productsByIds(base.caller, ids),
        (product) => product._id,
      ),
      categoryById: oneLoader(
        (ids) => catalog.categoriesByIds(base.caller, ids),
        (category) => category._id,
      ),
      variantById: oneLoader(
        (ids) => variants.variantsByIds(base.caller, ids),
        (variant) => variant._id,
      ),
    },
  };
}
