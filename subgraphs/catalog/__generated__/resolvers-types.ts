import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductRecord, CategoryRecord } from '../models/product';
import type { SearchHitRecord, SearchResultRecord, SuggestionsRecord, SearchQueryReportResult } from '../search/service';
import type { EngineFacets, FacetCount, PriceBucketCount } from '../search/engine';
import type { SynonymSetRecord } from '../search/models';
import type { QueryCount } from '../search/query-log';
import type { VariantView } from '../variants/variants';
import type { ReviewRecord } from '../reviews/model';
import type { ReviewPageValue } from '../reviews/review-service';
import type { PriceRuleView, PriceTierView, QuotedPrice } from '../price-rules/price-rule-service';
import type { CatalogContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 timestamp in UTC, for example 2026-11-22T10:15:00.000Z. */
  DateTime: { input: Date | string; output: Date | string; }
  /** An exact decimal amount as a string, e.g. "19.99". Inputs also accept a JSON number. */
  Decimal: { input: string; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type Category = {
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parent?: Maybe<Category>;
  /** Products of this category, newest first. `limit` is capped at 100. */
  products: Array<Product>;
  slug: Scalars['String']['output'];
};


export type CategoryProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateCategoryInput = {
  name: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Lower-case words joined by dashes; unique. */
  slug: Scalars['String']['input'];
};

export type CreateProductInput = {
  brand?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  costPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** ISO 4217 code. Default USD. */
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  images?: InputMaybe<Array<ProductImageInput>>;
  name: Scalars['String']['input'];
  /** At most 3 options of at most 50 values each; names and values unique within their list (any case). */
  options?: InputMaybe<Array<ProductOptionInput>>;
  /** Selling price in `currency`, at most the currency's minor-unit digits (2 for USD). Must be >= 0. */
  price: Scalars['Decimal']['input'];
  /** Unique, at most 50 letters, digits, ".", "_" or "-". Default: P- and 12 characters of the new id. */
  sku?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
  /** Required (at least one) when options are given, refused otherwise; at most 100. */
  variants?: InputMaybe<Array<ProductVariantInput>>;
};

export type CreateReviewInput = {
  productId: Scalars['ID']['input'];
  /** 1 to 5. */
  stars: Scalars['Int']['input'];
  /** 1-5000 characters. */
  text: Scalars['String']['input'];
  /** 1-200 characters. */
  title: Scalars['String']['input'];
};

/** One value of a facet and how many products have it. */
export type FacetValue = {
  __typename?: 'FacetValue';
  count: Scalars['Int']['output'];
  /** What to show: the category's name; otherwise the value. */
  label: Scalars['String']['output'];
  /** The brand, the category id, or the option value. */
  value: Scalars['String']['output'];
};

/** The unit price of a line for a customer, now, and the rule that set it (null: the list price). */
export type LinePrice = {
  __typename?: 'LinePrice';
  listPrice: Money;
  priceRuleId?: Maybe<Scalars['ID']['output']>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  unitPrice: Money;
  variantId: Scalars['ID']['output'];
};

/** An exact amount of money: a decimal string in the currency's minor-unit precision, and its ISO 4217 code. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin: a new variant of a product with options. */
  addProductVariant: ProductVariant;
  createCategory: Category;
  /** Admin: a price rule for a product or one of its variants. */
  createPriceRule: PriceRule;
  createProduct: Product;
  /**
   * A customer reviews a product they received (an order of theirs with it was delivered): once per
   * product (REVIEW_NOT_ALLOWED otherwise, BAD_USER_INPUT ALREADY_EXISTS for a second review).
   */
  createReview: Review;
  /** Admin: deletes a price rule; answers it as it was. */
  deletePriceRule: PriceRule;
  /** Deletes a synonym group; false when there was none. Admins. */
  deleteSearchSynonyms: Scalars['Boolean']['output'];
  /** Staff: hides a review from customers (it leaves the rating), with the reason. */
  hideReview: Review;
  /** Creates a synonym group (no id) or replaces one's terms (2-20 terms); admins. */
  saveSearchSynonyms: SearchSynonymSet;
  /** Staff: shows a hidden review again. */
  unhideReview: Review;
  /** Admin: replaces a price rule's content. */
  updatePriceRule: PriceRule;
  updateProduct: Product;
  /** Admin: changes a variant of a product with options (a default variant changes with updateProduct). */
  updateProductVariant: ProductVariant;
};


export type MutationAddProductVariantArgs = {
  input: ProductVariantInput;
  productId: Scalars['ID']['input'];
};


export type MutationCreateCategoryArgs = {
  input: CreateCategoryInput;
};


export type MutationCreatePriceRuleArgs = {
  input: PriceRuleInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


export type MutationCreateReviewArgs = {
  input: CreateReviewInput;
};


export type MutationDeletePriceRuleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSearchSynonymsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHideReviewArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationSaveSearchSynonymsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  terms: Array<Scalars['String']['input']>;
};


export type MutationUnhideReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePriceRuleArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePriceRuleInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProductInput;
};


export type MutationUpdateProductVariantArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProductVariantInput;
};

export type OptionFacet = {
  __typename?: 'OptionFacet';
  name: Scalars['String']['output'];
  values: Array<FacetValue>;
};

/** Products priced from `min` (included) up to `max` (excluded); null is open-ended. */
export type PriceBucket = {
  __typename?: 'PriceBucket';
  count: Scalars['Int']['output'];
  max?: Maybe<Scalars['Decimal']['output']>;
  min?: Maybe<Scalars['Decimal']['output']>;
};

/** A line the orders subgraph prices: a variant (a default variant's id is its product's) and its units. */
export type PriceLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A price rule of a product (`variantId` null) or of one of its variants. Every kind may have a validity
 * period (`validFrom` inclusive, `validTo` exclusive). When several apply, the most specific wins (a
 * variant's rule beats the product's), then the lowest unit price; with none, the list price applies.
 */
export type PriceRule = {
  __typename?: 'PriceRule';
  createdAt: Scalars['DateTime']['output'];
  customerGroup?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: PriceRuleKind;
  /** The unit price of a SCHEDULED or CUSTOMER_GROUP rule. */
  price?: Maybe<Money>;
  productId: Scalars['ID']['output'];
  /** QUANTITY_TIERS only, by ascending minQuantity. */
  tiers: Array<PriceTier>;
  updatedAt: Scalars['DateTime']['output'];
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validTo?: Maybe<Scalars['DateTime']['output']>;
  variantId?: Maybe<Scalars['ID']['output']>;
};

/**
 * A price rule. SCHEDULED needs `price` and `validFrom`; QUANTITY_TIERS needs `tiers` (1-20) and no `price`;
 * CUSTOMER_GROUP needs `price` and `customerGroup`. Prices above 0, in the product's currency; `validTo`
 * after `validFrom`. Two QUANTITY_TIERS rules of the same product or variant may not overlap in time.
 */
export type PriceRuleInput = {
  customerGroup?: InputMaybe<Scalars['String']['input']>;
  kind: PriceRuleKind;
  price?: InputMaybe<Scalars['Decimal']['input']>;
  productId: Scalars['ID']['input'];
  tiers?: InputMaybe<Array<PriceTierInput>>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** A variant of the product; null (or the product's own id): the whole product. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** How a price rule sets a unit price. */
export type PriceRuleKind =
  /** One unit price for the customers of a customer group (as setCustomerGroups assigns them). */
  | 'group'
  /** A unit price by the quantity of the line: the tier with the largest `minQuantity` not above it. */
  | 'tiers'
  /** One unit price from `validFrom` (required) until `validTo` (exclusive; null: open-ended). */
  | 'scheduled';

export type PriceTier = {
  __typename?: 'PriceTier';
  minQuantity: Scalars['Int']['output'];
  price: Money;
};

export type PriceTierInput = {
  /** 1-10000; each tier of a rule starts at another quantity. */
  minQuantity: Scalars['Int']['input'];
  /** Above 0. */
  price: Scalars['Decimal']['input'];
};

/**
 * A product of the catalog. Prices are stored as integer minor units; `price` is exact, `listPrice` and
 * `costPrice` are the same amounts (DECIMAL(12,2): at most 10 integer digits) as numbers for convenience.
 */
export type Product = {
  __typename?: 'Product';
  brand?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Category>;
  /** The list price when a price rule makes `price` lower now (to show struck through); null otherwise. */
  compareAtPrice?: Maybe<Money>;
  /** What the product costs the merchant. */
  costPrice?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  images: Array<ProductImage>;
  /** The list price, before price rules. */
  listPrice: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The named options (size, colour, ...) its variants choose from; empty for a product sold as one variant. */
  options: Array<ProductOption>;
  /**
   * What the caller pays for one unit now: the list price, or the price rule that applies to them (a
   * scheduled price, a quantity tier from 1 unit, their customer group's price; see PriceRule).
   */
  price: Money;
  /** Staff: the price rules of the product and of its variants, oldest first. */
  priceRules: Array<PriceRule>;
  /** Mean stars (1-5) of its visible reviews; null while it has none. */
  rating?: Maybe<Scalars['Float']['output']>;
  /** How many visible reviews it has. */
  reviewCount: Scalars['Int']['output'];
  /** Visible reviews, newest first (staff also see hidden ones). `limit` is capped at 100. */
  reviews: ReviewPage;
  /** Unique stock-keeping unit, at most 50 characters. */
  sku: Scalars['String']['output'];
  status: ProductStatus;
  updatedAt: Scalars['DateTime']['output'];
  /**
   * What is sold: at least one. A product without options has exactly one, its default variant, whose id
   * and SKU are the product's own.
   */
  variants: Array<ProductVariant>;
};


/**
 * A product of the catalog. Prices are stored as integer minor units; `price` is exact, `listPrice` and
 * `costPrice` are the same amounts (DECIMAL(12,2): at most 10 integer digits) as numbers for convenience.
 */
export type ProductReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductImage = {
  __typename?: 'ProductImage';
  alt?: Maybe<Scalars['String']['output']>;
  primary: Scalars['Boolean']['output'];
  /** Smaller WebP copies of an uploaded image, narrowest first; empty for images given by URL. */
  thumbnails: Array<ProductThumbnail>;
  url: Scalars['String']['output'];
};

export type ProductImageInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['Boolean']['input']>;
  url: Scalars['String']['input'];
};

/** A named option such as Size or Colour and the values its variants may take, in display order. */
export type ProductOption = {
  __typename?: 'ProductOption';
  name: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type ProductOptionInput = {
  /** 1-50 characters, e.g. Size. */
  name: Scalars['String']['input'];
  /** 1-50 values of 1-50 characters each. */
  values: Array<Scalars['String']['input']>;
};

/**
 * A product found by `searchProducts`. `score` is its BM25 relevance over name, brand, category and
 * description (higher is better; comparable within one search only).
 */
export type ProductSearchHit = {
  __typename?: 'ProductSearchHit';
  /**
   * The fields whose words matched (name, description), HTML-escaped, each matched word wrapped in
   * `<mark>`; a long description is cut around its first match.
   */
  highlights: Array<SearchHighlight>;
  product: Product;
  score: Scalars['Float']['output'];
};

/**
 * A product search: text and filters, all optional. Filters of different kinds combine with AND, the
 * values of one filter with OR.
 */
export type ProductSearchInput = {
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Products in these categories or any of their descendants. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** true: only products with units available; false: only those without. */
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1-100 (larger values are capped). Default 20. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  maxPrice?: InputMaybe<Scalars['Decimal']['input']>;
  minPrice?: InputMaybe<Scalars['Decimal']['input']>;
  /** 0-5: products whose average rating is at least this (unrated products are left out). */
  minRating?: InputMaybe<Scalars['Float']['input']>;
  /** 0-10000. Default 0. */
  offset?: InputMaybe<Scalars['Int']['input']>;
  options?: InputMaybe<Array<SearchOptionFilter>>;
  /** 0-200 characters. Empty lists every active product (browsing by filters). */
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSearchSort>;
};

export type ProductSearchResult = {
  __typename?: 'ProductSearchResult';
  /** A corrected query that finds something, when this one found nothing; null otherwise. */
  didYouMean?: Maybe<Scalars['String']['output']>;
  facets: SearchFacets;
  hits: Array<ProductSearchHit>;
  /** How many products match (every page together). */
  total: Scalars['Int']['output'];
};

/** How `productSearch` orders its hits. */
export type ProductSearchSort =
  | 'newest'
  | 'priceAsc'
  | 'priceDesc'
  /** Highest average rating first (more reviews first on a tie); unrated products last. */
  | 'rating'
  /** Best match first (newest first when there is no text). */
  | 'relevance';

export type ProductStatus =
  /** Orderable. */
  | 'active'
  /** No longer sold; not orderable. */
  | 'discontinued'
  /** Not yet published; not orderable. */
  | 'draft';

/** A thumbnail of an uploaded product image. */
export type ProductThumbnail = {
  __typename?: 'ProductThumbnail';
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/**
 * One sellable version of a product (a size and colour, say), with a SKU unique across every product and
 * variant. A product without options has one: its default variant, with the product's id and SKU.
 */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** GTIN-8, -12 (UPC-A), -13 (EAN) or -14, digits only, check digit verified; null when it has none. */
  barcode?: Maybe<Scalars['String']['output']>;
  /** The list price when a price rule makes `price` lower now; null otherwise. */
  compareAtPrice?: Maybe<Money>;
  /** What the variant costs the merchant (staff). */
  costPrice?: Maybe<Money>;
  id: Scalars['ID']['output'];
  /** Its own images, or the product's when it has none. */
  images: Array<ProductImage>;
  /** The variant's own price before price rules. */
  listPrice: Money;
  /** One value per option of the product, in the product's option order; empty for a default variant. */
  options: Array<VariantOptionValue>;
  /** What the caller pays for one unit now (price rules of the variant and of its product applied). */
  price: Money;
  product: Product;
  sku: Scalars['String']['output'];
  /** Orderable only when both the variant and its product are ACTIVE. */
  status: ProductStatus;
  weightGrams?: Maybe<Scalars['Int']['output']>;
};

export type ProductVariantInput = {
  /** GTIN-8/12/13/14 digits; a wrong check digit is refused. */
  barcode?: InputMaybe<Scalars['String']['input']>;
  costPrice?: InputMaybe<Scalars['Decimal']['input']>;
  images?: InputMaybe<Array<ProductImageInput>>;
  /** Exactly one value of every option of the product; no two variants share a combination. */
  options: Array<VariantOptionValueInput>;
  /** Default: the product's price. */
  price?: InputMaybe<Scalars['Decimal']['input']>;
  /** Unique across all products and variants (as a product SKU). */
  sku: Scalars['String']['input'];
  status?: InputMaybe<ProductStatus>;
  /** An integer >= 0. */
  weightGrams?: InputMaybe<Scalars['Int']['input']>;
};

export type Query = {
  __typename?: 'Query';
  categories: Array<Category>;
  category?: Maybe<Category>;
  /**
   * Services (orders): each line's unit price for a customer in `customerGroups` at the line's quantity,
   * now; null for a line whose product or variant does not exist.
   */
  linePrices: Array<Maybe<LinePrice>>;
  product?: Maybe<Product>;
  productBySku?: Maybe<Product>;
  /**
   * Active products by text, filters, facets, sort and page. Typos are forgiven (none in words under 5
   * letters, one from 5, two from 9; exact words rank above corrected ones), the last word also matches as
   * the beginning of a word while it is typed, and the staff's synonyms apply.
   */
  productSearch: ProductSearchResult;
  /** A variant by its id (a default variant's id is its product's). */
  productVariant?: Maybe<ProductVariant>;
  /** Products, newest first, optionally filtered. `limit` is capped at 100. */
  products: Array<Product>;
  /**
   * Active products ranked by relevance to `query`: words in the name count most, then brand, category and
   * description; every query word also matches as the beginning of a word (search-as-you-type), at half
   * weight, and products matching all words rank first. Accents and case are ignored, plurals folded.
   * `query` 1-200 characters; `limit` 1-100 (larger values are capped), default 20.
   */
  searchProducts: Array<ProductSearchHit>;
  /** Top and zero-result search queries between two dates (staff); `limit` 1-100, default 20. */
  searchQueryReport: SearchQueryReport;
  /** The search's synonym groups (staff). */
  searchSynonyms: Array<SearchSynonymSet>;
  /** For the search box: completions of `prefix` (1-200 characters) and the best `limit` (1-10, default 5) products. */
  suggest: SearchSuggestions;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLinePricesArgs = {
  customerGroups: Array<Scalars['String']['input']>;
  lines: Array<PriceLineInput>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductBySkuArgs = {
  sku: Scalars['String']['input'];
};


export type QueryProductSearchArgs = {
  input: ProductSearchInput;
};


export type QueryProductVariantArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  brand?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ProductStatus>;
};


export type QuerySearchProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySearchQueryReportArgs = {
  from: Scalars['DateTime']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  to: Scalars['DateTime']['input'];
};


export type QuerySuggestArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  prefix: Scalars['String']['input'];
};

/**
 * A customer's review of a product they received (one per customer and product). Hidden reviews (by
 * moderation) are visible to staff only and count in no rating.
 */
export type Review = {
  __typename?: 'Review';
  createdAt: Scalars['DateTime']['output'];
  hidden: Scalars['Boolean']['output'];
  /** Why staff hid it (staff only). */
  hiddenReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  /** 1 to 5. */
  stars: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The reviewer's user id. */
  userId: Scalars['ID']['output'];
};

export type ReviewPage = {
  __typename?: 'ReviewPage';
  items: Array<Review>;
  /** All reviews the caller may see for this product, over every page. */
  total: Scalars['Int']['output'];
};

/**
 * Counts over the products matching the text, each facet honouring every OTHER active filter (so choosing a
 * brand still shows the other brands' counts). At most 20 values each, the most frequent first. A category
 * counts the products of its whole subtree.
 */
export type SearchFacets = {
  __typename?: 'SearchFacets';
  brands: Array<FacetValue>;
  categories: Array<FacetValue>;
  options: Array<OptionFacet>;
  prices: Array<PriceBucket>;
};

export type SearchHighlight = {
  __typename?: 'SearchHighlight';
  /** name or description. */
  field: Scalars['String']['output'];
  snippet: Scalars['String']['output'];
};

/** Products having any of `values` for the variant option `name` (e.g. Color: Red or Blue). */
export type SearchOptionFilter = {
  name: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type SearchQueryCount = {
  __typename?: 'SearchQueryCount';
  /** Result count of the latest search of it. */
  lastResults: Scalars['Int']['output'];
  /** The query normalised (lower case, plurals folded, common words dropped). */
  query: Scalars['String']['output'];
  searches: Scalars['Int']['output'];
  /** Searches of this query that found nothing. */
  zeroResults: Scalars['Int']['output'];
};

/** What shoppers searched for between `from` and `to` (whole UTC days). */
export type SearchQueryReport = {
  __typename?: 'SearchQueryReport';
  from: Scalars['DateTime']['output'];
  to: Scalars['DateTime']['output'];
  /** Most searched first. */
  topQueries: Array<SearchQueryCount>;
  totalSearches: Scalars['Int']['output'];
  /** Queries that found nothing, most often first. */
  zeroResultQueries: Array<SearchQueryCount>;
  zeroResultSearches: Scalars['Int']['output'];
};

/** What the search box offers while a shopper types. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Completions of the word being typed, the most used first, each the whole query. */
  completions: Array<Scalars['String']['output']>;
  /** The best matching products. */
  products: Array<Product>;
};

/** Words or phrases the search treats as one: any of them also finds what the others find. */
export type SearchSynonymSet = {
  __typename?: 'SearchSynonymSet';
  id: Scalars['ID']['output'];
  terms: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A rule's new content, checked as on creation (its product stays). */
export type UpdatePriceRuleInput = {
  customerGroup?: InputMaybe<Scalars['String']['input']>;
  kind: PriceRuleKind;
  price?: InputMaybe<Scalars['Decimal']['input']>;
  tiers?: InputMaybe<Array<PriceTierInput>>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateProductInput = {
  brand?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  costPrice?: InputMaybe<Scalars['Decimal']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  images?: InputMaybe<Array<ProductImageInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * Only for a product with options: the same option names in any order, each value list keeping every
   * value a variant uses (values may be added, reordered or dropped when unused).
   */
  options?: InputMaybe<Array<ProductOptionInput>>;
  price?: InputMaybe<Scalars['Decimal']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
};

/** Changes to a variant: omitted fields keep their value, null clears barcode, costPrice and weightGrams. */
export type UpdateProductVariantInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  costPrice?: InputMaybe<Scalars['Decimal']['input']>;
  images?: InputMaybe<Array<ProductImageInput>>;
  options?: InputMaybe<Array<VariantOptionValueInput>>;
  price?: InputMaybe<Scalars['Decimal']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
  weightGrams?: InputMaybe<Scalars['Int']['input']>;
};

/** The value a variant takes for one option of its product. */
export type VariantOptionValue = {
  __typename?: 'VariantOptionValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type VariantOptionValueInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  Category: Category;
  Product: Product;
  ProductVariant: ProductVariant;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Category:
    ( { __typename: 'Category' }
    & GraphQLRecursivePick<FederationTypes['Category'], {"id":true}> );
  Product:
    ( { __typename: 'Product' }
    & GraphQLRecursivePick<FederationTypes['Product'], {"id":true}> );
  ProductVariant:
    ( { __typename: 'ProductVariant' }
    & GraphQLRecursivePick<FederationTypes['ProductVariant'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Category: ResolverTypeWrapper<CategoryRecord>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CreateCategoryInput: CreateCategoryInput;
  CreateProductInput: CreateProductInput;
  CreateReviewInput: CreateReviewInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  FacetValue: ResolverTypeWrapper<FacetCount>;
  LinePrice: ResolverTypeWrapper<QuotedPrice>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  OptionFacet: ResolverTypeWrapper<Omit<OptionFacet, 'values'> & { values: Array<ResolversTypes['FacetValue']> }>;
  PriceBucket: ResolverTypeWrapper<PriceBucketCount>;
  PriceLineInput: PriceLineInput;
  PriceRule: ResolverTypeWrapper<PriceRuleView>;
  PriceRuleInput: PriceRuleInput;
  PriceRuleKind: null;
  PriceTier: ResolverTypeWrapper<PriceTierView>;
  PriceTierInput: PriceTierInput;
  Product: ResolverTypeWrapper<ProductRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductImageInput: ProductImageInput;
  ProductOption: ResolverTypeWrapper<ProductOption>;
  ProductOptionInput: ProductOptionInput;
  ProductSearchHit: ResolverTypeWrapper<SearchHitRecord>;
  ProductSearchInput: ProductSearchInput;
  ProductSearchResult: ResolverTypeWrapper<SearchResultRecord>;
  ProductSearchSort: null;
  ProductStatus: null;
  ProductThumbnail: ResolverTypeWrapper<ProductThumbnail>;
  ProductVariant: ResolverTypeWrapper<VariantView>;
  ProductVariantInput: ProductVariantInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Review: ResolverTypeWrapper<ReviewRecord>;
  ReviewPage: ResolverTypeWrapper<ReviewPageValue>;
  SearchFacets: ResolverTypeWrapper<EngineFacets>;
  SearchHighlight: ResolverTypeWrapper<SearchHighlight>;
  SearchOptionFilter: SearchOptionFilter;
  SearchQueryCount: ResolverTypeWrapper<QueryCount>;
  SearchQueryReport: ResolverTypeWrapper<SearchQueryReportResult>;
  SearchSuggestions: ResolverTypeWrapper<SuggestionsRecord>;
  SearchSynonymSet: ResolverTypeWrapper<SynonymSetRecord>;
  UpdatePriceRuleInput: UpdatePriceRuleInput;
  UpdateProductInput: UpdateProductInput;
  UpdateProductVariantInput: UpdateProductVariantInput;
  VariantOptionValue: ResolverTypeWrapper<VariantOptionValue>;
  VariantOptionValueInput: VariantOptionValueInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Category: CategoryRecord;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  CreateCategoryInput: CreateCategoryInput;
  CreateProductInput: CreateProductInput;
  CreateReviewInput: CreateReviewInput;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  FacetValue: FacetCount;
  LinePrice: QuotedPrice;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  OptionFacet: Omit<OptionFacet, 'values'> & { values: Array<ResolversParentTypes['FacetValue']> };
  PriceBucket: PriceBucketCount;
  PriceLineInput: PriceLineInput;
  PriceRule: PriceRuleView;
  PriceRuleInput: PriceRuleInput;
  PriceTier: PriceTierView;
  PriceTierInput: PriceTierInput;
  Product: ProductRecord;
  Float: Scalars['Float']['output'];
  ProductImage: ProductImage;
  ProductImageInput: ProductImageInput;
  ProductOption: ProductOption;
  ProductOptionInput: ProductOptionInput;
  ProductSearchHit: SearchHitRecord;
  ProductSearchInput: ProductSearchInput;
  ProductSearchResult: SearchResultRecord;
  ProductThumbnail: ProductThumbnail;
  ProductVariant: VariantView;
  ProductVariantInput: ProductVariantInput;
  Query: Record<PropertyKey, never>;
  Review: ReviewRecord;
  ReviewPage: ReviewPageValue;
  SearchFacets: EngineFacets;
  SearchHighlight: SearchHighlight;
  SearchOptionFilter: SearchOptionFilter;
  SearchQueryCount: QueryCount;
  SearchQueryReport: SearchQueryReportResult;
  SearchSuggestions: SuggestionsRecord;
  SearchSynonymSet: SynonymSetRecord;
  UpdatePriceRuleInput: UpdatePriceRuleInput;
  UpdateProductInput: UpdateProductInput;
  UpdateProductVariantInput: UpdateProductVariantInput;
  VariantOptionValue: VariantOptionValue;
  VariantOptionValueInput: VariantOptionValueInput;
  Int: Scalars['Int']['output'];
}>;

export type RateLimitDirectiveArgs = {
  duration?: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
};

export type RateLimitDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = RateLimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CategoryResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category'], FederationReferenceType extends FederationReferenceTypes['Category'] = FederationReferenceTypes['Category']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Category']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<CategoryProductsArgs, 'limit' | 'offset'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type FacetValueResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LinePriceResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['LinePrice'] = ResolversParentTypes['LinePrice']> = ResolversObject<{
  listPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceRuleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addProductVariant?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType, RequireFields<MutationAddProductVariantArgs, 'input' | 'productId'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createPriceRule?: Resolver<ResolversTypes['PriceRule'], ParentType, ContextType, RequireFields<MutationCreatePriceRuleArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationCreateReviewArgs, 'input'>>;
  deletePriceRule?: Resolver<ResolversTypes['PriceRule'], ParentType, ContextType, RequireFields<MutationDeletePriceRuleArgs, 'id'>>;
  deleteSearchSynonyms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSearchSynonymsArgs, 'id'>>;
  hideReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationHideReviewArgs, 'id' | 'reason'>>;
  saveSearchSynonyms?: Resolver<ResolversTypes['SearchSynonymSet'], ParentType, ContextType, RequireFields<MutationSaveSearchSynonymsArgs, 'terms'>>;
  unhideReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationUnhideReviewArgs, 'id'>>;
  updatePriceRule?: Resolver<ResolversTypes['PriceRule'], ParentType, ContextType, RequireFields<MutationUpdatePriceRuleArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductVariant?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType, RequireFields<MutationUpdateProductVariantArgs, 'id' | 'input'>>;
}>;

export type OptionFacetResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['OptionFacet'] = ResolversParentTypes['OptionFacet']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
}>;

export type PriceBucketResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['PriceBucket'] = ResolversParentTypes['PriceBucket']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type PriceRuleResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['PriceRule'] = ResolversParentTypes['PriceRule']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PriceRuleKind'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['PriceTier']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type PriceRuleKindResolvers = { CUSTOMER_GROUP: 'group', QUANTITY_TIERS: 'tiers', SCHEDULED: 'scheduled' };

export type PriceTierResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['PriceTier'] = ResolversParentTypes['PriceTier']> = ResolversObject<{
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'], FederationReferenceType extends FederationReferenceTypes['Product'] = FederationReferenceTypes['Product']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Product']> | FederationReferenceType, FederationReferenceType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  costPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ProductOption']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceRules?: Resolver<Array<ResolversTypes['PriceRule']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<ProductReviewsArgs, 'limit' | 'offset'>>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
}>;

export type ProductImageResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = ResolversObject<{
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnails?: Resolver<Array<ResolversTypes['ProductThumbnail']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductOptionResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductOption'] = ResolversParentTypes['ProductOption']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductSearchHitResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductSearchHit'] = ResolversParentTypes['ProductSearchHit']> = ResolversObject<{
  highlights?: Resolver<Array<ResolversTypes['SearchHighlight']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ProductSearchResultResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductSearchResult'] = ResolversParentTypes['ProductSearchResult']> = ResolversObject<{
  didYouMean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['SearchFacets'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ProductSearchHit']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductSearchSortResolvers = { NEWEST: 'newest', PRICE_ASC: 'priceAsc', PRICE_DESC: 'priceDesc', RATING: 'rating', RELEVANCE: 'relevance' };

export type ProductStatusResolvers = { ACTIVE: 'active', DISCONTINUED: 'discontinued', DRAFT: 'draft' };

export type ProductThumbnailResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductThumbnail'] = ResolversParentTypes['ProductThumbnail']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductVariantResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant'], FederationReferenceType extends FederationReferenceTypes['ProductVariant'] = FederationReferenceTypes['ProductVariant']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ProductVariant']> | FederationReferenceType, FederationReferenceType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  costPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariantOptionValue']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  weightGrams?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  linePrices?: Resolver<Array<Maybe<ResolversTypes['LinePrice']>>, ParentType, ContextType, RequireFields<QueryLinePricesArgs, 'customerGroups' | 'lines'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productBySku?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductBySkuArgs, 'sku'>>;
  productSearch?: Resolver<ResolversTypes['ProductSearchResult'], ParentType, ContextType, RequireFields<QueryProductSearchArgs, 'input'>>;
  productVariant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType, RequireFields<QueryProductVariantArgs, 'id'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'limit' | 'offset'>>;
  searchProducts?: Resolver<Array<ResolversTypes['ProductSearchHit']>, ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'limit' | 'query'>>;
  searchQueryReport?: Resolver<ResolversTypes['SearchQueryReport'], ParentType, ContextType, RequireFields<QuerySearchQueryReportArgs, 'from' | 'limit' | 'to'>>;
  searchSynonyms?: Resolver<Array<ResolversTypes['SearchSynonymSet']>, ParentType, ContextType>;
  suggest?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySuggestArgs, 'limit' | 'prefix'>>;
}>;

export type ReviewResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hiddenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReviewPageResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchFacetsResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['SearchFacets'] = ResolversParentTypes['SearchFacets']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OptionFacet']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['PriceBucket']>, ParentType, ContextType>;
}>;

export type SearchHighlightResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['SearchHighlight'] = ResolversParentTypes['SearchHighlight']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  snippet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchQueryCountResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['SearchQueryCount'] = ResolversParentTypes['SearchQueryCount']> = ResolversObject<{
  lastResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zeroResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchQueryReportResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['SearchQueryReport'] = ResolversParentTypes['SearchQueryReport']> = ResolversObject<{
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  topQueries?: Resolver<Array<ResolversTypes['SearchQueryCount']>, ParentType, ContextType>;
  totalSearches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zeroResultQueries?: Resolver<Array<ResolversTypes['SearchQueryCount']>, ParentType, ContextType>;
  zeroResultSearches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchSuggestionsResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = ResolversObject<{
  completions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type SearchSynonymSetResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['SearchSynonymSet'] = ResolversParentTypes['SearchSynonymSet']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type VariantOptionValueResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['VariantOptionValue'] = ResolversParentTypes['VariantOptionValue']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = CatalogContext> = ResolversObject<{
  Category?: CategoryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  FacetValue?: FacetValueResolvers<ContextType>;
  LinePrice?: LinePriceResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OptionFacet?: OptionFacetResolvers<ContextType>;
  PriceBucket?: PriceBucketResolvers<ContextType>;
  PriceRule?: PriceRuleResolvers<ContextType>;
  PriceRuleKind?: PriceRuleKindResolvers;
  PriceTier?: PriceTierResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductOption?: ProductOptionResolvers<ContextType>;
  ProductSearchHit?: ProductSearchHitResolvers<ContextType>;
  ProductSearchResult?: ProductSearchResultResolvers<ContextType>;
  ProductSearchSort?: ProductSearchSortResolvers;
  ProductStatus?: ProductStatusResolvers;
  ProductThumbnail?: ProductThumbnailResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  SearchFacets?: SearchFacetsResolvers<ContextType>;
  SearchHighlight?: SearchHighlightResolvers<ContextType>;
  SearchQueryCount?: SearchQueryCountResolvers<ContextType>;
  SearchQueryReport?: SearchQueryReportResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  SearchSynonymSet?: SearchSynonymSetResolvers<ContextType>;
  VariantOptionValue?: VariantOptionValueResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = CatalogContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
