/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment GrpcUser on User { id number name email }": typeof types.GrpcUserFragmentDoc,
    "query GrpcUserByNumber($number: Int!) { userByNumber(number: $number) { ...GrpcUser } }": typeof types.GrpcUserByNumberDocument,
    "query GrpcUsers($limit: Int!, $offset: Int!) { users(limit: $limit, offset: $offset) { ...GrpcUser } }": typeof types.GrpcUsersDocument,
    "mutation GrpcCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...GrpcUser } }": typeof types.GrpcCreateUserDocument,
    "mutation GrpcDeleteUser($id: ID!) { deleteUser(id: $id) }": typeof types.GrpcDeleteUserDocument,
    "query MediaProduct($id: ID!) { product(id: $id) { id } }": typeof types.MediaProductDocument,
    "query PortalQuotaKeys { apiKeys { id name tier isActive revoked expiresAt } }": typeof types.PortalQuotaKeysDocument,
    "query PortalPendingPlanChanges { planChangeRequests(status: PENDING) { id } }": typeof types.PortalPendingPlanChangesDocument,
    "fragment RestUser on User { id number name email phone status createdAt updatedAt }": typeof types.RestUserFragmentDoc,
    "fragment RestOrder on Order { id status currency total subtotal discountAmount shippingAmount taxAmount couponCode discounts { kind sourceId name target amount { amount } } createdAt updatedAt user { id name email } items { id productId sku name quantity unitPrice priceRuleId discountAmount taxAmount lineTotal } }": typeof types.RestOrderFragmentDoc,
    "fragment RestHit on ProductSearchHit { score product { id sku name brand category { id name } price { amount currency } stock { status available } } }": typeof types.RestHitFragmentDoc,
    "fragment RestProductV3 on Product { id sku name brand description category { id name slug } status images { url alt primary } price { amount currency } stock { status available incoming } }": typeof types.RestProductV3FragmentDoc,
    "fragment RestHitV3 on ProductSearchHit { score product { ...RestProductV3 } }": typeof types.RestHitV3FragmentDoc,
    "fragment RestSearchFacets on SearchFacets { brands { value label count } categories { value label count } prices { min max count } options { name values { value label count } } }": typeof types.RestSearchFacetsFragmentDoc,
    "fragment RestSuggestion on SearchSuggestions { completions products { id sku name price { amount currency } } }": typeof types.RestSuggestionFragmentDoc,
    "query RestUsers($limit: Int, $offset: Int, $status: CustomerStatus, $search: String, $orderBy: UserOrder) {\n            users(limit: $limit, offset: $offset, status: $status, search: $search, orderBy: $orderBy) { ...RestUser } }": typeof types.RestUsersDocument,
    "mutation RestCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...RestUser } }": typeof types.RestCreateUserDocument,
    "query RestUser($id: ID!) { user(id: $id) { ...RestUser } }": typeof types.RestUserDocument,
    "mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...RestUser } }": typeof types.RestUpdateUserDocument,
    "mutation RestDeleteUser($id: ID!) { deleteUser(id: $id) }": typeof types.RestDeleteUserDocument,
    "query RestUserOrders($id: ID!, $limit: Int, $offset: Int, $status: OrderStatus, $orderBy: OrderOrder) {\n            user(id: $id) { id }\n            orders(userId: $id, limit: $limit, offset: $offset, status: $status, orderBy: $orderBy) { ...RestOrder } }": typeof types.RestUserOrdersDocument,
    "mutation RestCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...RestOrder } }": typeof types.RestCreateOrderDocument,
    "query RestOrder($id: ID!) { order(id: $id) { ...RestOrder } }": typeof types.RestOrderDocument,
    "mutation RestAddItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { ...RestOrder } }": typeof types.RestAddItemDocument,
    "query RestProfile { me { id name email } }": typeof types.RestProfileDocument,
    "query RestSearchV3($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHitV3 } facets { ...RestSearchFacets } } }": typeof types.RestSearchV3Document,
    "query RestSearch($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHit } facets { ...RestSearchFacets } } }": typeof types.RestSearchDocument,
    "query RestSuggest($q: String!, $limit: Int) { suggest(prefix: $q, limit: $limit) { ...RestSuggestion } }": typeof types.RestSuggestDocument,
    "query RestProductsV3($limit: Int, $offset: Int) { products(limit: $limit, offset: $offset, status: ACTIVE) { ...RestProductV3 } }": typeof types.RestProductsV3Document,
    "query RestProductV3($id: ID!) { product(id: $id) { ...RestProductV3 } }": typeof types.RestProductV3Document,
    "fragment ServerlessProduct on Product { id name listPrice createdAt stock { available } }": typeof types.ServerlessProductFragmentDoc,
    "fragment ServerlessOrder on Order { id total status createdAt user { id } items { productId quantity unitPrice } }": typeof types.ServerlessOrderFragmentDoc,
    "query ServerlessProducts { products(limit: 20, status: ACTIVE) { ...ServerlessProduct } }": typeof types.ServerlessProductsDocument,
    "query ServerlessProduct($id: ID!) { product(id: $id) { ...ServerlessProduct } }": typeof types.ServerlessProductDocument,
    "mutation ServerlessCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id name listPrice createdAt } }": typeof types.ServerlessCreateProductDocument,
    "query ServerlessOrders($userId: ID) { orders(userId: $userId, limit: 100) { ...ServerlessOrder } }": typeof types.ServerlessOrdersDocument,
    "mutation ServerlessCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...ServerlessOrder } }": typeof types.ServerlessCreateOrderDocument,
    "query ServerlessOrder($id: ID!) { order(id: $id) { ...ServerlessOrder } }": typeof types.ServerlessOrderDocument,
    "mutation ServerlessUpdateOrder($id: ID!, $input: UpdateOrderInput!) { updateOrder(id: $id, input: $input) { ...ServerlessOrder } }": typeof types.ServerlessUpdateOrderDocument,
    "query SubscriptionCheck($id: ID!) { order(id: $id) { id eventSequence user { id } } }": typeof types.SubscriptionCheckDocument,
};
const documents: Documents = {
    "fragment GrpcUser on User { id number name email }": types.GrpcUserFragmentDoc,
    "query GrpcUserByNumber($number: Int!) { userByNumber(number: $number) { ...GrpcUser } }": types.GrpcUserByNumberDocument,
    "query GrpcUsers($limit: Int!, $offset: Int!) { users(limit: $limit, offset: $offset) { ...GrpcUser } }": types.GrpcUsersDocument,
    "mutation GrpcCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...GrpcUser } }": types.GrpcCreateUserDocument,
    "mutation GrpcDeleteUser($id: ID!) { deleteUser(id: $id) }": types.GrpcDeleteUserDocument,
    "query MediaProduct($id: ID!) { product(id: $id) { id } }": types.MediaProductDocument,
    "query PortalQuotaKeys { apiKeys { id name tier isActive revoked expiresAt } }": types.PortalQuotaKeysDocument,
    "query PortalPendingPlanChanges { planChangeRequests(status: PENDING) { id } }": types.PortalPendingPlanChangesDocument,
    "fragment RestUser on User { id number name email phone status createdAt updatedAt }": types.RestUserFragmentDoc,
    "fragment RestOrder on Order { id status currency total subtotal discountAmount shippingAmount taxAmount couponCode discounts { kind sourceId name target amount { amount } } createdAt updatedAt user { id name email } items { id productId sku name quantity unitPrice priceRuleId discountAmount taxAmount lineTotal } }": types.RestOrderFragmentDoc,
    "fragment RestHit on ProductSearchHit { score product { id sku name brand category { id name } price { amount currency } stock { status available } } }": types.RestHitFragmentDoc,
    "fragment RestProductV3 on Product { id sku name brand description category { id name slug } status images { url alt primary } price { amount currency } stock { status available incoming } }": types.RestProductV3FragmentDoc,
    "fragment RestHitV3 on ProductSearchHit { score product { ...RestProductV3 } }": types.RestHitV3FragmentDoc,
    "fragment RestSearchFacets on SearchFacets { brands { value label count } categories { value label count } prices { min max count } options { name values { value label count } } }": types.RestSearchFacetsFragmentDoc,
    "fragment RestSuggestion on SearchSuggestions { completions products { id sku name price { amount currency } } }": types.RestSuggestionFragmentDoc,
    "query RestUsers($limit: Int, $offset: Int, $status: CustomerStatus, $search: String, $orderBy: UserOrder) {\n            users(limit: $limit, offset: $offset, status: $status, search: $search, orderBy: $orderBy) { ...RestUser } }": types.RestUsersDocument,
    "mutation RestCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...RestUser } }": types.RestCreateUserDocument,
    "query RestUser($id: ID!) { user(id: $id) { ...RestUser } }": types.RestUserDocument,
    "mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...RestUser } }": types.RestUpdateUserDocument,
    "mutation RestDeleteUser($id: ID!) { deleteUser(id: $id) }": types.RestDeleteUserDocument,
    "query RestUserOrders($id: ID!, $limit: Int, $offset: Int, $status: OrderStatus, $orderBy: OrderOrder) {\n            user(id: $id) { id }\n            orders(userId: $id, limit: $limit, offset: $offset, status: $status, orderBy: $orderBy) { ...RestOrder } }": types.RestUserOrdersDocument,
    "mutation RestCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...RestOrder } }": types.RestCreateOrderDocument,
    "query RestOrder($id: ID!) { order(id: $id) { ...RestOrder } }": types.RestOrderDocument,
    "mutation RestAddItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { ...RestOrder } }": types.RestAddItemDocument,
    "query RestProfile { me { id name email } }": types.RestProfileDocument,
    "query RestSearchV3($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHitV3 } facets { ...RestSearchFacets } } }": types.RestSearchV3Document,
    "query RestSearch($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHit } facets { ...RestSearchFacets } } }": types.RestSearchDocument,
    "query RestSuggest($q: String!, $limit: Int) { suggest(prefix: $q, limit: $limit) { ...RestSuggestion } }": types.RestSuggestDocument,
    "query RestProductsV3($limit: Int, $offset: Int) { products(limit: $limit, offset: $offset, status: ACTIVE) { ...RestProductV3 } }": types.RestProductsV3Document,
    "query RestProductV3($id: ID!) { product(id: $id) { ...RestProductV3 } }": types.RestProductV3Document,
    "fragment ServerlessProduct on Product { id name listPrice createdAt stock { available } }": types.ServerlessProductFragmentDoc,
    "fragment ServerlessOrder on Order { id total status createdAt user { id } items { productId quantity unitPrice } }": types.ServerlessOrderFragmentDoc,
    "query ServerlessProducts { products(limit: 20, status: ACTIVE) { ...ServerlessProduct } }": types.ServerlessProductsDocument,
    "query ServerlessProduct($id: ID!) { product(id: $id) { ...ServerlessProduct } }": types.ServerlessProductDocument,
    "mutation ServerlessCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id name listPrice createdAt } }": types.ServerlessCreateProductDocument,
    "query ServerlessOrders($userId: ID) { orders(userId: $userId, limit: 100) { ...ServerlessOrder } }": types.ServerlessOrdersDocument,
    "mutation ServerlessCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...ServerlessOrder } }": types.ServerlessCreateOrderDocument,
    "query ServerlessOrder($id: ID!) { order(id: $id) { ...ServerlessOrder } }": types.ServerlessOrderDocument,
    "mutation ServerlessUpdateOrder($id: ID!, $input: UpdateOrderInput!) { updateOrder(id: $id, input: $input) { ...ServerlessOrder } }": types.ServerlessUpdateOrderDocument,
    "query SubscriptionCheck($id: ID!) { order(id: $id) { id eventSequence user { id } } }": types.SubscriptionCheckDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment GrpcUser on User { id number name email }"): typeof import('./graphql').GrpcUserFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GrpcUserByNumber($number: Int!) { userByNumber(number: $number) { ...GrpcUser } }"): typeof import('./graphql').GrpcUserByNumberDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GrpcUsers($limit: Int!, $offset: Int!) { users(limit: $limit, offset: $offset) { ...GrpcUser } }"): typeof import('./graphql').GrpcUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation GrpcCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...GrpcUser } }"): typeof import('./graphql').GrpcCreateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation GrpcDeleteUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').GrpcDeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MediaProduct($id: ID!) { product(id: $id) { id } }"): typeof import('./graphql').MediaProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalQuotaKeys { apiKeys { id name tier isActive revoked expiresAt } }"): typeof import('./graphql').PortalQuotaKeysDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalPendingPlanChanges { planChangeRequests(status: PENDING) { id } }"): typeof import('./graphql').PortalPendingPlanChangesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestUser on User { id number name email phone status createdAt updatedAt }"): typeof import('./graphql').RestUserFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestOrder on Order { id status currency total subtotal discountAmount shippingAmount taxAmount couponCode discounts { kind sourceId name target amount { amount } } createdAt updatedAt user { id name email } items { id productId sku name quantity unitPrice priceRuleId discountAmount taxAmount lineTotal } }"): typeof import('./graphql').RestOrderFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestHit on ProductSearchHit { score product { id sku name brand category { id name } price { amount currency } stock { status available } } }"): typeof import('./graphql').RestHitFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestProductV3 on Product { id sku name brand description category { id name slug } status images { url alt primary } price { amount currency } stock { status available incoming } }"): typeof import('./graphql').RestProductV3FragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestHitV3 on ProductSearchHit { score product { ...RestProductV3 } }"): typeof import('./graphql').RestHitV3FragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestSearchFacets on SearchFacets { brands { value label count } categories { value label count } prices { min max count } options { name values { value label count } } }"): typeof import('./graphql').RestSearchFacetsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestSuggestion on SearchSuggestions { completions products { id sku name price { amount currency } } }"): typeof import('./graphql').RestSuggestionFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestUsers($limit: Int, $offset: Int, $status: CustomerStatus, $search: String, $orderBy: UserOrder) {\n            users(limit: $limit, offset: $offset, status: $status, search: $search, orderBy: $orderBy) { ...RestUser } }"): typeof import('./graphql').RestUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...RestUser } }"): typeof import('./graphql').RestCreateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestUser($id: ID!) { user(id: $id) { ...RestUser } }"): typeof import('./graphql').RestUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestUpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...RestUser } }"): typeof import('./graphql').RestUpdateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestDeleteUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').RestDeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestUserOrders($id: ID!, $limit: Int, $offset: Int, $status: OrderStatus, $orderBy: OrderOrder) {\n            user(id: $id) { id }\n            orders(userId: $id, limit: $limit, offset: $offset, status: $status, orderBy: $orderBy) { ...RestOrder } }"): typeof import('./graphql').RestUserOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...RestOrder } }"): typeof import('./graphql').RestCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestOrder($id: ID!) { order(id: $id) { ...RestOrder } }"): typeof import('./graphql').RestOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestAddItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { ...RestOrder } }"): typeof import('./graphql').RestAddItemDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestProfile { me { id name email } }"): typeof import('./graphql').RestProfileDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestSearchV3($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHitV3 } facets { ...RestSearchFacets } } }"): typeof import('./graphql').RestSearchV3Document;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestSearch($input: ProductSearchInput!) { productSearch(input: $input) { total didYouMean hits { ...RestHit } facets { ...RestSearchFacets } } }"): typeof import('./graphql').RestSearchDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestSuggest($q: String!, $limit: Int) { suggest(prefix: $q, limit: $limit) { ...RestSuggestion } }"): typeof import('./graphql').RestSuggestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestProductsV3($limit: Int, $offset: Int) { products(limit: $limit, offset: $offset, status: ACTIVE) { ...RestProductV3 } }"): typeof import('./graphql').RestProductsV3Document;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestProductV3($id: ID!) { product(id: $id) { ...RestProductV3 } }"): typeof import('./graphql').RestProductV3Document;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ServerlessProduct on Product { id name listPrice createdAt stock { available } }"): typeof import('./graphql').ServerlessProductFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ServerlessOrder on Order { id total status createdAt user { id } items { productId quantity unitPrice } }"): typeof import('./graphql').ServerlessOrderFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ServerlessProducts { products(limit: 20, status: ACTIVE) { ...ServerlessProduct } }"): typeof import('./graphql').ServerlessProductsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ServerlessProduct($id: ID!) { product(id: $id) { ...ServerlessProduct } }"): typeof import('./graphql').ServerlessProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ServerlessCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id name listPrice createdAt } }"): typeof import('./graphql').ServerlessCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ServerlessOrders($userId: ID) { orders(userId: $userId, limit: 100) { ...ServerlessOrder } }"): typeof import('./graphql').ServerlessOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ServerlessCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { ...ServerlessOrder } }"): typeof import('./graphql').ServerlessCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ServerlessOrder($id: ID!) { order(id: $id) { ...ServerlessOrder } }"): typeof import('./graphql').ServerlessOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ServerlessUpdateOrder($id: ID!, $input: UpdateOrderInput!) { updateOrder(id: $id, input: $input) { ...ServerlessOrder } }"): typeof import('./graphql').ServerlessUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SubscriptionCheck($id: ID!) { order(id: $id) { id eventSequence user { id } } }"): typeof import('./graphql').SubscriptionCheckDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
