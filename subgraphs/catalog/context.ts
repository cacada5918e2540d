import type DataLoader from 'dataloader';
import { oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import type { CategoryRecord, ProductRecord } from './models/product';
import type { CatalogService } from './services/catalog-service';
import type { SearchService } from './search/service';

export interface CatalogContext extends BaseContext {
  catalog: CatalogService;
  search: SearchService;
  maxPageSize: number;
  loaders: {
    productById: DataLoader<string, ProductRecord | null>;
    categoryById: DataLoader<string, CategoryRecord | null>;
  };
}

export function createCatalogContext(
  base: BaseContext,
  catalog: CatalogService,
  search: SearchService,
  maxPageSize: number,
): CatalogContext {
  return {
    ...base,
    catalog,
    search,
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
    },
  };
}
