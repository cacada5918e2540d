import type {
  CreateCategoryInput as CreateCategoryArgs,
  CreateProductInput as CreateProductArgs,
  MutationResolvers,
  ProductImageInput as ProductImageArgs,
  UpdateProductInput as UpdateProductArgs,
} from '../__generated__/resolvers-types';
import type {
  CreateCategoryInput,
  CreateProductInput,
  ProductImageInput,
  UpdateProductInput,
} from '../services/catalog-service';

export const Mutation: MutationResolvers = {
  createProduct: (_, { input }, { catalog, caller }) => catalog.createProduct(caller, createProduct(input)),
  updateProduct: (_, { id, input }, { catalog, caller }) =>
    catalog.updateProduct(caller, id, updateProduct(input)),
  createCategory: (_, { input }, { catalog, caller }) =>
    catalog.createCategory(caller, createCategory(input)),
  saveSearchSynonyms: (_, { id, terms }, { search, caller }) => search.saveSynonyms(caller, { id, terms }),
  deleteSearchSynonyms: (_, { id }, { search, caller }) => search.deleteSynonyms(caller, id),
};

// The arguments as the catalog takes them. An omitted GraphQL field stays undefined ("keep"), an explicit
// null stays null ("clear"), as UpdateProductInput distinguishes them.

function createProduct(input: CreateProductArgs): CreateProductInput {
  return {
    sku: input.sku,
    name: input.name,
    description: input.description,
    brand: input.brand,
    categoryId: input.categoryId,
    price: input.price,
    costPrice: input.costPrice,
    currency: input.currency,
    status: input.status,
    images: input.images?.map(image),
  };
}

function updateProduct(input: UpdateProductArgs): UpdateProductInput {
  return {
    sku: input.sku,
    name: input.name,
    description: input.description,
    brand: input.brand,
    categoryId: input.categoryId,
    price: input.price,
    costPrice: input.costPrice,
    status: input.status,
    images: input.images?.map(image),
  };
}

function image({ url, alt, primary }: ProductImageArgs): ProductImageInput {
  return { url, alt, primary };
}

function createCategory({ name, slug, parentId }: CreateCategoryArgs): CreateCategoryInput {
  return { name, slug, parentId };
}
