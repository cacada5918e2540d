import type {
  CreateCategoryInput as CreateCategoryArgs,
  CreateProductInput as CreateProductArgs,
  MutationResolvers,
  ProductImageInput as ProductImageArgs,
  ProductOptionInput as ProductOptionArgs,
  ProductVariantInput as ProductVariantArgs,
  VariantOptionValueInput as VariantOptionValueArgs,
  UpdateProductInput as UpdateProductArgs,
  UpdatePriceRuleInput as UpdatePriceRuleArgs,
} from '../__generated__/resolvers-types';
import type { PriceRuleInput } from '../price-rules/validation';
import type {
  CreateCategoryInput,
  CreateProductInput,
  ProductImageInput,
  UpdateProductInput,
} from '../services/catalog-service';
import type { OptionInput, OptionValueInput, VariantInput } from '../variants/variants';

export const Mutation: MutationResolvers = {
  createProduct: (_, { input }, { catalog, caller }) => catalog.createProduct(caller, createProduct(input)),
  updateProduct: (_, { id, input }, { catalog, caller }) =>
    catalog.updateProduct(caller, id, updateProduct(input)),
  createCategory: (_, { input }, { catalog, caller }) =>
    catalog.createCategory(caller, createCategory(input)),
  saveSearchSynonyms: (_, { id, terms }, { search, caller }) => search.saveSynonyms(caller, { id, terms }),
  deleteSearchSynonyms: (_, { id }, { search, caller }) => search.deleteSynonyms(caller, id),
  addProductVariant: (_, { productId, input }, { variants, caller }) =>
    variants.addVariant(caller, productId, variant(input)),
  updateProductVariant: (_, { id, input }, { variants, caller }) =>
    variants.updateVariant(caller, id, {
      sku: input.sku,
      barcode: input.barcode,
      options: input.options?.map(optionValue),
      price: input.price,
      costPrice: input.costPrice,
      weightGrams: input.weightGrams,
      images: input.images?.map(image),
      status: input.status,
    }),
  createReview: (_, { input: { productId, stars, title, text } }, { reviews, caller }) =>
    reviews.create(caller, { productId, stars, title, text }),
  hideReview: (_, { id, reason }, { reviews, caller }) => reviews.hide(caller, id, reason),
  createPriceRule: (_, { input }, { priceRules, caller }) =>
    priceRules.create(caller, { productId: input.productId, ...priceRule(input) }),
  updatePriceRule: (_, { id, input }, { priceRules, caller }) =>
    priceRules.update(caller, id, priceRule(input)),
  deletePriceRule: (_, { id }, { priceRules, caller }) => priceRules.remove(caller, id),
  unhideReview: (_, { id }, { reviews, caller }) => reviews.unhide(caller, id),
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
    options: input.options?.map(option),
    variants: input.variants?.map(variant),
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
    options: input.options?.map(option),
  };
}

function option({ name, values }: ProductOptionArgs): OptionInput {
  return { name, values };
}

function optionValue({ name, value }: VariantOptionValueArgs): OptionValueInput {
  return { name, value };
}

function variant(input: ProductVariantArgs): VariantInput {
  return {
    sku: input.sku,
    barcode: input.barcode,
    options: input.options.map(optionValue),
    price: input.price,
    costPrice: input.costPrice,
    weightGrams: input.weightGrams,
    images: input.images?.map(image),
    status: input.status,
  };
}

function priceRule(input: UpdatePriceRuleArgs): Omit<PriceRuleInput, 'productId'> {
  return {
    variantId: input.variantId,
    kind: input.kind,
    price: input.price,
    tiers: input.tiers?.map(({ minQuantity, price }) => ({ minQuantity, price })),
    group: input.customerGroup,
    validFrom: input.validFrom == null ? null : new Date(input.validFrom),
    validTo: input.validTo == null ? null : new Date(input.validTo),
  };
}

function image({ url, alt, primary }: ProductImageArgs): ProductImageInput {
  return { url, alt, primary };
}

function createCategory({ name, slug, parentId }: CreateCategoryArgs): CreateCategoryInput {
  return { name, slug, parentId };
}
