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
    "query AuthBenchCategories { categories { id } }": typeof types.AuthBenchCategoriesDocument,
    "mutation AuthBenchKey { createApiKey(input: { name: \"bench\" }) { key } }": typeof types.AuthBenchKeyDocument,
    "mutation BenchPricingAddToCart($input: CartLineInput!) { addToCart(input: $input) { itemCount } }": typeof types.BenchPricingAddToCartDocument,
    "mutation BenchPricingCheckout($input: CheckoutInput!) { checkout(input: $input) { id amounts { discounts { amount } total { amount } } discounts { name } items { priceRuleId } } }": typeof types.BenchPricingCheckoutDocument,
    "mutation BenchPricingPromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }": typeof types.BenchPricingPromotionDocument,
    "mutation BenchPricingCoupon($input: CouponInput!) { createCoupon(input: $input) { code } }": typeof types.BenchPricingCouponDocument,
    "mutation BenchPricingGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }": typeof types.BenchPricingGroupsDocument,
    "mutation BenchPricingPoints($userId: ID!) { adjustLoyaltyPoints(userId: $userId, points: 10000000, reason: \"bench\") { balance } }": typeof types.BenchPricingPointsDocument,
    "mutation BenchPricingPriceRule($input: PriceRuleInput!) { createPriceRule(input: $input) { id } }": typeof types.BenchPricingPriceRuleDocument,
    "mutation BenchPricingCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": typeof types.BenchPricingCategoryDocument,
    "mutation BenchEdgeRename($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }": typeof types.BenchEdgeRenameDocument,
    "query FacesSearch($q: String!) { searchProducts(query: $q, limit: 20) { score product { id sku name brand category { id name } price { amount currency } stock { status available } } } }": typeof types.FacesSearchDocument,
    "query FacesUsers { users(limit: 1, offset: 5) { id number } }": typeof types.FacesUsersDocument,
    "query FacesProducts { products(limit: 1) { id } }": typeof types.FacesProductsDocument,
    "query FacesUser($id: ID!) { user(id: $id) { id number name email phone status createdAt updatedAt } }": typeof types.FacesUserDocument,
    "query FacesProduct($id: ID!) { product(id: $id) { id name listPrice createdAt stock { available } } }": typeof types.FacesProductDocument,
    "query BenchOrder($id: ID!) {\n  order(id: $id) {\n    id\n    status\n    total\n    currency\n    createdAt\n    user { id name email }\n    items {\n      quantity\n      unitPrice\n      lineTotal\n      product {\n        id\n        name\n        sku\n        price { amount currency }\n        stock { available reserved status }\n        stockLevels { available warehouse { code } }\n      }\n    }\n  }\n}": typeof types.BenchOrderDocument,
    "mutation BenchReadKey { createApiKey(input: { name: \"bench\", scopes: [\"read\"] }) { key apiKey { id scopes tier type } } }": typeof types.BenchReadKeyDocument,
    "subscription BenchOrderStatus { myOrderStatusChanged { id status state total updatedAt user { email } items { quantity product { name stock { available } } } } }": typeof types.BenchOrderStatusDocument,
    "mutation BenchWarehouse { createWarehouse(input: { code: \"BENCH\", name: \"Bench\", country: \"US\" }) { id } }": typeof types.BenchWarehouseDocument,
    "mutation BenchProduct { createProduct(input: { sku: \"BENCH-1\", name: \"Bench Lamp\", price: \"10.00\" }) { id } }": typeof types.BenchProductDocument,
    "mutation BenchStock($input: SetStockInput!) { setStock(input: $input) { available } }": typeof types.BenchStockDocument,
    "mutation BenchPlaceOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": typeof types.BenchPlaceOrderDocument,
    "mutation BenchCancel($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.BenchCancelDocument,
    "mutation BenchWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }": typeof types.BenchWebhookEndpointDocument,
    "mutation ShotCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": typeof types.ShotCategoryDocument,
    "mutation ShotAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": typeof types.ShotAddToCartDocument,
    "query ShotPayment($id: ID!) { order(id: $id) { payment { id status } } }": typeof types.ShotPaymentDocument,
    "mutation ShotRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { id } }": typeof types.ShotRefundDocument,
    "query ShotSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }": typeof types.ShotSearchDocument,
    "query ShotSales($from: DateTime!, $to: DateTime!) { salesAnalytics(from: $from, to: $to) { orders } }": typeof types.ShotSalesDocument,
    "mutation ShotCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }": typeof types.ShotCreateKeyDocument,
    "mutation ShotCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }": typeof types.ShotCreateWebhookDocument,
    "mutation ShotTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": typeof types.ShotTestWebhookDocument,
    "mutation ShotCreateOAuth($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } } }": typeof types.ShotCreateOAuthDocument,
    "query ShotKeys { apiKeys { id name } }": typeof types.ShotKeysDocument,
    "mutation ShotPlanChange($keyId: ID!) { requestPlanChange(keyId: $keyId, tier: PROFESSIONAL, note: \"Black Friday traffic\") { id } }": typeof types.ShotPlanChangeDocument,
    "query ShotUsage { usageReport(window: LAST_HOUR) { requests } }": typeof types.ShotUsageDocument,
    "query ShotClients { oauthClients { id redirectUris } }": typeof types.ShotClientsDocument,
    "\n  mutation MerchCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id sku options { name values }\n      variants { id sku barcode options { name value } price { amount } status }\n    }\n  }\n": typeof types.MerchCreateProductDocument,
    "\n  query MerchProduct($id: ID!) {\n    product(id: $id) {\n      sku rating reviewCount stock { available reserved }\n      variants { id sku price { amount } stock { available reserved } stockLevels { variantId available } }\n    }\n  }\n": typeof types.MerchProductDocument,
    "\n  mutation MerchSetVariantStock($input: SetStockInput!) { setStock(input: $input) { productId variantId available } }\n": typeof types.MerchSetVariantStockDocument,
    "\n  mutation MerchAddVariant($productId: ID!, $input: ProductVariantInput!) {\n    addProductVariant(productId: $productId, input: $input) { id sku product { id } }\n  }\n": typeof types.MerchAddVariantDocument,
    "\n  mutation MerchCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      id status total\n      items { productId variantId sku options { name value } unitPrice variant { id stock { reserved } } }\n    }\n  }\n": typeof types.MerchCreateOrderDocument,
    "query MerchVariant($id: ID!) { productVariant(id: $id) { id sku product { id } stock { available } } }": typeof types.MerchVariantDocument,
    "\n  mutation MerchCreateReview($input: CreateReviewInput!) { createReview(input: $input) { id stars userId hidden } }\n": typeof types.MerchCreateReviewDocument,
    "\n  mutation MerchHideReview($id: ID!, $reason: String!) { hideReview(id: $id, reason: $reason) { id hidden hiddenReason } }\n": typeof types.MerchHideReviewDocument,
    "\n  query MerchReviews($id: ID!) {\n    product(id: $id) { rating reviewCount reviews(limit: 10) { total items { id stars title hidden } } }\n  }\n": typeof types.MerchReviewsDocument,
    "\n  query MerchStaffReviews($id: ID!) {\n    product(id: $id) { reviews(limit: 10) { total items { id hidden hiddenReason } } }\n  }\n": typeof types.MerchStaffReviewsDocument,
    "query MerchBySku($sku: String!) { productBySku(sku: $sku) { id } }": typeof types.MerchBySkuDocument,
    "query MerchStockLevels($p: ID!) { stockLevels(productId: $p) { variantId available } }": typeof types.MerchStockLevelsDocument,
    "query MerchOrderState($id: ID!) { order(id: $id) { state } }": typeof types.MerchOrderStateDocument,
    "mutation MerchCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": typeof types.MerchCreateShipmentDocument,
    "mutation MerchTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": typeof types.MerchTrackDocument,
    "\n  mutation RulesCreate($input: PriceRuleInput!) {\n    createPriceRule(input: $input) {\n      id productId variantId kind price { amount currency } tiers { minQuantity price { amount } }\n      customerGroup validFrom validTo\n    }\n  }\n": typeof types.RulesCreateDocument,
    "\n  query RulesProductPrice($id: ID!) {\n    product(id: $id) { price { amount } listPrice compareAtPrice { amount } variants { price { amount } listPrice { amount } } }\n  }\n": typeof types.RulesProductPriceDocument,
    "query RulesOfProduct($id: ID!) { product(id: $id) { priceRules { id kind customerGroup } } }": typeof types.RulesOfProductDocument,
    "\n  mutation RulesSetGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }\n": typeof types.RulesSetGroupsDocument,
    "\n  mutation RulesAddToCart($input: CartLineInput!) {\n    addToCart(input: $input) { lines { productId quantity unitPrice { amount } priceRuleId } subtotal { amount } }\n  }\n": typeof types.RulesAddToCartDocument,
    "\n  mutation RulesCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) { id subtotal items { productId quantity unitPrice priceRuleId } }\n  }\n": typeof types.RulesCreateOrderDocument,
    "query RulesOrder($id: ID!) { order(id: $id) { items { unitPrice priceRuleId } } }": typeof types.RulesOrderDocument,
    "query ProductSearchFacets($input: ProductSearchInput!) {\n  productSearch(input: $input) {\n    total didYouMean\n    hits { score product { id name } highlights { field snippet } }\n    facets {\n      brands { value label count }\n      categories { value label count }\n      prices { min max count }\n      options { name values { value count } }\n    }\n  }\n}": typeof types.ProductSearchFacetsDocument,
    "mutation SearchFacetCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": typeof types.SearchFacetCategoryDocument,
    "mutation SearchSaveSynonyms($terms: [String!]!) { saveSearchSynonyms(terms: $terms) { id terms } }": typeof types.SearchSaveSynonymsDocument,
    "mutation SearchDeleteSynonyms($id: ID!) { deleteSearchSynonyms(id: $id) }": typeof types.SearchDeleteSynonymsDocument,
    "mutation SearchSynonymsDenied { saveSearchSynonyms(terms: [\"a\", \"b\"]) { id } }": typeof types.SearchSynonymsDeniedDocument,
    "query SearchSynonymsRead { searchSynonyms { id } }": typeof types.SearchSynonymsReadDocument,
    "query SearchLegacyField { searchProducts(query: \"sandel\", limit: 5) { product { name } } }": typeof types.SearchLegacyFieldDocument,
    "query SearchSuggest($prefix: String!, $limit: Int) { suggest(prefix: $prefix, limit: $limit) { completions products { name } } }": typeof types.SearchSuggestDocument,
    "query SearchReport($from: DateTime!, $to: DateTime!) {\n    searchQueryReport(from: $from, to: $to, limit: 50) {\n      totalSearches zeroResultSearches\n      topQueries { query searches zeroResults lastResults }\n      zeroResultQueries { query searches zeroResults }\n    }\n  }": typeof types.SearchReportDocument,
    "query SearchJudgement($q: String!) { productSearch(input: { query: $q, limit: 3 }) { total hits { product { name } } } }": typeof types.SearchJudgementDocument,
    "query SearchReplicaHits($input: ProductSearchInput!) { productSearch(input: $input) { total hits { product { id } } } }": typeof types.SearchReplicaHitsDocument,
    "mutation SearchReplicaUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.SearchReplicaUpdateDocument,
    "mutation SearchReplicaAdjust($productId: ID!, $warehouseId: ID!, $delta: Int!) { adjustStock(productId: $productId, warehouseId: $warehouseId, delta: $delta) { available } }": typeof types.SearchReplicaAdjustDocument,
    "mutation SearchReplicaWriteOff($input: WriteOffStockInput!) { writeOffStock(input: $input) { available } }": typeof types.SearchReplicaWriteOffDocument,
    "query SearchProductsByText($q: String!, $limit: Int) { searchProducts(query: $q, limit: $limit) { score product { id name } } }": typeof types.SearchProductsByTextDocument,
    "mutation SearchCreateCategory { createCategory(input: { name: \"Lanterns\", slug: \"lanterns\" }) { id } }": typeof types.SearchCreateCategoryDocument,
    "mutation SearchUpdateProduct($id: ID!) { updateProduct(id: $id, input: { name: \"Copper Teapot\" }) { id } }": typeof types.SearchUpdateProductDocument,
    "mutation SearchUpdateAroundIndex($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": typeof types.SearchUpdateAroundIndexDocument,
    "mutation SearchCreateProduct { createProduct(input: { name: \"Signal Lamp\", price: \"8.00\" }) { id sku } }": typeof types.SearchCreateProductDocument,
    "mutation EdgeRenameProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }": typeof types.EdgeRenameProductDocument,
    "subscription AdmissionMyOrderStatusChanged { myOrderStatusChanged { id } }": typeof types.AdmissionMyOrderStatusChangedDocument,
    "mutation AdmissionCreateCategory { createCategory(input: { name: \"Never\", slug: \"never-made\" }) { id } }": typeof types.AdmissionCreateCategoryDocument,
    "query AdmissionCategoriesCategories { categories { name } }": typeof types.AdmissionCategoriesCategoriesDocument,
    "mutation ClientsCreateApiKey($name: String!) { createApiKey(input: { name: $name }) { key } }": typeof types.ClientsCreateApiKeyDocument,
    "query GrpcUserByNumber($n: Int!) { userByNumber(number: $n) { email } }": typeof types.GrpcUserByNumberDocument,
    "query GrpcMe { me { number } }": typeof types.GrpcMeDocument,
    "mutation GrpcCreateApiKey { createApiKey(input: { name: \"grpc\", scopes: [\"read\"] }) { key } }": typeof types.GrpcCreateApiKeyDocument,
    "query GrpcUsers { a: users(limit: 100, offset: 0) { id } b: users(limit: 100, offset: 100) { id } }": typeof types.GrpcUsersDocument,
    "mutation RestCreateApiKey { createApiKey(input: { name: \"w\", scopes: [\"write\"] }) { key } }": typeof types.RestCreateApiKeyDocument,
    "mutation RestUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.RestUpdateOrderDocument,
    "query RestProduct($id: ID!) { product(id: $id) { stock { reserved } } }": typeof types.RestProductDocument,
    "mutation RestPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id } }": typeof types.RestPayOrderDocument,
    "mutation RestSetStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, incoming: 40 }) { available } }": typeof types.RestSetStockDocument,
    "mutation RestAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }": typeof types.RestAllowBackordersDocument,
    "mutation RoutesCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }": typeof types.RoutesCreateApiKeyDocument,
    "mutation RestFuzzCreateApiKey { createApiKey(input: { name: \"fuzz\", scopes: [\"read\", \"write\"] }) { key } }": typeof types.RestFuzzCreateApiKeyDocument,
    "query AccountsSessions { sessions { id current } }": typeof types.AccountsSessionsDocument,
    "mutation AccountsRevokeSession($id: ID!) { revokeSession(id: $id) }": typeof types.AccountsRevokeSessionDocument,
    "mutation AccountsRevokeSessionMissing($id: ID!) { revokeSession(id: $id) }": typeof types.AccountsRevokeSessionMissingDocument,
    "mutation AccountsRevokeOthersSession($id: ID!) { revokeSession(id: $id) }": typeof types.AccountsRevokeOthersSessionDocument,
    "mutation AccountsStartMfaEnrollment { startMfaEnrollment { secret otpauthUri } }": typeof types.AccountsStartMfaEnrollmentDocument,
    "mutation AccountsConfirmMfaEnrollment { confirmMfaEnrollment(code: \"000000\") { recoveryCodes } }": typeof types.AccountsConfirmMfaEnrollmentDocument,
    "mutation AccountsConfirmMfaEnrollmentConfirmed($code: String!) { confirmMfaEnrollment(code: $code) { recoveryCodes } }": typeof types.AccountsConfirmMfaEnrollmentConfirmedDocument,
    "query AccountsMfaEnabled { me { mfaEnabled } }": typeof types.AccountsMfaEnabledDocument,
    "query AccountsBootstrapAdmin { me { roles email } }": typeof types.AccountsBootstrapAdminDocument,
    "mutation ApiKeysCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name type hint scopes tier isActive lastUsed expiresAt } } }": typeof types.ApiKeysCreateApiKeyDocument,
    "mutation ApiKeysUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }": typeof types.ApiKeysUpdateApiKeyDocument,
    "query ApiKeysApiKeys { apiKeys { id name tier } }": typeof types.ApiKeysApiKeysDocument,
    "query ApiKeysApiKeysListed { apiKeys { id hint } }": typeof types.ApiKeysApiKeysListedDocument,
    "query ApiKeysProducts { products(limit: 1) { id } }": typeof types.ApiKeysProductsDocument,
    "mutation ApiKeysSwitchKey($id: ID!, $a: Boolean!) { updateApiKey(id: $id, input: { isActive: $a }) { isActive } }": typeof types.ApiKeysSwitchKeyDocument,
    "mutation ApiKeysRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }": typeof types.ApiKeysRevokeApiKeyDocument,
    "mutation ApiKeysRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 2) { key apiKey { id name scopes tier expiresAt } } }": typeof types.ApiKeysRotateApiKeyDocument,
    "query ApiKeysApiKey($id: ID!) { apiKey(id: $id) { expiresAt } }": typeof types.ApiKeysApiKeyDocument,
    "mutation ApiKeysRotateApiKeyBad($id: ID!) { rotateApiKey(id: $id, overlapSeconds: -1) { key } }": typeof types.ApiKeysRotateApiKeyBadDocument,
    "mutation ApiKeysDeleteUser($id: ID!) { deleteUser(id: $id) }": typeof types.ApiKeysDeleteUserDocument,
    "mutation AuthzCreateApiKey { createApiKey(input: { name: \"victim key\" }) { key apiKey { id } } }": typeof types.AuthzCreateApiKeyDocument,
    "mutation AuthzCreateOAuthClient { createOAuthClient(input: { name: \"Victim App\", redirectUris: [\"https://victim.example/cb\"] }) { client { id } } }": typeof types.AuthzCreateOAuthClientDocument,
    "query AuthzSessions { sessions { id } }": typeof types.AuthzSessionsDocument,
    "query AuthzMe { me { number } }": typeof types.AuthzMeDocument,
    "mutation AuthzCareRecords($address: SavedAddressFields!, $order: ID!) {\n      addAddress(input: { type: SHIPPING, address: $address }) { id }\n      createWishList(input: { name: \"Victim wishes\" }) { id }\n      openTicket(input: { subject: \"Victim question\", body: \"About my order\", orderId: $order }) { id }\n    }": typeof types.AuthzCareRecordsDocument,
    "mutation AuthzRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }": typeof types.AuthzRequestExportDocument,
    "mutation AuthzRegisterPushDevice { registerPushDevice(input: { token: \"victim-device-token\", platform: \"web\" }) { id } }": typeof types.AuthzRegisterPushDeviceDocument,
    "query AuthzProbeAddress($id: ID!) { address(id: $id) { id city } }": typeof types.AuthzProbeAddressDocument,
    "query AuthzProbeAddresses($id: ID!) { addresses(userId: $id) { id } }": typeof types.AuthzProbeAddressesDocument,
    "mutation AuthzProbeUpdateAddress($id: ID!) { updateAddress(id: $id, input: { label: \"Owned\" }) { id } }": typeof types.AuthzProbeUpdateAddressDocument,
    "mutation AuthzProbeDeleteAddress($id: ID!) { deleteAddress(id: $id) }": typeof types.AuthzProbeDeleteAddressDocument,
    "mutation AuthzProbeSetDefaultAddress($id: ID!) { setDefaultAddress(id: $id) { id } }": typeof types.AuthzProbeSetDefaultAddressDocument,
    "mutation AuthzProbeOrderToAddress($input: CreateOrderInput!) { createOrder(input: $input) { id } }": typeof types.AuthzProbeOrderToAddressDocument,
    "query AuthzProbeWishList($id: ID!) { wishList(id: $id) { id name } }": typeof types.AuthzProbeWishListDocument,
    "query AuthzProbeWishLists($id: ID!) { wishLists(userId: $id) { id } }": typeof types.AuthzProbeWishListsDocument,
    "mutation AuthzProbeUpdateWishList($id: ID!) { updateWishList(id: $id, input: { name: \"Owned\" }) { id } }": typeof types.AuthzProbeUpdateWishListDocument,
    "mutation AuthzProbeAddWishListItem($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }": typeof types.AuthzProbeAddWishListItemDocument,
    "mutation AuthzProbeShareWishList($id: ID!) { shareWishList(id: $id) { token } }": typeof types.AuthzProbeShareWishListDocument,
    "mutation AuthzProbeDeleteWishList($id: ID!) { deleteWishList(id: $id) }": typeof types.AuthzProbeDeleteWishListDocument,
    "query AuthzProbeTicket($id: ID!) { ticket(id: $id) { id subject } }": typeof types.AuthzProbeTicketDocument,
    "query AuthzProbeTickets($id: ID!) { tickets(filter: { userId: $id }) { id } }": typeof types.AuthzProbeTicketsDocument,
    "mutation AuthzProbeReplyToTicket($id: ID!) { replyToTicket(id: $id, body: \"mine\") { id } }": typeof types.AuthzProbeReplyToTicketDocument,
    "mutation AuthzProbeCloseTicket($id: ID!) { closeTicket(id: $id) { id } }": typeof types.AuthzProbeCloseTicketDocument,
    "query AuthzProbePreferences($id: ID!) { preferences(userId: $id) { newsletter } }": typeof types.AuthzProbePreferencesDocument,
    "mutation AuthzProbeUpdatePreferences($id: ID!) { updatePreferences(userId: $id, input: { newsletter: true }) { newsletter } }": typeof types.AuthzProbeUpdatePreferencesDocument,
    "query AuthzProbeUser($id: ID!) { user(id: $id) { id email } }": typeof types.AuthzProbeUserDocument,
    "query AuthzProbeUserByNumber($n: Int!) { userByNumber(number: $n) { id email } }": typeof types.AuthzProbeUserByNumberDocument,
    "query AuthzProbeOrder($id: ID!) { order(id: $id) { id total status } }": typeof types.AuthzProbeOrderDocument,
    "query AuthzProbeOrderWithItsUser($id: ID!) { order(id: $id) { id total user { email } } }": typeof types.AuthzProbeOrderWithItsUserDocument,
    "query AuthzProbeOrders($id: ID!) { orders(userId: $id) { id } }": typeof types.AuthzProbeOrdersDocument,
    "query AuthzProbeSearchOrders($id: String!) { searchOrders(query: $id) { id } }": typeof types.AuthzProbeSearchOrdersDocument,
    "query AuthzProbeApiKey($id: ID!) { apiKey(id: $id) { id hint } }": typeof types.AuthzProbeApiKeyDocument,
    "query AuthzProbeApiKeys($id: ID!) { apiKeys(userId: $id) { id } }": typeof types.AuthzProbeApiKeysDocument,
    "query AuthzProbeOauthClient($id: ID!) { oauthClient(id: $id) { id redirectUris } }": typeof types.AuthzProbeOauthClientDocument,
    "query AuthzProbeOauthClients($id: ID!) { oauthClients(userId: $id) { id } }": typeof types.AuthzProbeOauthClientsDocument,
    "query AuthzProbeSessions($id: ID!) { sessions(userId: $id) { id } }": typeof types.AuthzProbeSessionsDocument,
    "mutation AuthzProbeUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Owned\" }) { id } }": typeof types.AuthzProbeUpdateUserDocument,
    "mutation AuthzProbeDeleteUser($id: ID!) { deleteUser(id: $id) }": typeof types.AuthzProbeDeleteUserDocument,
    "mutation AuthzProbeRequestUserDeletion($id: ID!) { requestUserDeletion(id: $id) { userId dueAt } }": typeof types.AuthzProbeRequestUserDeletionDocument,
    "mutation AuthzProbeRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }": typeof types.AuthzProbeRequestExportDocument,
    "query AuthzProbeExports($id: ID!) { personalDataExports(userId: $id) { id status } }": typeof types.AuthzProbeExportsDocument,
    "query AuthzProbeExport($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }": typeof types.AuthzProbeExportDocument,
    "mutation AuthzProbeRemovePushDevice($id: ID!) { removePushDevice(id: $id) }": typeof types.AuthzProbeRemovePushDeviceDocument,
    "mutation AuthzProbeSetUserRoles($id: ID!) { setUserRoles(id: $id, roles: [ADMIN]) { id } }": typeof types.AuthzProbeSetUserRolesDocument,
    "mutation AuthzProbeUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.AuthzProbeUpdateOrderDocument,
    "mutation AuthzProbeUpdateApiKey($id: ID!) { updateApiKey(id: $id, input: { isActive: false }) { id } }": typeof types.AuthzProbeUpdateApiKeyDocument,
    "mutation AuthzProbeRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }": typeof types.AuthzProbeRevokeApiKeyDocument,
    "mutation AuthzProbeRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 0) { key } }": typeof types.AuthzProbeRotateApiKeyDocument,
    "mutation AuthzProbeDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }": typeof types.AuthzProbeDeleteOAuthClientDocument,
    "mutation AuthzProbeRevokeSession($id: ID!) { revokeSession(id: $id) }": typeof types.AuthzProbeRevokeSessionDocument,
    "query AuthzMeMine($o: ID!, $k: ID!, $c: ID!, $me: ID!) { me { name roles } order(id: $o) { status } apiKey(id: $k) { isActive expiresAt } oauthClient(id: $c) { id } sessions { id } pushDevices { id } personalDataExports(userId: $me) { id } }": typeof types.AuthzMeMineDocument,
    "query AuthzMineCare($a: ID!, $w: ID!, $t: ID!) { address(id: $a) { label isDefault } wishList(id: $w) { name items { variantId } shared } ticket(id: $t) { status messages { body } } preferences { newsletter } }": typeof types.AuthzMineCareDocument,
    "query AuthzProducts($id: ID!) { products(limit: 5) { id name price { amount } } product(id: $id) { stock { available } stockLevels { available } } categories { id } warehouses { id } }": typeof types.AuthzProductsDocument,
    "query AuthzAnonymousMe { me { id } }": typeof types.AuthzAnonymousMeDocument,
    "query AuthzAnonymousOrders { orders { id } }": typeof types.AuthzAnonymousOrdersDocument,
    "query AuthzAnonymousUsers { users { id } }": typeof types.AuthzAnonymousUsersDocument,
    "mutation AuthzAnonymousReview($p: ID!) { createReview(input: { productId: $p, stars: 5, title: \"t\", text: \"t\" }) { id } }": typeof types.AuthzAnonymousReviewDocument,
    "mutation AuthzAnonymousCreateWarehouse { createWarehouse(input: { code: \"X\", name: \"X\", country: \"US\" }) { id } }": typeof types.AuthzAnonymousCreateWarehouseDocument,
    "query AuthzCustomerUsers { users { id } }": typeof types.AuthzCustomerUsersDocument,
    "mutation AuthzCustomerCreateUser { createUser(input: { name: \"X\", email: \"x-by-customer@example.com\" }) { id } }": typeof types.AuthzCustomerCreateUserDocument,
    "mutation AuthzCustomerCreateProduct { createProduct(input: { sku: \"CUST-1\", name: \"X\", price: \"1.00\" }) { id } }": typeof types.AuthzCustomerCreateProductDocument,
    "mutation AuthzCustomerCreateWarehouse { createWarehouse(input: { code: \"CUST\", name: \"X\", country: \"US\" }) { id } }": typeof types.AuthzCustomerCreateWarehouseDocument,
    "mutation AuthzCustomerSetStock($p: ID!) { setStock(input: { productId: $p, warehouseId: \"w\", available: 1 }) { available } }": typeof types.AuthzCustomerSetStockDocument,
    "query AuthzCustomerCostPrice($p: ID!) { product(id: $p) { costPrice } }": typeof types.AuthzCustomerCostPriceDocument,
    "query AuthzCustomerVariantCostPrice($p: ID!) { product(id: $p) { variants { costPrice { amount } } } }": typeof types.AuthzCustomerVariantCostPriceDocument,
    "mutation AuthzCustomerAddVariant($p: ID!) { addProductVariant(productId: $p, input: { sku: \"CUST-V\", options: [] }) { id } }": typeof types.AuthzCustomerAddVariantDocument,
    "mutation AuthzCustomerUpdateVariant($v: ID!) { updateProductVariant(id: $v, input: { price: \"1.00\" }) { id } }": typeof types.AuthzCustomerUpdateVariantDocument,
    "mutation AuthzCustomerHideReview { hideReview(id: \"r\", reason: \"x\") { id } }": typeof types.AuthzCustomerHideReviewDocument,
    "mutation AuthzCustomerUnhideReview { unhideReview(id: \"r\") { id } }": typeof types.AuthzCustomerUnhideReviewDocument,
    "query AuthzOrder($o: ID!, $u: ID!) { order(id: $o) { user { email } } user(id: $u) { email } users(limit: 100) { id } }": typeof types.AuthzOrderDocument,
    "mutation AuthzCreateUser { createUser(input: { name: \"Walk-in\", email: \"walk-in@example.com\" }) { id } }": typeof types.AuthzCreateUserDocument,
    "mutation AuthzUpdateOrder($id: ID!) { updateOrder(id: $id, input: { notes: \"x\" }) { id } }": typeof types.AuthzUpdateOrderDocument,
    "mutation AuthzCreateProduct { createProduct(input: { sku: \"SUP-1\", name: \"X\", price: \"1.00\" }) { id } }": typeof types.AuthzCreateProductDocument,
    "mutation AuthzSupportUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Changed\" }) { id } }": typeof types.AuthzSupportUpdateUserDocument,
    "mutation AuthzSupportDeleteUser($id: ID!) { deleteUser(id: $id) }": typeof types.AuthzSupportDeleteUserDocument,
    "query AuthzSupportReadsVictim($id: ID!) { user(id: $id) { name } }": typeof types.AuthzSupportReadsVictimDocument,
    "query AuthzReadOnlyRoles { me { roles } }": typeof types.AuthzReadOnlyRolesDocument,
    "mutation AuthzReadOnlyUpdatesSelf($id: ID!) { updateUser(id: $id, input: { name: \"Changed\" }) { id } }": typeof types.AuthzReadOnlyUpdatesSelfDocument,
    "mutation AuthzReadOnlyCreatesKey { createApiKey(input: { name: \"k\" }) { key } }": typeof types.AuthzReadOnlyCreatesKeyDocument,
    "mutation AuthzReadOnlyReviews($p: ID!) { createReview(input: { productId: $p, stars: 5, title: \"t\", text: \"t\" }) { id } }": typeof types.AuthzReadOnlyReviewsDocument,
    "mutation AuthzUpdateOrderAlong($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }": typeof types.AuthzUpdateOrderAlongDocument,
    "mutation AuthzUpdateOrderByAdmin($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }": typeof types.AuthzUpdateOrderByAdminDocument,
    "mutation AuthzUpdateOrderCancelled($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": typeof types.AuthzUpdateOrderCancelledDocument,
    "query AuthzProduct($id: ID!) { product(id: $id) { costPrice } }": typeof types.AuthzProductDocument,
    "query ScopesCart { cart { id itemCount } }": typeof types.ScopesCartDocument,
    "mutation ScopesAdd($input: CartLineInput!) { addToCart(input: $input) { id itemCount token } }": typeof types.ScopesAddDocument,
    "mutation ScopesCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }": typeof types.ScopesCreateKeyDocument,
    "mutation ScopesCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": typeof types.ScopesCreateClientDocument,
    "subscription ScopesWatchMine { myOrderStatusChanged { id status } }": typeof types.ScopesWatchMineDocument,
    "mutation CareAddAddress($input: AddAddressInput!) {\n  addAddress(input: $input) { id type isDefault city state postalCode country }\n}": typeof types.CareAddAddressDocument,
    "mutation CareOrderToSavedAddresses($input: CreateOrderInput!) {\n        createOrder(input: $input) { id shippingAddress { city state } billingAddress { line1 postalCode } }\n      }": typeof types.CareOrderToSavedAddressesDocument,
    "query CareMyAddresses { addresses { id isDefault type } }": typeof types.CareMyAddressesDocument,
    "mutation CareSetDefault($id: ID!) { setDefaultAddress(id: $id) { id } }": typeof types.CareSetDefaultDocument,
    "query CareBusyBook { addresses(type: SHIPPING) { id isDefault } }": typeof types.CareBusyBookDocument,
    "mutation CareTicketOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": typeof types.CareTicketOrderDocument,
    "mutation CareOpenTicket($input: OpenTicketInput!) { openTicket(input: $input) { id status order { id } } }": typeof types.CareOpenTicketDocument,
    "query CareMyTickets { tickets { id } }": typeof types.CareMyTicketsDocument,
    "mutation CareAnswer($id: ID!) { replyToTicket(id: $id, body: \"On its way.\") { status firstResponseSeconds order { id status user { id } } } }": typeof types.CareAnswerDocument,
    "query CareRecord($id: ID!) {\n      user(id: $id) { customerRecord { registeredVia orderCount openTickets newsletter marketing { email } } }\n    }": typeof types.CareRecordDocument,
    "query CareRecordDirect($id: ID!) { customerRecord(userId: $id) { orderCount } }": typeof types.CareRecordDirectDocument,
    "mutation CareWishList {\n        createWishList(input: { name: \"Birthday\" }) { id }\n      }": typeof types.CareWishListDocument,
    "mutation CareWish($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }": typeof types.CareWishDocument,
    "mutation CareShare($id: ID!) { shareWishList(id: $id) { token wishList { shared } } }": typeof types.CareShareDocument,
    "query CareSharedView($token: String!) { sharedWishList(token: $token) { name items { product { id name } } } }": typeof types.CareSharedViewDocument,
    "mutation CareUnshare($id: ID!) { unshareWishList(id: $id) { shared } }": typeof types.CareUnshareDocument,
    "query CorpusMe { me { id } }": typeof types.CorpusMeDocument,
    "query CorpusUsers { users(limit: 1) { id } }": typeof types.CorpusUsersDocument,
    "mutation CorpusRename($id: ID!, $name: String!) { updateUser(id: $id, input: { name: $name }) { id } }": typeof types.CorpusRenameDocument,
    "mutation CorpusCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": typeof types.CorpusCreateClientDocument,
    "mutation CorpusDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }": typeof types.CorpusDeleteClientDocument,
    "mutation CorpusDeactivate($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }": typeof types.CorpusDeactivateDocument,
    "mutation CorpusDeleteUser($id: ID!) { deleteUser(id: $id) }": typeof types.CorpusDeleteUserDocument,
    "mutation BrowserCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": typeof types.BrowserCreateOAuthClientDocument,
    "mutation OAuthCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": typeof types.OAuthCreateOAuthClientDocument,
    "query OAuthSessions { sessions { clientId } }": typeof types.OAuthSessionsDocument,
    "mutation OpenIdCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": typeof types.OpenIdCreateClientDocument,
    "mutation PrivacyRequestDeletion($id: ID!) { requestUserDeletion(id: $id) { userId requestedAt dueAt } }": typeof types.PrivacyRequestDeletionDocument,
    "mutation PrivacyRequestExport($userId: ID!) { requestPersonalDataExport(userId: $userId) { downloadToken export { id status } } }": typeof types.PrivacyRequestExportDocument,
    "query PrivacyExports($userId: ID!) { personalDataExports(userId: $userId) { id status bytes readyAt expiresAt } }": typeof types.PrivacyExportsDocument,
    "query PrivacyDownload($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }": typeof types.PrivacyDownloadDocument,
    "mutation PrivacyStaffCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }": typeof types.PrivacyStaffCancelDocument,
    "mutation PrivacyCustomerCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }": typeof types.PrivacyCustomerCancelDocument,
    "query PrivacyKeptOrder($id: ID!) { order(id: $id) { id total user { id name } } }": typeof types.PrivacyKeptOrderDocument,
    "mutation WindowCreateKey { createApiKey(input: { name: \"window\" }) { apiKey { id } key } }": typeof types.WindowCreateKeyDocument,
    "mutation WindowRevokeKey($id: ID!) { revokeApiKey(id: $id) }": typeof types.WindowRevokeKeyDocument,
    "mutation WindowRevokeSession($id: ID!) { revokeSession(id: $id) }": typeof types.WindowRevokeSessionDocument,
    "mutation WindowCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": typeof types.WindowCreateClientDocument,
    "mutation WindowDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }": typeof types.WindowDeleteClientDocument,
    "query TokensMe { me { id email } }": typeof types.TokensMeDocument,
    "mutation TokensCreateApiKey { createApiKey(input: { name: \"grpc\" }) { key } }": typeof types.TokensCreateApiKeyDocument,
    "mutation TokensCreateWriterKey { createApiKey(input: { name: \"writer\", scopes: [\"write\"] }) { key } }": typeof types.TokensCreateWriterKeyDocument,
    "mutation TokensRotateSigningKey { rotateSigningKey { kid } }": typeof types.TokensRotateSigningKeyDocument,
    "mutation TokensRotateSigningKeyDenied { rotateSigningKey { kid } }": typeof types.TokensRotateSigningKeyDeniedDocument,
    "mutation OpsSetStock($input: SetStockInput!) { setStock(input: $input) { available incoming reorderPoint } }": typeof types.OpsSetStockDocument,
    "query OpsStock($id: ID!) { product(id: $id) { stock { available incoming backorderable status } stockLevels { warehouse { id } available reserved incoming backordered } } }": typeof types.OpsStockDocument,
    "mutation OpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id items { productId quantity backordered backorderExpectedAt } } }": typeof types.OpsCreateOrderDocument,
    "mutation OpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed limit promised expectedAt } }": typeof types.OpsSetBackorderPolicyDocument,
    "mutation OpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { available incoming backordered reserved } }": typeof types.OpsReceiveStockDocument,
    "mutation OpsWriteOffStock($input: WriteOffStockInput!) { writeOffStock(input: $input) { available damaged } }": typeof types.OpsWriteOffStockDocument,
    "mutation OpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { id from { available } to { available warehouse { id } } } }": typeof types.OpsTransferStockDocument,
    "query OpsStockMovements($productId: ID!, $kinds: [StockMovementKind!]) { stockMovements(productId: $productId, kinds: $kinds) { kind available reserved damaged incoming backordered reason actor reference warehouse { id } } }": typeof types.OpsStockMovementsDocument,
    "query OpsLowStock { lowStock { productId variantId available reorderPoint dailySales suggestedReorder warehouse { id } } }": typeof types.OpsLowStockDocument,
    "query OpsNotifications { notifications(limit: 100) { kind title body } }": typeof types.OpsNotificationsDocument,
    "query OpsWebhookEventTypes { webhookEventTypes }": typeof types.OpsWebhookEventTypesDocument,
    "\n  mutation VarOpsCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id variants { id } } }\n": typeof types.VarOpsCreateProductDocument,
    "mutation VarOpsSetStock($input: SetStockInput!) { setStock(input: $input) { variantId available incoming } }": typeof types.VarOpsSetStockDocument,
    "mutation VarOpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { productId variantId available incoming reserved backordered } }": typeof types.VarOpsReceiveStockDocument,
    "mutation VarOpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { from { variantId available } to { variantId available } } }": typeof types.VarOpsTransferStockDocument,
    "query VarOpsStockMovements($productId: ID!, $variantId: ID) { stockMovements(productId: $productId, variantId: $variantId) { kind productId variantId available warehouse { id } } }": typeof types.VarOpsStockMovementsDocument,
    "mutation VarOpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { productId allowed limit } }": typeof types.VarOpsSetBackorderPolicyDocument,
    "query VarOpsStock($id: ID!) { product(id: $id) { backorderPolicy { limit promised } stock { available backorderable status } variants { id stock { available backorderable status } } } }": typeof types.VarOpsStockDocument,
    "mutation VarOpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { items { productId variantId quantity backordered backorderExpectedAt } } }": typeof types.VarOpsCreateOrderDocument,
    "mutation CommerceCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id state } }": typeof types.CommerceCreateOrderDocument,
    "query CommerceOrder($id: ID!) { order(id: $id) { state } }": typeof types.CommerceOrderDocument,
    "mutation CommercePayOnce($input: PayOrderInput!) { payOrder(input: $input) { id status } }": typeof types.CommercePayOnceDocument,
    "mutation CommerceRefundOnce($input: RefundPaymentInput!) { refundPayment(input: $input) { status refundedAmount { amount } refunds { amount { amount } } } }": typeof types.CommerceRefundOnceDocument,
    "mutation CommerceUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.CommerceUpdateOrderDocument,
    "query CommerceRefundedPayment($id: ID!) { order(id: $id) { payment { status refundedAmount { amount } } } }": typeof types.CommerceRefundedPaymentDocument,
    "mutation CommerceCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": typeof types.CommerceCreateShipmentDocument,
    "mutation CommerceShipForReturn($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": typeof types.CommerceShipForReturnDocument,
    "mutation CommerceAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": typeof types.CommerceAddTrackingEventDocument,
    "query CommerceOrderLines($id: ID!) { order(id: $id) { items { id } } }": typeof types.CommerceOrderLinesDocument,
    "mutation CommerceReturnOrder($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } returnTrackingNumber } }": typeof types.CommerceReturnOrderDocument,
    "query CommerceReturnedOrder($id: ID!) { order(id: $id) { state status returns { status } payment { refundedAmount { amount } } } }": typeof types.CommerceReturnedOrderDocument,
    "mutation CommerceReturnTheRest($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } shippingRefund { amount } lines { quantity refund { amount } } } }": typeof types.CommerceReturnTheRestDocument,
    "mutation CommerceReturnOrderTwice($input: ReturnOrderInput!) { returnOrder(input: $input) { status } }": typeof types.CommerceReturnOrderTwiceDocument,
    "query CommerceReviewedPayment($id: ID!) { order(id: $id) { payment { id status review fraud { score reasons decision } } } }": typeof types.CommerceReviewedPaymentDocument,
    "mutation CommerceReviewPaymentDenied($id: ID!) { reviewPayment(id: $id, approve: true) { status } }": typeof types.CommerceReviewPaymentDeniedDocument,
    "mutation CommerceApprovePayment($id: ID!) { reviewPayment(id: $id, approve: true) { review } }": typeof types.CommerceApprovePaymentDocument,
    "query CommerceOrderPayment($id: ID!) { order(id: $id) { payment { amount { amount currency } chargedAmount { amount currency } exchangeRate { rate } } } }": typeof types.CommerceOrderPaymentDocument,
    "mutation CommercePayBadMethod($input: PayOrderInput!) { payOrder(input: $input) { id } }": typeof types.CommercePayBadMethodDocument,
    "query CommerceValidateAddress($a: AddressInput!) { validateAddress(address: $a) { valid address { postalCode } } }": typeof types.CommerceValidateAddressDocument,
    "fragment CommerceCart on Cart { id token itemCount subtotal { amount } lines { productId quantity unitPrice { amount } available product { stock { available } } } }": typeof types.CommerceCartFragmentDoc,
    "mutation CommerceStartCart($input: CartLineInput!) { addToCart(input: $input) { ...CommerceCart } }": typeof types.CommerceStartCartDocument,
    "mutation CommerceAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": typeof types.CommerceAddToCartDocument,
    "mutation CommerceUpdateCartLine($input: CartLineInput!) { updateCartLine(input: $input) { id } }": typeof types.CommerceUpdateCartLineDocument,
    "query CommerceCartByToken($t: String) { cart(token: $t) { ...CommerceCart } }": typeof types.CommerceCartByTokenDocument,
    "mutation CommerceShopperAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": typeof types.CommerceShopperAddsToCartDocument,
    "mutation CommerceMergeCart($t: String!) { mergeCart(cartToken: $t) { ...CommerceCart } }": typeof types.CommerceMergeCartDocument,
    "query CommerceCart($t: String) { cart(token: $t) { id } }": typeof types.CommerceCartDocument,
    "mutation CommerceUpdateProduct($id: ID!) { updateProduct(id: $id, input: { price: \"45.00\" }) { id } }": typeof types.CommerceUpdateProductDocument,
    "mutation CommerceCheckout($input: CheckoutInput!) { checkout(input: $input) { id total items { quantity } } }": typeof types.CommerceCheckoutDocument,
    "query CommerceCartAfterCheckout { cart { lines { productId } } }": typeof types.CommerceCartAfterCheckoutDocument,
    "mutation CommerceAddToCartStarted($input: CartLineInput!) { addToCart(input: $input) { token } }": typeof types.CommerceAddToCartStartedDocument,
    "mutation CommerceAnonymousAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": typeof types.CommerceAnonymousAddsToCartDocument,
    "mutation CommerceRemoveFromCart($p: ID!, $t: String) { removeFromCart(productId: $p, cartToken: $t) { itemCount lines { productId } } }": typeof types.CommerceRemoveFromCartDocument,
    "mutation CommerceCheckoutCheckout($input: CheckoutInput!) { checkout(input: $input) { total items { productId quantity } } }": typeof types.CommerceCheckoutCheckoutDocument,
    "query CommerceCartAfterTokenCheckout { cart { lines { productId } } }": typeof types.CommerceCartAfterTokenCheckoutDocument,
    "mutation CommerceAddToCartCart($input: CartLineInput!) { addToCart(input: $input) { id expiresAt } }": typeof types.CommerceAddToCartCartDocument,
    "query CommerceExpiredCart { cart { id } }": typeof types.CommerceExpiredCartDocument,
    "mutation CommerceAddToCartFresh($input: CartLineInput!) { addToCart(input: $input) { itemCount } }": typeof types.CommerceAddToCartFreshDocument,
    "mutation CommerceRepriceProduct($id: ID!) { updateProduct(id: $id, input: { price: \"13.00\" }) { id } }": typeof types.CommerceRepriceProductDocument,
    "mutation CommerceRenameProduct($id: ID!) { updateProduct(id: $id, input: { name: \"Evented Armchair\" }) { id } }": typeof types.CommerceRenameProductDocument,
    "mutation CrashCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": typeof types.CrashCreateOrderDocument,
    "mutation LifecycleCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id status state } }": typeof types.LifecycleCreateOrderDocument,
    "subscription LifecycleWatchMine { myOrderStatusChanged { id status state total user { id email } items { quantity product { name stock { available reserved } } } payment { status } } }": typeof types.LifecycleWatchMineDocument,
    "subscription LifecycleOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status payment { status } } }": typeof types.LifecycleOrderStatusChangedDocument,
    "query LifecycleShippingRates($a: AddressInput!) { shippingRates(address: $a, items: 2) { carrier service amount { amount } } }": typeof types.LifecycleShippingRatesDocument,
    "mutation LifecycleCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id trackingNumber status } }": typeof types.LifecycleCreateShipmentDocument,
    "mutation LifecycleAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": typeof types.LifecycleAddTrackingEventDocument,
    "query LifecycleOrder($id: ID!) { order(id: $id) { history { toState actor } shipments { status actualDelivery events { status } } } }": typeof types.LifecycleOrderDocument,
    "query LifecycleNotifications { notifications(limit: 50) { kind read } }": typeof types.LifecycleNotificationsDocument,
    "subscription LifecycleMyOrderStatusChanged { myOrderStatusChanged { id status state } }": typeof types.LifecycleMyOrderStatusChangedDocument,
    "query LifecycleOrderPayment($id: ID!) { order(id: $id) { payment { status attempts { number outcome } } } }": typeof types.LifecycleOrderPaymentDocument,
    "query LifecycleRetriedPayment($id: ID!) { order(id: $id) { state payment { attempts { outcome } } } }": typeof types.LifecycleRetriedPaymentDocument,
    "subscription LifecycleWatchWithoutCredential { myOrderStatusChanged { id } }": typeof types.LifecycleWatchWithoutCredentialDocument,
    "subscription LifecycleOrderStatusChangedRefused($id: ID!) { orderStatusChanged(orderId: $id) { id } }": typeof types.LifecycleOrderStatusChangedRefusedDocument,
    "subscription LifecycleOrderStatusChangedWatched($id: ID!) { orderStatusChanged(orderId: $id) { status } }": typeof types.LifecycleOrderStatusChangedWatchedDocument,
    "mutation LifecycleUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.LifecycleUpdateOrderDocument,
    "subscription LifecycleWatchCostPrice($id: ID!) { orderStatusChanged(orderId: $id) { status items { product { name costPrice } } } }": typeof types.LifecycleWatchCostPriceDocument,
    "mutation LifecycleCancelWatchedOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.LifecycleCancelWatchedOrderDocument,
    "subscription LifecycleWatchEverywhere($id: ID!) { orderStatusChanged(orderId: $id) { status } }": typeof types.LifecycleWatchEverywhereDocument,
    "mutation LifecycleCancelElsewhere($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.LifecycleCancelElsewhereDocument,
    "query LifecycleSubscriptionFields { __schema { subscriptionType { fields { name } } } }": typeof types.LifecycleSubscriptionFieldsDocument,
    "subscription LifecycleMyOrderStatusChangedOverHttp { myOrderStatusChanged { id } }": typeof types.LifecycleMyOrderStatusChangedOverHttpDocument,
    "subscription NatsMyOrderStatusChanged { myOrderStatusChanged { id status } }": typeof types.NatsMyOrderStatusChangedDocument,
    "mutation NatsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": typeof types.NatsCreateOrderDocument,
    "query NatsNotifications { notifications { kind } }": typeof types.NatsNotificationsDocument,
    "mutation SubscriptionStartCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": typeof types.SubscriptionStartCreateOrderDocument,
    "subscription SubscriptionStartOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status eventSequence } }": typeof types.SubscriptionStartOrderStatusChangedDocument,
    "subscription SubscriptionStartMyOrderStatusChanged { myOrderStatusChanged { id status eventSequence } }": typeof types.SubscriptionStartMyOrderStatusChangedDocument,
    "mutation SubscriptionStartUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": typeof types.SubscriptionStartUpdateOrderDocument,
    "query MediaImages($id: ID!) { product(id: $id) { images { url alt primary thumbnails { width height url } } } }": typeof types.MediaImagesDocument,
    "mutation AddItemAddOrderItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { id total status items { name quantity lineTotal } } }": typeof types.AddItemAddOrderItemDocument,
    "mutation AddItemUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": typeof types.AddItemUpdateOrderDocument,
    "mutation AddItemPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id amount { amount } } }": typeof types.AddItemPayOrderDocument,
    "query AddItemOrderState($id: ID!) { order(id: $id) { state total payment { status amount { amount } } } }": typeof types.AddItemOrderStateDocument,
    "query AddItemOrder($id: ID!) { order(id: $id) { history { fromState toState reason eventId } } }": typeof types.AddItemOrderDocument,
    "query AddItemOrderOrder($id: ID!) { order(id: $id) { total items { name } } }": typeof types.AddItemOrderOrderDocument,
    "mutation AddItemUpdateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }": typeof types.AddItemUpdateUserDocument,
    "query AddItemSortedUsers($s: String, $o: UserOrder, $st: CustomerStatus) { users(search: $s, orderBy: $o, status: $st) { name } }": typeof types.AddItemSortedUsersDocument,
    "query AddItemSortedOrders($u: ID!, $o: OrderOrder) { orders(userId: $u, orderBy: $o) { total } }": typeof types.AddItemSortedOrdersDocument,
    "mutation CouponsCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code remainingUses } }": typeof types.CouponsCreateCouponDocument,
    "query CouponsCoupon($code: String!) { coupon(code: $code) { uses remainingUses } }": typeof types.CouponsCouponDocument,
    "mutation CouponsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id couponCode amounts { subtotal { amount } discounts { amount } total { amount } } discounts { kind name amount { amount } } items { discountAmount } } }": typeof types.CouponsCreateOrderDocument,
    "mutation CouponsCancelOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": typeof types.CouponsCancelOrderDocument,
    "\n  query InsightsSalesFigures($from: DateTime!, $to: DateTime!) {\n    salesAnalytics(from: $from, to: $to) {\n      orders\n      revenue { amount currency }\n      averageOrderValue { amount }\n      daily { at orders revenue { amount } }\n      series(metric: REVENUE) { at value }\n      byProduct(limit: 10) { productId orders units revenue { amount } product { id name } }\n      byCategory { categoryId orders revenue { amount } }\n      funnel { carts checkouts paid paidRate }\n      refundsAndReturns { refunds refunded { amount } returns }\n    }\n  }\n": typeof types.InsightsSalesFiguresDocument,
    "\n  query InsightsTogether($id: ID!, $all: Boolean) {\n    product(id: $id) {\n      frequentlyBoughtTogether(includeUnavailable: $all) { id name }\n      similarProducts(limit: 3, includeUnavailable: $all) { id }\n    }\n  }\n": typeof types.InsightsTogetherDocument,
    "query InsightsForMe { me { id recommendedProducts(limit: 5) { id name } } }": typeof types.InsightsForMeDocument,
    "mutation InsightsRebuild { rebuildInsights { generation rebuilding rebuildStartedAt } }": typeof types.InsightsRebuildDocument,
    "query InsightsStatus { insightsStatus { generation rebuilding lastRebuild { generation orders } } }": typeof types.InsightsStatusDocument,
    "mutation InsightsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": typeof types.InsightsCreateShipmentDocument,
    "mutation InsightsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": typeof types.InsightsTrackDocument,
    "query InsightsOrderState($id: ID!) { order(id: $id) { state } }": typeof types.InsightsOrderStateDocument,
    "mutation InsightsProductStatus($id: ID!) { updateProduct(id: $id, input: { status: DISCONTINUED }) { status } }": typeof types.InsightsProductStatusDocument,
    "query InsightsStockLevels($id: ID!) { stockLevels(productId: $id) { warehouse { id } } }": typeof types.InsightsStockLevelsDocument,
    "\n  query ParcelsOrder($id: ID!) {\n    order(id: $id) {\n      state\n      amounts { shipping { amount } }\n      shipping { rate { amount } }\n      items { id quantity allocations { warehouseId warehouse { code } quantity backordered } }\n      pendingShipments { warehouseId lines { orderItemId quantity } }\n      shipments { id warehouseId warehouse { code } status lines { orderItemId quantity } cost { amount } charged { amount } }\n      history { from to }\n    }\n  }\n": typeof types.ParcelsOrderDocument,
    "mutation ParcelsCreateShipments($input: CreateShipmentsInput!) { createShipments(input: $input) { id warehouseId } }": typeof types.ParcelsCreateShipmentsDocument,
    "mutation ParcelsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id warehouseId carrier service } }": typeof types.ParcelsCreateShipmentDocument,
    "mutation ParcelsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": typeof types.ParcelsTrackDocument,
    "query PortalAdminName { me { name } }": typeof types.PortalAdminNameDocument,
    "mutation PortalCreateApiKey($name: String!) { createApiKey(input: { name: $name, scopes: [\"read\"] }) { key apiKey { id tier } } }": typeof types.PortalCreateApiKeyDocument,
    "query PortalUsageReport($keyId: ID) { usageReport(window: LAST_HOUR, keyId: $keyId) { requests errors errorRate p50Ms p95Ms p99Ms statusCodes { status count } topEndpoints { endpoint requests } series { at requests } } }": typeof types.PortalUsageReportDocument,
    "query PortalEndpointMetrics { endpointMetrics(window: LAST_HOUR) { endpoint requests p95Ms p99Ms errorRate clients { client requests } keys { keyId name requests } } topApiKeys(window: LAST_HOUR) { keyId requests } }": typeof types.PortalEndpointMetricsDocument,
    "mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) { requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { id keyId keyName fromTier toTier status note requestedAt } }": typeof types.PortalRequestPlanChangeDocument,
    "mutation PortalDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) { decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status decidedAt decidedBy reason } }": typeof types.PortalDecidePlanChangeDocument,
    "query PortalPlanChanges($status: PlanChangeStatus) { planChangeRequests(status: $status) { id keyId status } }": typeof types.PortalPlanChangesDocument,
    "query PortalPlans { plans { tier name requestsPerMinute description } }": typeof types.PortalPlansDocument,
    "mutation PortalCancelPlanChange($id: ID!) { cancelPlanChange(id: $id) { status } }": typeof types.PortalCancelPlanChangeDocument,
    "mutation PortalSetApiKeyPolicy($days: Int) { setApiKeyPolicy(maxAgeDays: $days) { maxAgeDays } }": typeof types.PortalSetApiKeyPolicyDocument,
    "query PortalKeysRotation { apiKeys { id rotationDue } }": typeof types.PortalKeysRotationDocument,
    "query PortalMyKeyPolicy { me { apiKeyPolicy { maxAgeDays } } }": typeof types.PortalMyKeyPolicyDocument,
    "mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { clientSecret client { id } } }": typeof types.PortalCreateOAuthClientDocument,
    "mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) { updateOAuthClient(clientId: $clientId, input: $input) { id name redirectUris allowedScopes } }": typeof types.PortalUpdateOAuthClientDocument,
    "mutation PortalRotateOAuthClientSecret($clientId: ID!, $overlap: Int) { rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlap) { clientId clientSecret previousSecretExpiresAt } }": typeof types.PortalRotateOAuthClientSecretDocument,
    "query PortalClientWhoAmI { me { id } }": typeof types.PortalClientWhoAmIDocument,
    "\n  query SalesPageFigures($from: DateTime!, $to: DateTime!) {\n    salesAnalytics(from: $from, to: $to, currency: \"USD\") {\n      orders ordersPlaced currencies\n      revenue { amount } averageOrderValue { amount } refunded { amount } netRevenue { amount }\n      daily { at orders ordersPlaced revenue { amount } }\n      byCategory { name orders units revenue { amount } }\n      byProduct(limit: 10) { product { name } orders units revenue { amount } }\n      funnel { carts checkouts paid checkoutRate paidRate }\n      refundsAndReturns { refunds refunded { amount } returns unitsReturned returnRefunds { amount } }\n    }\n  }\n": typeof types.SalesPageFiguresDocument,
    "\n  query SalesPageSearches($from: DateTime!, $to: DateTime!) {\n    searchQueryReport(from: $from, to: $to, limit: 10) {\n      totalSearches zeroResultSearches\n      topQueries { query searches zeroResults }\n      zeroResultQueries { query searches }\n    }\n  }\n": typeof types.SalesPageSearchesDocument,
    "mutation SalesPageCategory { createCategory(input: { name: \"Lighting\", slug: \"lighting\" }) { id } }": typeof types.SalesPageCategoryDocument,
    "mutation SalesPageAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": typeof types.SalesPageAddToCartDocument,
    "query SalesPagePayment($id: ID!) { order(id: $id) { state payment { id } } }": typeof types.SalesPagePaymentDocument,
    "mutation SalesPageRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { status } }": typeof types.SalesPageRefundDocument,
    "query SalesPageSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }": typeof types.SalesPageSearchDocument,
    "query ConcurrencyProduct($id: ID!) { product(id: $id) { stock { available status } } }": typeof types.ConcurrencyProductDocument,
    "query DataloaderOrdersQuery($limit: Int!) {\n  orders(limit: $limit) {\n    id total status\n    user { id name email }\n    items { quantity unitPrice product { id name sku price { amount } stock { available status } stockLevels { available warehouse { code } } } }\n  }\n}": typeof types.DataloaderOrdersQueryDocument,
    "query DataloaderOrders { orders(limit: 1) { id } }": typeof types.DataloaderOrdersDocument,
    "query DataloaderOrder($id: ID!) { order(id: $id) { id } }": typeof types.DataloaderOrderDocument,
    "query DataloaderOrderBoth($a: ID!, $b: ID!) { a: order(id: $a) { id } b: order(id: $b) { id } }": typeof types.DataloaderOrderBothDocument,
    "mutation DataloaderIndexKey { createApiKey(input: { name: \"index check\", scopes: [\"read\"] }) { key } }": typeof types.DataloaderIndexKeyDocument,
    "query DataloaderIndexOrder { orders(limit: 1) { id } }": typeof types.DataloaderIndexOrderDocument,
    "mutation MonolithReadKey { createApiKey(input: { name: \"monolith\", scopes: [\"read\"] }) { key } }": typeof types.MonolithReadKeyDocument,
    "query ProcessesOrder($id: ID!) { order(id: $id) { id user { id } items { quantity product { id stock { reserved } } } } }": typeof types.ProcessesOrderDocument,
    "query SeedUsers { users(limit: 100) { email roles } }": typeof types.SeedUsersDocument,
    "query SeedProducts { products(limit: 1, status: ACTIVE) { name brand } }": typeof types.SeedProductsDocument,
    "query SeedSearchProducts($q: String!) { searchProducts(query: $q, limit: 100) { product { name } } }": typeof types.SeedSearchProductsDocument,
    "query SeedOrders { orders(status: PROCESSING, limit: 10) { id status total user { name email } items { sku quantity unitPrice product { sku price { amount } stock { available reserved } } } } }": typeof types.SeedOrdersDocument,
    "mutation SeedUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": typeof types.SeedUpdateOrderDocument,
    "query SeedOrdersPending { orders(status: PENDING, limit: 1) { id total items { id } } }": typeof types.SeedOrdersPendingDocument,
    "query SeedProductsStocked { products(limit: 50, status: ACTIVE) { id price { amount } stock { available } } }": typeof types.SeedProductsStockedDocument,
    "mutation SeedAddOrderItem($id: ID!, $item: OrderItemInput!) { addOrderItem(orderId: $id, item: $item) { total items { id } history { toState } } }": typeof types.SeedAddOrderItemDocument,
    "query SpineTypename { __typename }": typeof types.SpineTypenameDocument,
    "mutation SpineCreateUser { createUser(input: { name: \"  Grace Hopper \", email: \"Grace@Example.com\" }) { id name email number status } }": typeof types.SpineCreateUserDocument,
    "query SpineUser($id: ID!) { user(id: $id) { email orders { id } } }": typeof types.SpineUserDocument,
    "mutation SpineUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Rear Admiral Hopper\", status: INACTIVE }) { name status } }": typeof types.SpineUpdateUserDocument,
    "mutation SpineDeleteUser($id: ID!) { deleteUser(id: $id) }": typeof types.SpineDeleteUserDocument,
    "query SpineUserGone($id: ID!) { user(id: $id) { id } }": typeof types.SpineUserGoneDocument,
    "mutation SpineDeleteDeletedUser($id: ID!) { deleteUser(id: $id) }": typeof types.SpineDeleteDeletedUserDocument,
    "mutation SpineCreateTakenUser($input: CreateUserInput!) { createUser(input: $input) { id } }": typeof types.SpineCreateTakenUserDocument,
    "query SpineUsers { users { id } }": typeof types.SpineUsersDocument,
    "query SpineUsersCapped { users(limit: 5000) { id } }": typeof types.SpineUsersCappedDocument,
    "query SpineUsersPaged { a: users(limit: 2, offset: 0) { id } b: users(limit: 2, offset: 1) { id } }": typeof types.SpineUsersPagedDocument,
    "query SpineUsersBad { users(limit: 0) { id } }": typeof types.SpineUsersBadDocument,
    "mutation SpineCreateInvalidUser($input: CreateUserInput!) { createUser(input: $input) { id } }": typeof types.SpineCreateInvalidUserDocument,
    "mutation SpineCreateDuplicateEmail { createUser(input: { name: \"B\", email: \"DUP@example.com\" }) { id } }": typeof types.SpineCreateDuplicateEmailDocument,
    "mutation SpineSetDeletedStatus($id: ID!) { updateUser(id: $id, input: { status: DELETED }) { id } }": typeof types.SpineSetDeletedStatusDocument,
    "query SpineOrder($id: ID!) { order(id: $id) { totalAmount { amount } user { name }\n         items { quantity unitPrice product { name stock { available reserved } } } history { from to } } }": typeof types.SpineOrderDocument,
    "query SpineUserMine($id: ID!) { user(id: $id) { orders { id } } }": typeof types.SpineUserMineDocument,
    "query SpineMissingOrder { order(id: \"00000000-0000-0000-0000-000000000000\") { id } }": typeof types.SpineMissingOrderDocument,
    "query SpineNothingReserved($u: ID!, $p: ID!) { user(id: $u) { orders { id } } p: product(id: $p) { stock { available reserved } } }": typeof types.SpineNothingReservedDocument,
    "query SpineStockLevels($id: ID!) { stockLevels(productId: $id) { available reserved } }": typeof types.SpineStockLevelsDocument,
    "mutation SpineDeactivateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }": typeof types.SpineDeactivateUserDocument,
    "mutation SpineUpdateOrder($id: ID!, $s: OrderStatus!) { updateOrder(id: $id, input: { status: $s }) { status state } }": typeof types.SpineUpdateOrderDocument,
    "query SpineOrderHistory($id: ID!) { order(id: $id) { history { from to toState eventId } } }": typeof types.SpineOrderHistoryDocument,
    "mutation SpineUpdateOrderNoted($id: ID!) { updateOrder(id: $id, input: { notes: \"Leave at the door\" }) { notes status } }": typeof types.SpineUpdateOrderNotedDocument,
    "mutation SpineUpdateOrderMissing { updateOrder(id: \"33333333-3333-3333-3333-333333333333\", input: { status: PROCESSING }) { id } }": typeof types.SpineUpdateOrderMissingDocument,
    "query SpineSearchOrders($q: String!) { searchOrders(query: $q) { id } }": typeof types.SpineSearchOrdersDocument,
    "query SpineSearchOrdersEmpty { searchOrders(query: \"   \") { id } }": typeof types.SpineSearchOrdersEmptyDocument,
    "mutation SpineCreateProduct { createProduct(input: { sku: \"UNIQUE-SKU-1\", name: \"Again\", price: \"1.00\" }) { id } }": typeof types.SpineCreateProductDocument,
    "mutation SpineCreateProductPrecise { createProduct(input: { sku: \"P-3DP\", name: \"Too precise\", price: \"1.005\" }) { id } }": typeof types.SpineCreateProductPreciseDocument,
    "mutation SpineCreateProductNegative { createProduct(input: { sku: \"P-NEG\", name: \"Negative\", price: \"-1\" }) { id } }": typeof types.SpineCreateProductNegativeDocument,
    "mutation SpineAdjustBelowZero($p: ID!, $w: ID!) { adjustStock(productId: $p, warehouseId: $w, delta: -1) { available } }": typeof types.SpineAdjustBelowZeroDocument,
    "mutation SpineSetNegativeStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, available: -5 }) { available } }": typeof types.SpineSetNegativeStockDocument,
    "mutation SpineSetStockOrphan($w: ID!) { setStock(input: { productId: \"no-such-product\", warehouseId: $w, available: 5 }) { available } }": typeof types.SpineSetStockOrphanDocument,
    "query SpineProduct($id: ID!) { product(id: $id) { stock { status } } }": typeof types.SpineProductDocument,
    "fragment SpineLevel on StockLevel { available reserved damaged incoming reorderPoint }": typeof types.SpineLevelFragmentDoc,
    "mutation SpineSetStock($input: SetStockInput!) { setStock(input: $input) { ...SpineLevel } }": typeof types.SpineSetStockDocument,
    "mutation SpineAdjustStock($p: ID!, $w: ID!, $d: Int!) { adjustStock(productId: $p, warehouseId: $w, delta: $d) { ...SpineLevel } }": typeof types.SpineAdjustStockDocument,
    "mutation SpineAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }": typeof types.SpineAllowBackordersDocument,
    "query StandaloneOrder($id: ID!) { order(id: $id) { total user { name } items { product { name stock { available reserved } } } } }": typeof types.StandaloneOrderDocument,
    "mutation LimitsCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }": typeof types.LimitsCreateApiKeyDocument,
    "mutation LimitsUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }": typeof types.LimitsUpdateApiKeyDocument,
    "mutation LimitsUpdateApiKeyUpdated($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }": typeof types.LimitsUpdateApiKeyUpdatedDocument,
    "mutation LimitsUpdateApiKeyEnterprise($id: ID!) { updateApiKey(id: $id, input: { tier: ENTERPRISE }) { tier } }": typeof types.LimitsUpdateApiKeyEnterpriseDocument,
    "mutation LimitsUpgradeOnOtherReplica($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }": typeof types.LimitsUpgradeOnOtherReplicaDocument,
    "subscription LimitsMyOrderStatusChanged { myOrderStatusChanged { status } }": typeof types.LimitsMyOrderStatusChangedDocument,
    "subscription Extra { myOrderStatusChanged { status } }": typeof types.ExtraDocument,
    "subscription LimitsOnRefusedConnection { myOrderStatusChanged { status } }": typeof types.LimitsOnRefusedConnectionDocument,
    "mutation LimitsCreateApiKeyMutation { createApiKey(input: { name: \"during outage\" }) { key } }": typeof types.LimitsCreateApiKeyMutationDocument,
    "mutation ObservabilityCreateApiKey { createApiKey(input: { name: \"metered\", scopes: [\"read\"] }) { key apiKey { id } } }": typeof types.ObservabilityCreateApiKeyDocument,
    "query ListCategories { categories { id } }": typeof types.ListCategoriesDocument,
    "query Broken { users { id } }": typeof types.BrokenDocument,
    "query Usage1 { categories { id } }": typeof types.Usage1Document,
    "query ObservabilityUsage($keyId: ID) { apiKeyUsage(keyId: $keyId) { keyId minute requests errors limited averageLatencyMs maxLatencyMs statuses { status count } endpoints { endpoint count } } }": typeof types.ObservabilityUsageDocument,
    "query Traced { me { id } }": typeof types.TracedDocument,
    "query ObservabilityAccessLogs($keyId: ID) { accessLogs(keyId: $keyId, limit: 100) { requestId keyId userId client endpoint status latencyMs at } }": typeof types.ObservabilityAccessLogsDocument,
    "query ObservabilityLargeAnswer { __schema { types { name description } } }": typeof types.ObservabilityLargeAnswerDocument,
    "query ObservabilityMe { me { id } categories { id } }": typeof types.ObservabilityMeDocument,
    "mutation OutagesCreateApiKey { createApiKey(input: { name: \"outage\", scopes: [\"read\"] }) { key } }": typeof types.OutagesCreateApiKeyDocument,
    "query ProtectionMe { me { id orders { id items { quantity } } } }": typeof types.ProtectionMeDocument,
    "query ProtectionMeDeep { me { orders { items { product { name } } } } }": typeof types.ProtectionMeDeepDocument,
    "query ProtectionMeThroughFragment { me { ...ProtectionOrdersOfUser } } fragment ProtectionOrdersOfUser on User { orders { items { product { name } } } }": typeof types.ProtectionMeThroughFragmentDocument,
    "query ProtectionIntrospection { __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }": typeof types.ProtectionIntrospectionDocument,
    "query ProtectionProducts { products(limit: 100) { id name stock { available } } }": typeof types.ProtectionProductsDocument,
    "query ProtectionProductsVariable($n: Int) { products(limit: $n) { id name stock { available } } }": typeof types.ProtectionProductsVariableDocument,
    "mutation ProtectionCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": typeof types.ProtectionCreateOrderDocument,
    "query ProtectionIntrospectionInProduction { __schema { types { name } } }": typeof types.ProtectionIntrospectionInProductionDocument,
    "query ProtectionProduct { product(id: \"missing\") { id } }": typeof types.ProtectionProductDocument,
    "query ProtectionIntrospectionAsked { __schema { queryType { name } } }": typeof types.ProtectionIntrospectionAskedDocument,
    "query ResilienceCrossing($id: ID!) { categories { id } warehouse(id: $id) { id code } }": typeof types.ResilienceCrossingDocument,
    "mutation ResilienceCreateCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": typeof types.ResilienceCreateCategoryDocument,
    "mutation ResilienceFailoverKey($name: String!) { createApiKey(input: { name: $name }) { key } }": typeof types.ResilienceFailoverKeyDocument,
    "fragment WebhookEndpointFields on WebhookEndpoint { id url description eventTypes status disabledReason disabledAt secretHint previousSecretExpiresAt failureStreak failingSince owner { id } }": typeof types.WebhookEndpointFieldsFragmentDoc,
    "fragment WebhookDeliveryFields on WebhookDelivery { id endpointId eventId eventType payload test status nextAttemptAt attemptCount failureReason attempts { number attemptedAt outcome responseStatus latencyMs responseBody error } }": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "mutation WebhooksRegister($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhookEndpointFields } } }": typeof types.WebhooksRegisterDocument,
    "query WebhooksDeliveries($id: ID!) { webhookDeliveries(endpointId: $id, limit: 100) { ...WebhookDeliveryFields } }": typeof types.WebhooksDeliveriesDocument,
    "query WebhooksEndpoint($id: ID!) { webhookEndpoint(id: $id) { ...WebhookEndpointFields } }": typeof types.WebhooksEndpointDocument,
    "mutation WebhooksSendTest($id: ID!) { sendTestWebhook(endpointId: $id) { ...WebhookDeliveryFields } }": typeof types.WebhooksSendTestDocument,
    "query WebhooksEndpoints { webhookEndpoints { ...WebhookEndpointFields } }": typeof types.WebhooksEndpointsDocument,
    "mutation WebhooksCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }": typeof types.WebhooksCreateWebhookEndpointDocument,
    "query WebhooksNotifications { notifications { kind body } }": typeof types.WebhooksNotificationsDocument,
    "mutation WebhooksSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": typeof types.WebhooksSendTestWebhookDocument,
    "mutation WebhooksEnable($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { ...WebhookEndpointFields } }": typeof types.WebhooksEnableDocument,
    "mutation WebhooksReplay($id: ID!) { replayWebhookDelivery(id: $id) { ...WebhookDeliveryFields } }": typeof types.WebhooksReplayDocument,
    "mutation WebhooksRotate($id: ID!, $overlap: Int) { rotateWebhookSecret(id: $id, overlapSeconds: $overlap) { secret endpoint { ...WebhookEndpointFields } } }": typeof types.WebhooksRotateDocument,
    "mutation WebhooksStrangerDisables($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }": typeof types.WebhooksStrangerDisablesDocument,
    "mutation WebhooksStrangerDeletes($id: ID!) { deleteWebhookEndpoint(id: $id) }": typeof types.WebhooksStrangerDeletesDocument,
    "mutation WebhooksStrangerRotates($id: ID!) { rotateWebhookSecret(id: $id) { secret } }": typeof types.WebhooksStrangerRotatesDocument,
    "mutation WebhooksStrangerTests($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": typeof types.WebhooksStrangerTestsDocument,
    "query WebhooksStrangerReads($id: ID!) { webhookDeliveries(endpointId: $id) { id } }": typeof types.WebhooksStrangerReadsDocument,
    "mutation WebhooksReplayWebhookDelivery($id: ID!) { replayWebhookDelivery(id: $id) { id } }": typeof types.WebhooksReplayWebhookDeliveryDocument,
    "mutation WebhooksUpdateWebhookEndpoint($id: ID!) { updateWebhookEndpoint(id: $id, input: { description: \"x\" }) { id } }": typeof types.WebhooksUpdateWebhookEndpointDocument,
    "mutation WebhooksDisableByAdmin($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { ...WebhookEndpointFields } }": typeof types.WebhooksDisableByAdminDocument,
    "mutation WebhooksCreateApiKey { createApiKey(input: { name: \"hooks\", scopes: [\"read\", \"write\"] }) { key } }": typeof types.WebhooksCreateApiKeyDocument,
    "mutation WebhooksCreateWebhookEndpointByKey($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }": typeof types.WebhooksCreateWebhookEndpointByKeyDocument,
    "mutation WebhooksDeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }": typeof types.WebhooksDeleteWebhookEndpointDocument,
    "query WebhooksWebhookDelivery($id: ID!) { webhookDelivery(id: $id) { id } }": typeof types.WebhooksWebhookDeliveryDocument,
    "mutation FixtureCreateUser($input: CreateUserInput!) { createUser(input: $input) { id number email } }": typeof types.FixtureCreateUserDocument,
    "mutation FixtureCreateWarehouse($input: CreateWarehouseInput!) { createWarehouse(input: $input) { id code } }": typeof types.FixtureCreateWarehouseDocument,
    "mutation FixtureCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id sku name } }": typeof types.FixtureCreateProductDocument,
    "mutation FixtureSetStock($input: SetStockInput!) { setStock(input: $input) { available } }": typeof types.FixtureSetStockDocument,
    "query FixtureStockOf($id: ID!) { product(id: $id) { stock { available reserved } } }": typeof types.FixtureStockOfDocument,
    "mutation FixtureSetUserRoles($id: ID!, $roles: [Role!]!) { setUserRoles(id: $id, roles: $roles) { id } }": typeof types.FixtureSetUserRolesDocument,
    "mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id total status currency items { quantity unitPrice lineTotal } } }": typeof types.CreateOrderDocument,
    "query WhoAmI { me { id } }": typeof types.WhoAmIDocument,
    "query Categories { categories { id } }": typeof types.CategoriesDocument,
};
const documents: Documents = {
    "query AuthBenchCategories { categories { id } }": types.AuthBenchCategoriesDocument,
    "mutation AuthBenchKey { createApiKey(input: { name: \"bench\" }) { key } }": types.AuthBenchKeyDocument,
    "mutation BenchPricingAddToCart($input: CartLineInput!) { addToCart(input: $input) { itemCount } }": types.BenchPricingAddToCartDocument,
    "mutation BenchPricingCheckout($input: CheckoutInput!) { checkout(input: $input) { id amounts { discounts { amount } total { amount } } discounts { name } items { priceRuleId } } }": types.BenchPricingCheckoutDocument,
    "mutation BenchPricingPromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }": types.BenchPricingPromotionDocument,
    "mutation BenchPricingCoupon($input: CouponInput!) { createCoupon(input: $input) { code } }": types.BenchPricingCouponDocument,
    "mutation BenchPricingGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }": types.BenchPricingGroupsDocument,
    "mutation BenchPricingPoints($userId: ID!) { adjustLoyaltyPoints(userId: $userId, points: 10000000, reason: \"bench\") { balance } }": types.BenchPricingPointsDocument,
    "mutation BenchPricingPriceRule($input: PriceRuleInput!) { createPriceRule(input: $input) { id } }": types.BenchPricingPriceRuleDocument,
    "mutation BenchPricingCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": types.BenchPricingCategoryDocument,
    "mutation BenchEdgeRename($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }": types.BenchEdgeRenameDocument,
    "query FacesSearch($q: String!) { searchProducts(query: $q, limit: 20) { score product { id sku name brand category { id name } price { amount currency } stock { status available } } } }": types.FacesSearchDocument,
    "query FacesUsers { users(limit: 1, offset: 5) { id number } }": types.FacesUsersDocument,
    "query FacesProducts { products(limit: 1) { id } }": types.FacesProductsDocument,
    "query FacesUser($id: ID!) { user(id: $id) { id number name email phone status createdAt updatedAt } }": types.FacesUserDocument,
    "query FacesProduct($id: ID!) { product(id: $id) { id name listPrice createdAt stock { available } } }": types.FacesProductDocument,
    "query BenchOrder($id: ID!) {\n  order(id: $id) {\n    id\n    status\n    total\n    currency\n    createdAt\n    user { id name email }\n    items {\n      quantity\n      unitPrice\n      lineTotal\n      product {\n        id\n        name\n        sku\n        price { amount currency }\n        stock { available reserved status }\n        stockLevels { available warehouse { code } }\n      }\n    }\n  }\n}": types.BenchOrderDocument,
    "mutation BenchReadKey { createApiKey(input: { name: \"bench\", scopes: [\"read\"] }) { key apiKey { id scopes tier type } } }": types.BenchReadKeyDocument,
    "subscription BenchOrderStatus { myOrderStatusChanged { id status state total updatedAt user { email } items { quantity product { name stock { available } } } } }": types.BenchOrderStatusDocument,
    "mutation BenchWarehouse { createWarehouse(input: { code: \"BENCH\", name: \"Bench\", country: \"US\" }) { id } }": types.BenchWarehouseDocument,
    "mutation BenchProduct { createProduct(input: { sku: \"BENCH-1\", name: \"Bench Lamp\", price: \"10.00\" }) { id } }": types.BenchProductDocument,
    "mutation BenchStock($input: SetStockInput!) { setStock(input: $input) { available } }": types.BenchStockDocument,
    "mutation BenchPlaceOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": types.BenchPlaceOrderDocument,
    "mutation BenchCancel($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.BenchCancelDocument,
    "mutation BenchWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }": types.BenchWebhookEndpointDocument,
    "mutation ShotCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": types.ShotCategoryDocument,
    "mutation ShotAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": types.ShotAddToCartDocument,
    "query ShotPayment($id: ID!) { order(id: $id) { payment { id status } } }": types.ShotPaymentDocument,
    "mutation ShotRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { id } }": types.ShotRefundDocument,
    "query ShotSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }": types.ShotSearchDocument,
    "query ShotSales($from: DateTime!, $to: DateTime!) { salesAnalytics(from: $from, to: $to) { orders } }": types.ShotSalesDocument,
    "mutation ShotCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }": types.ShotCreateKeyDocument,
    "mutation ShotCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }": types.ShotCreateWebhookDocument,
    "mutation ShotTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": types.ShotTestWebhookDocument,
    "mutation ShotCreateOAuth($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } } }": types.ShotCreateOAuthDocument,
    "query ShotKeys { apiKeys { id name } }": types.ShotKeysDocument,
    "mutation ShotPlanChange($keyId: ID!) { requestPlanChange(keyId: $keyId, tier: PROFESSIONAL, note: \"Black Friday traffic\") { id } }": types.ShotPlanChangeDocument,
    "query ShotUsage { usageReport(window: LAST_HOUR) { requests } }": types.ShotUsageDocument,
    "query ShotClients { oauthClients { id redirectUris } }": types.ShotClientsDocument,
    "\n  mutation MerchCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id sku options { name values }\n      variants { id sku barcode options { name value } price { amount } status }\n    }\n  }\n": types.MerchCreateProductDocument,
    "\n  query MerchProduct($id: ID!) {\n    product(id: $id) {\n      sku rating reviewCount stock { available reserved }\n      variants { id sku price { amount } stock { available reserved } stockLevels { variantId available } }\n    }\n  }\n": types.MerchProductDocument,
    "\n  mutation MerchSetVariantStock($input: SetStockInput!) { setStock(input: $input) { productId variantId available } }\n": types.MerchSetVariantStockDocument,
    "\n  mutation MerchAddVariant($productId: ID!, $input: ProductVariantInput!) {\n    addProductVariant(productId: $productId, input: $input) { id sku product { id } }\n  }\n": types.MerchAddVariantDocument,
    "\n  mutation MerchCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      id status total\n      items { productId variantId sku options { name value } unitPrice variant { id stock { reserved } } }\n    }\n  }\n": types.MerchCreateOrderDocument,
    "query MerchVariant($id: ID!) { productVariant(id: $id) { id sku product { id } stock { available } } }": types.MerchVariantDocument,
    "\n  mutation MerchCreateReview($input: CreateReviewInput!) { createReview(input: $input) { id stars userId hidden } }\n": types.MerchCreateReviewDocument,
    "\n  mutation MerchHideReview($id: ID!, $reason: String!) { hideReview(id: $id, reason: $reason) { id hidden hiddenReason } }\n": types.MerchHideReviewDocument,
    "\n  query MerchReviews($id: ID!) {\n    product(id: $id) { rating reviewCount reviews(limit: 10) { total items { id stars title hidden } } }\n  }\n": types.MerchReviewsDocument,
    "\n  query MerchStaffReviews($id: ID!) {\n    product(id: $id) { reviews(limit: 10) { total items { id hidden hiddenReason } } }\n  }\n": types.MerchStaffReviewsDocument,
    "query MerchBySku($sku: String!) { productBySku(sku: $sku) { id } }": types.MerchBySkuDocument,
    "query MerchStockLevels($p: ID!) { stockLevels(productId: $p) { variantId available } }": types.MerchStockLevelsDocument,
    "query MerchOrderState($id: ID!) { order(id: $id) { state } }": types.MerchOrderStateDocument,
    "mutation MerchCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": types.MerchCreateShipmentDocument,
    "mutation MerchTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": types.MerchTrackDocument,
    "\n  mutation RulesCreate($input: PriceRuleInput!) {\n    createPriceRule(input: $input) {\n      id productId variantId kind price { amount currency } tiers { minQuantity price { amount } }\n      customerGroup validFrom validTo\n    }\n  }\n": types.RulesCreateDocument,
    "\n  query RulesProductPrice($id: ID!) {\n    product(id: $id) { price { amount } listPrice compareAtPrice { amount } variants { price { amount } listPrice { amount } } }\n  }\n": types.RulesProductPriceDocument,
    "query RulesOfProduct($id: ID!) { product(id: $id) { priceRules { id kind customerGroup } } }": types.RulesOfProductDocument,
    "\n  mutation RulesSetGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }\n": types.RulesSetGroupsDocument,
    "\n  mutation RulesAddToCart($input: CartLineInput!) {\n    addToCart(input: $input) { lines { productId quantity unitPrice { amount } priceRuleId } subtotal { amount } }\n  }\n": types.RulesAddToCartDocument,
    "\n  mutation RulesCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) { id subtotal items { productId quantity unitPrice priceRuleId } }\n  }\n": types.RulesCreateOrderDocument,
    "query RulesOrder($id: ID!) { order(id: $id) { items { unitPrice priceRuleId } } }": types.RulesOrderDocument,
    "query ProductSearchFacets($input: ProductSearchInput!) {\n  productSearch(input: $input) {\n    total didYouMean\n    hits { score product { id name } highlights { field snippet } }\n    facets {\n      brands { value label count }\n      categories { value label count }\n      prices { min max count }\n      options { name values { value count } }\n    }\n  }\n}": types.ProductSearchFacetsDocument,
    "mutation SearchFacetCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": types.SearchFacetCategoryDocument,
    "mutation SearchSaveSynonyms($terms: [String!]!) { saveSearchSynonyms(terms: $terms) { id terms } }": types.SearchSaveSynonymsDocument,
    "mutation SearchDeleteSynonyms($id: ID!) { deleteSearchSynonyms(id: $id) }": types.SearchDeleteSynonymsDocument,
    "mutation SearchSynonymsDenied { saveSearchSynonyms(terms: [\"a\", \"b\"]) { id } }": types.SearchSynonymsDeniedDocument,
    "query SearchSynonymsRead { searchSynonyms { id } }": types.SearchSynonymsReadDocument,
    "query SearchLegacyField { searchProducts(query: \"sandel\", limit: 5) { product { name } } }": types.SearchLegacyFieldDocument,
    "query SearchSuggest($prefix: String!, $limit: Int) { suggest(prefix: $prefix, limit: $limit) { completions products { name } } }": types.SearchSuggestDocument,
    "query SearchReport($from: DateTime!, $to: DateTime!) {\n    searchQueryReport(from: $from, to: $to, limit: 50) {\n      totalSearches zeroResultSearches\n      topQueries { query searches zeroResults lastResults }\n      zeroResultQueries { query searches zeroResults }\n    }\n  }": types.SearchReportDocument,
    "query SearchJudgement($q: String!) { productSearch(input: { query: $q, limit: 3 }) { total hits { product { name } } } }": types.SearchJudgementDocument,
    "query SearchReplicaHits($input: ProductSearchInput!) { productSearch(input: $input) { total hits { product { id } } } }": types.SearchReplicaHitsDocument,
    "mutation SearchReplicaUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.SearchReplicaUpdateDocument,
    "mutation SearchReplicaAdjust($productId: ID!, $warehouseId: ID!, $delta: Int!) { adjustStock(productId: $productId, warehouseId: $warehouseId, delta: $delta) { available } }": types.SearchReplicaAdjustDocument,
    "mutation SearchReplicaWriteOff($input: WriteOffStockInput!) { writeOffStock(input: $input) { available } }": types.SearchReplicaWriteOffDocument,
    "query SearchProductsByText($q: String!, $limit: Int) { searchProducts(query: $q, limit: $limit) { score product { id name } } }": types.SearchProductsByTextDocument,
    "mutation SearchCreateCategory { createCategory(input: { name: \"Lanterns\", slug: \"lanterns\" }) { id } }": types.SearchCreateCategoryDocument,
    "mutation SearchUpdateProduct($id: ID!) { updateProduct(id: $id, input: { name: \"Copper Teapot\" }) { id } }": types.SearchUpdateProductDocument,
    "mutation SearchUpdateAroundIndex($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }": types.SearchUpdateAroundIndexDocument,
    "mutation SearchCreateProduct { createProduct(input: { name: \"Signal Lamp\", price: \"8.00\" }) { id sku } }": types.SearchCreateProductDocument,
    "mutation EdgeRenameProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }": types.EdgeRenameProductDocument,
    "subscription AdmissionMyOrderStatusChanged { myOrderStatusChanged { id } }": types.AdmissionMyOrderStatusChangedDocument,
    "mutation AdmissionCreateCategory { createCategory(input: { name: \"Never\", slug: \"never-made\" }) { id } }": types.AdmissionCreateCategoryDocument,
    "query AdmissionCategoriesCategories { categories { name } }": types.AdmissionCategoriesCategoriesDocument,
    "mutation ClientsCreateApiKey($name: String!) { createApiKey(input: { name: $name }) { key } }": types.ClientsCreateApiKeyDocument,
    "query GrpcUserByNumber($n: Int!) { userByNumber(number: $n) { email } }": types.GrpcUserByNumberDocument,
    "query GrpcMe { me { number } }": types.GrpcMeDocument,
    "mutation GrpcCreateApiKey { createApiKey(input: { name: \"grpc\", scopes: [\"read\"] }) { key } }": types.GrpcCreateApiKeyDocument,
    "query GrpcUsers { a: users(limit: 100, offset: 0) { id } b: users(limit: 100, offset: 100) { id } }": types.GrpcUsersDocument,
    "mutation RestCreateApiKey { createApiKey(input: { name: \"w\", scopes: [\"write\"] }) { key } }": types.RestCreateApiKeyDocument,
    "mutation RestUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.RestUpdateOrderDocument,
    "query RestProduct($id: ID!) { product(id: $id) { stock { reserved } } }": types.RestProductDocument,
    "mutation RestPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id } }": types.RestPayOrderDocument,
    "mutation RestSetStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, incoming: 40 }) { available } }": types.RestSetStockDocument,
    "mutation RestAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }": types.RestAllowBackordersDocument,
    "mutation RoutesCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }": types.RoutesCreateApiKeyDocument,
    "mutation RestFuzzCreateApiKey { createApiKey(input: { name: \"fuzz\", scopes: [\"read\", \"write\"] }) { key } }": types.RestFuzzCreateApiKeyDocument,
    "query AccountsSessions { sessions { id current } }": types.AccountsSessionsDocument,
    "mutation AccountsRevokeSession($id: ID!) { revokeSession(id: $id) }": types.AccountsRevokeSessionDocument,
    "mutation AccountsRevokeSessionMissing($id: ID!) { revokeSession(id: $id) }": types.AccountsRevokeSessionMissingDocument,
    "mutation AccountsRevokeOthersSession($id: ID!) { revokeSession(id: $id) }": types.AccountsRevokeOthersSessionDocument,
    "mutation AccountsStartMfaEnrollment { startMfaEnrollment { secret otpauthUri } }": types.AccountsStartMfaEnrollmentDocument,
    "mutation AccountsConfirmMfaEnrollment { confirmMfaEnrollment(code: \"000000\") { recoveryCodes } }": types.AccountsConfirmMfaEnrollmentDocument,
    "mutation AccountsConfirmMfaEnrollmentConfirmed($code: String!) { confirmMfaEnrollment(code: $code) { recoveryCodes } }": types.AccountsConfirmMfaEnrollmentConfirmedDocument,
    "query AccountsMfaEnabled { me { mfaEnabled } }": types.AccountsMfaEnabledDocument,
    "query AccountsBootstrapAdmin { me { roles email } }": types.AccountsBootstrapAdminDocument,
    "mutation ApiKeysCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name type hint scopes tier isActive lastUsed expiresAt } } }": types.ApiKeysCreateApiKeyDocument,
    "mutation ApiKeysUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }": types.ApiKeysUpdateApiKeyDocument,
    "query ApiKeysApiKeys { apiKeys { id name tier } }": types.ApiKeysApiKeysDocument,
    "query ApiKeysApiKeysListed { apiKeys { id hint } }": types.ApiKeysApiKeysListedDocument,
    "query ApiKeysProducts { products(limit: 1) { id } }": types.ApiKeysProductsDocument,
    "mutation ApiKeysSwitchKey($id: ID!, $a: Boolean!) { updateApiKey(id: $id, input: { isActive: $a }) { isActive } }": types.ApiKeysSwitchKeyDocument,
    "mutation ApiKeysRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }": types.ApiKeysRevokeApiKeyDocument,
    "mutation ApiKeysRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 2) { key apiKey { id name scopes tier expiresAt } } }": types.ApiKeysRotateApiKeyDocument,
    "query ApiKeysApiKey($id: ID!) { apiKey(id: $id) { expiresAt } }": types.ApiKeysApiKeyDocument,
    "mutation ApiKeysRotateApiKeyBad($id: ID!) { rotateApiKey(id: $id, overlapSeconds: -1) { key } }": types.ApiKeysRotateApiKeyBadDocument,
    "mutation ApiKeysDeleteUser($id: ID!) { deleteUser(id: $id) }": types.ApiKeysDeleteUserDocument,
    "mutation AuthzCreateApiKey { createApiKey(input: { name: \"victim key\" }) { key apiKey { id } } }": types.AuthzCreateApiKeyDocument,
    "mutation AuthzCreateOAuthClient { createOAuthClient(input: { name: \"Victim App\", redirectUris: [\"https://victim.example/cb\"] }) { client { id } } }": types.AuthzCreateOAuthClientDocument,
    "query AuthzSessions { sessions { id } }": types.AuthzSessionsDocument,
    "query AuthzMe { me { number } }": types.AuthzMeDocument,
    "mutation AuthzCareRecords($address: SavedAddressFields!, $order: ID!) {\n      addAddress(input: { type: SHIPPING, address: $address }) { id }\n      createWishList(input: { name: \"Victim wishes\" }) { id }\n      openTicket(input: { subject: \"Victim question\", body: \"About my order\", orderId: $order }) { id }\n    }": types.AuthzCareRecordsDocument,
    "mutation AuthzRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }": types.AuthzRequestExportDocument,
    "mutation AuthzRegisterPushDevice { registerPushDevice(input: { token: \"victim-device-token\", platform: \"web\" }) { id } }": types.AuthzRegisterPushDeviceDocument,
    "query AuthzProbeAddress($id: ID!) { address(id: $id) { id city } }": types.AuthzProbeAddressDocument,
    "query AuthzProbeAddresses($id: ID!) { addresses(userId: $id) { id } }": types.AuthzProbeAddressesDocument,
    "mutation AuthzProbeUpdateAddress($id: ID!) { updateAddress(id: $id, input: { label: \"Owned\" }) { id } }": types.AuthzProbeUpdateAddressDocument,
    "mutation AuthzProbeDeleteAddress($id: ID!) { deleteAddress(id: $id) }": types.AuthzProbeDeleteAddressDocument,
    "mutation AuthzProbeSetDefaultAddress($id: ID!) { setDefaultAddress(id: $id) { id } }": types.AuthzProbeSetDefaultAddressDocument,
    "mutation AuthzProbeOrderToAddress($input: CreateOrderInput!) { createOrder(input: $input) { id } }": types.AuthzProbeOrderToAddressDocument,
    "query AuthzProbeWishList($id: ID!) { wishList(id: $id) { id name } }": types.AuthzProbeWishListDocument,
    "query AuthzProbeWishLists($id: ID!) { wishLists(userId: $id) { id } }": types.AuthzProbeWishListsDocument,
    "mutation AuthzProbeUpdateWishList($id: ID!) { updateWishList(id: $id, input: { name: \"Owned\" }) { id } }": types.AuthzProbeUpdateWishListDocument,
    "mutation AuthzProbeAddWishListItem($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }": types.AuthzProbeAddWishListItemDocument,
    "mutation AuthzProbeShareWishList($id: ID!) { shareWishList(id: $id) { token } }": types.AuthzProbeShareWishListDocument,
    "mutation AuthzProbeDeleteWishList($id: ID!) { deleteWishList(id: $id) }": types.AuthzProbeDeleteWishListDocument,
    "query AuthzProbeTicket($id: ID!) { ticket(id: $id) { id subject } }": types.AuthzProbeTicketDocument,
    "query AuthzProbeTickets($id: ID!) { tickets(filter: { userId: $id }) { id } }": types.AuthzProbeTicketsDocument,
    "mutation AuthzProbeReplyToTicket($id: ID!) { replyToTicket(id: $id, body: \"mine\") { id } }": types.AuthzProbeReplyToTicketDocument,
    "mutation AuthzProbeCloseTicket($id: ID!) { closeTicket(id: $id) { id } }": types.AuthzProbeCloseTicketDocument,
    "query AuthzProbePreferences($id: ID!) { preferences(userId: $id) { newsletter } }": types.AuthzProbePreferencesDocument,
    "mutation AuthzProbeUpdatePreferences($id: ID!) { updatePreferences(userId: $id, input: { newsletter: true }) { newsletter } }": types.AuthzProbeUpdatePreferencesDocument,
    "query AuthzProbeUser($id: ID!) { user(id: $id) { id email } }": types.AuthzProbeUserDocument,
    "query AuthzProbeUserByNumber($n: Int!) { userByNumber(number: $n) { id email } }": types.AuthzProbeUserByNumberDocument,
    "query AuthzProbeOrder($id: ID!) { order(id: $id) { id total status } }": types.AuthzProbeOrderDocument,
    "query AuthzProbeOrderWithItsUser($id: ID!) { order(id: $id) { id total user { email } } }": types.AuthzProbeOrderWithItsUserDocument,
    "query AuthzProbeOrders($id: ID!) { orders(userId: $id) { id } }": types.AuthzProbeOrdersDocument,
    "query AuthzProbeSearchOrders($id: String!) { searchOrders(query: $id) { id } }": types.AuthzProbeSearchOrdersDocument,
    "query AuthzProbeApiKey($id: ID!) { apiKey(id: $id) { id hint } }": types.AuthzProbeApiKeyDocument,
    "query AuthzProbeApiKeys($id: ID!) { apiKeys(userId: $id) { id } }": types.AuthzProbeApiKeysDocument,
    "query AuthzProbeOauthClient($id: ID!) { oauthClient(id: $id) { id redirectUris } }": types.AuthzProbeOauthClientDocument,
    "query AuthzProbeOauthClients($id: ID!) { oauthClients(userId: $id) { id } }": types.AuthzProbeOauthClientsDocument,
    "query AuthzProbeSessions($id: ID!) { sessions(userId: $id) { id } }": types.AuthzProbeSessionsDocument,
    "mutation AuthzProbeUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Owned\" }) { id } }": types.AuthzProbeUpdateUserDocument,
    "mutation AuthzProbeDeleteUser($id: ID!) { deleteUser(id: $id) }": types.AuthzProbeDeleteUserDocument,
    "mutation AuthzProbeRequestUserDeletion($id: ID!) { requestUserDeletion(id: $id) { userId dueAt } }": types.AuthzProbeRequestUserDeletionDocument,
    "mutation AuthzProbeRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }": types.AuthzProbeRequestExportDocument,
    "query AuthzProbeExports($id: ID!) { personalDataExports(userId: $id) { id status } }": types.AuthzProbeExportsDocument,
    "query AuthzProbeExport($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }": types.AuthzProbeExportDocument,
    "mutation AuthzProbeRemovePushDevice($id: ID!) { removePushDevice(id: $id) }": types.AuthzProbeRemovePushDeviceDocument,
    "mutation AuthzProbeSetUserRoles($id: ID!) { setUserRoles(id: $id, roles: [ADMIN]) { id } }": types.AuthzProbeSetUserRolesDocument,
    "mutation AuthzProbeUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.AuthzProbeUpdateOrderDocument,
    "mutation AuthzProbeUpdateApiKey($id: ID!) { updateApiKey(id: $id, input: { isActive: false }) { id } }": types.AuthzProbeUpdateApiKeyDocument,
    "mutation AuthzProbeRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }": types.AuthzProbeRevokeApiKeyDocument,
    "mutation AuthzProbeRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 0) { key } }": types.AuthzProbeRotateApiKeyDocument,
    "mutation AuthzProbeDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }": types.AuthzProbeDeleteOAuthClientDocument,
    "mutation AuthzProbeRevokeSession($id: ID!) { revokeSession(id: $id) }": types.AuthzProbeRevokeSessionDocument,
    "query AuthzMeMine($o: ID!, $k: ID!, $c: ID!, $me: ID!) { me { name roles } order(id: $o) { status } apiKey(id: $k) { isActive expiresAt } oauthClient(id: $c) { id } sessions { id } pushDevices { id } personalDataExports(userId: $me) { id } }": types.AuthzMeMineDocument,
    "query AuthzMineCare($a: ID!, $w: ID!, $t: ID!) { address(id: $a) { label isDefault } wishList(id: $w) { name items { variantId } shared } ticket(id: $t) { status messages { body } } preferences { newsletter } }": types.AuthzMineCareDocument,
    "query AuthzProducts($id: ID!) { products(limit: 5) { id name price { amount } } product(id: $id) { stock { available } stockLevels { available } } categories { id } warehouses { id } }": types.AuthzProductsDocument,
    "query AuthzAnonymousMe { me { id } }": types.AuthzAnonymousMeDocument,
    "query AuthzAnonymousOrders { orders { id } }": types.AuthzAnonymousOrdersDocument,
    "query AuthzAnonymousUsers { users { id } }": types.AuthzAnonymousUsersDocument,
    "mutation AuthzAnonymousReview($p: ID!) { createReview(input: { productId: $p, stars: 5, title: \"t\", text: \"t\" }) { id } }": types.AuthzAnonymousReviewDocument,
    "mutation AuthzAnonymousCreateWarehouse { createWarehouse(input: { code: \"X\", name: \"X\", country: \"US\" }) { id } }": types.AuthzAnonymousCreateWarehouseDocument,
    "query AuthzCustomerUsers { users { id } }": types.AuthzCustomerUsersDocument,
    "mutation AuthzCustomerCreateUser { createUser(input: { name: \"X\", email: \"x-by-customer@example.com\" }) { id } }": types.AuthzCustomerCreateUserDocument,
    "mutation AuthzCustomerCreateProduct { createProduct(input: { sku: \"CUST-1\", name: \"X\", price: \"1.00\" }) { id } }": types.AuthzCustomerCreateProductDocument,
    "mutation AuthzCustomerCreateWarehouse { createWarehouse(input: { code: \"CUST\", name: \"X\", country: \"US\" }) { id } }": types.AuthzCustomerCreateWarehouseDocument,
    "mutation AuthzCustomerSetStock($p: ID!) { setStock(input: { productId: $p, warehouseId: \"w\", available: 1 }) { available } }": types.AuthzCustomerSetStockDocument,
    "query AuthzCustomerCostPrice($p: ID!) { product(id: $p) { costPrice } }": types.AuthzCustomerCostPriceDocument,
    "query AuthzCustomerVariantCostPrice($p: ID!) { product(id: $p) { variants { costPrice { amount } } } }": types.AuthzCustomerVariantCostPriceDocument,
    "mutation AuthzCustomerAddVariant($p: ID!) { addProductVariant(productId: $p, input: { sku: \"CUST-V\", options: [] }) { id } }": types.AuthzCustomerAddVariantDocument,
    "mutation AuthzCustomerUpdateVariant($v: ID!) { updateProductVariant(id: $v, input: { price: \"1.00\" }) { id } }": types.AuthzCustomerUpdateVariantDocument,
    "mutation AuthzCustomerHideReview { hideReview(id: \"r\", reason: \"x\") { id } }": types.AuthzCustomerHideReviewDocument,
    "mutation AuthzCustomerUnhideReview { unhideReview(id: \"r\") { id } }": types.AuthzCustomerUnhideReviewDocument,
    "query AuthzOrder($o: ID!, $u: ID!) { order(id: $o) { user { email } } user(id: $u) { email } users(limit: 100) { id } }": types.AuthzOrderDocument,
    "mutation AuthzCreateUser { createUser(input: { name: \"Walk-in\", email: \"walk-in@example.com\" }) { id } }": types.AuthzCreateUserDocument,
    "mutation AuthzUpdateOrder($id: ID!) { updateOrder(id: $id, input: { notes: \"x\" }) { id } }": types.AuthzUpdateOrderDocument,
    "mutation AuthzCreateProduct { createProduct(input: { sku: \"SUP-1\", name: \"X\", price: \"1.00\" }) { id } }": types.AuthzCreateProductDocument,
    "mutation AuthzSupportUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Changed\" }) { id } }": types.AuthzSupportUpdateUserDocument,
    "mutation AuthzSupportDeleteUser($id: ID!) { deleteUser(id: $id) }": types.AuthzSupportDeleteUserDocument,
    "query AuthzSupportReadsVictim($id: ID!) { user(id: $id) { name } }": types.AuthzSupportReadsVictimDocument,
    "query AuthzReadOnlyRoles { me { roles } }": types.AuthzReadOnlyRolesDocument,
    "mutation AuthzReadOnlyUpdatesSelf($id: ID!) { updateUser(id: $id, input: { name: \"Changed\" }) { id } }": types.AuthzReadOnlyUpdatesSelfDocument,
    "mutation AuthzReadOnlyCreatesKey { createApiKey(input: { name: \"k\" }) { key } }": types.AuthzReadOnlyCreatesKeyDocument,
    "mutation AuthzReadOnlyReviews($p: ID!) { createReview(input: { productId: $p, stars: 5, title: \"t\", text: \"t\" }) { id } }": types.AuthzReadOnlyReviewsDocument,
    "mutation AuthzUpdateOrderAlong($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }": types.AuthzUpdateOrderAlongDocument,
    "mutation AuthzUpdateOrderByAdmin($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }": types.AuthzUpdateOrderByAdminDocument,
    "mutation AuthzUpdateOrderCancelled($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": types.AuthzUpdateOrderCancelledDocument,
    "query AuthzProduct($id: ID!) { product(id: $id) { costPrice } }": types.AuthzProductDocument,
    "query ScopesCart { cart { id itemCount } }": types.ScopesCartDocument,
    "mutation ScopesAdd($input: CartLineInput!) { addToCart(input: $input) { id itemCount token } }": types.ScopesAddDocument,
    "mutation ScopesCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }": types.ScopesCreateKeyDocument,
    "mutation ScopesCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": types.ScopesCreateClientDocument,
    "subscription ScopesWatchMine { myOrderStatusChanged { id status } }": types.ScopesWatchMineDocument,
    "mutation CareAddAddress($input: AddAddressInput!) {\n  addAddress(input: $input) { id type isDefault city state postalCode country }\n}": types.CareAddAddressDocument,
    "mutation CareOrderToSavedAddresses($input: CreateOrderInput!) {\n        createOrder(input: $input) { id shippingAddress { city state } billingAddress { line1 postalCode } }\n      }": types.CareOrderToSavedAddressesDocument,
    "query CareMyAddresses { addresses { id isDefault type } }": types.CareMyAddressesDocument,
    "mutation CareSetDefault($id: ID!) { setDefaultAddress(id: $id) { id } }": types.CareSetDefaultDocument,
    "query CareBusyBook { addresses(type: SHIPPING) { id isDefault } }": types.CareBusyBookDocument,
    "mutation CareTicketOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": types.CareTicketOrderDocument,
    "mutation CareOpenTicket($input: OpenTicketInput!) { openTicket(input: $input) { id status order { id } } }": types.CareOpenTicketDocument,
    "query CareMyTickets { tickets { id } }": types.CareMyTicketsDocument,
    "mutation CareAnswer($id: ID!) { replyToTicket(id: $id, body: \"On its way.\") { status firstResponseSeconds order { id status user { id } } } }": types.CareAnswerDocument,
    "query CareRecord($id: ID!) {\n      user(id: $id) { customerRecord { registeredVia orderCount openTickets newsletter marketing { email } } }\n    }": types.CareRecordDocument,
    "query CareRecordDirect($id: ID!) { customerRecord(userId: $id) { orderCount } }": types.CareRecordDirectDocument,
    "mutation CareWishList {\n        createWishList(input: { name: \"Birthday\" }) { id }\n      }": types.CareWishListDocument,
    "mutation CareWish($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }": types.CareWishDocument,
    "mutation CareShare($id: ID!) { shareWishList(id: $id) { token wishList { shared } } }": types.CareShareDocument,
    "query CareSharedView($token: String!) { sharedWishList(token: $token) { name items { product { id name } } } }": types.CareSharedViewDocument,
    "mutation CareUnshare($id: ID!) { unshareWishList(id: $id) { shared } }": types.CareUnshareDocument,
    "query CorpusMe { me { id } }": types.CorpusMeDocument,
    "query CorpusUsers { users(limit: 1) { id } }": types.CorpusUsersDocument,
    "mutation CorpusRename($id: ID!, $name: String!) { updateUser(id: $id, input: { name: $name }) { id } }": types.CorpusRenameDocument,
    "mutation CorpusCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": types.CorpusCreateClientDocument,
    "mutation CorpusDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }": types.CorpusDeleteClientDocument,
    "mutation CorpusDeactivate($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }": types.CorpusDeactivateDocument,
    "mutation CorpusDeleteUser($id: ID!) { deleteUser(id: $id) }": types.CorpusDeleteUserDocument,
    "mutation BrowserCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": types.BrowserCreateOAuthClientDocument,
    "mutation OAuthCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": types.OAuthCreateOAuthClientDocument,
    "query OAuthSessions { sessions { clientId } }": types.OAuthSessionsDocument,
    "mutation OpenIdCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": types.OpenIdCreateClientDocument,
    "mutation PrivacyRequestDeletion($id: ID!) { requestUserDeletion(id: $id) { userId requestedAt dueAt } }": types.PrivacyRequestDeletionDocument,
    "mutation PrivacyRequestExport($userId: ID!) { requestPersonalDataExport(userId: $userId) { downloadToken export { id status } } }": types.PrivacyRequestExportDocument,
    "query PrivacyExports($userId: ID!) { personalDataExports(userId: $userId) { id status bytes readyAt expiresAt } }": types.PrivacyExportsDocument,
    "query PrivacyDownload($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }": types.PrivacyDownloadDocument,
    "mutation PrivacyStaffCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }": types.PrivacyStaffCancelDocument,
    "mutation PrivacyCustomerCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }": types.PrivacyCustomerCancelDocument,
    "query PrivacyKeptOrder($id: ID!) { order(id: $id) { id total user { id name } } }": types.PrivacyKeptOrderDocument,
    "mutation WindowCreateKey { createApiKey(input: { name: \"window\" }) { apiKey { id } key } }": types.WindowCreateKeyDocument,
    "mutation WindowRevokeKey($id: ID!) { revokeApiKey(id: $id) }": types.WindowRevokeKeyDocument,
    "mutation WindowRevokeSession($id: ID!) { revokeSession(id: $id) }": types.WindowRevokeSessionDocument,
    "mutation WindowCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }": types.WindowCreateClientDocument,
    "mutation WindowDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }": types.WindowDeleteClientDocument,
    "query TokensMe { me { id email } }": types.TokensMeDocument,
    "mutation TokensCreateApiKey { createApiKey(input: { name: \"grpc\" }) { key } }": types.TokensCreateApiKeyDocument,
    "mutation TokensCreateWriterKey { createApiKey(input: { name: \"writer\", scopes: [\"write\"] }) { key } }": types.TokensCreateWriterKeyDocument,
    "mutation TokensRotateSigningKey { rotateSigningKey { kid } }": types.TokensRotateSigningKeyDocument,
    "mutation TokensRotateSigningKeyDenied { rotateSigningKey { kid } }": types.TokensRotateSigningKeyDeniedDocument,
    "mutation OpsSetStock($input: SetStockInput!) { setStock(input: $input) { available incoming reorderPoint } }": types.OpsSetStockDocument,
    "query OpsStock($id: ID!) { product(id: $id) { stock { available incoming backorderable status } stockLevels { warehouse { id } available reserved incoming backordered } } }": types.OpsStockDocument,
    "mutation OpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id items { productId quantity backordered backorderExpectedAt } } }": types.OpsCreateOrderDocument,
    "mutation OpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed limit promised expectedAt } }": types.OpsSetBackorderPolicyDocument,
    "mutation OpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { available incoming backordered reserved } }": types.OpsReceiveStockDocument,
    "mutation OpsWriteOffStock($input: WriteOffStockInput!) { writeOffStock(input: $input) { available damaged } }": types.OpsWriteOffStockDocument,
    "mutation OpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { id from { available } to { available warehouse { id } } } }": types.OpsTransferStockDocument,
    "query OpsStockMovements($productId: ID!, $kinds: [StockMovementKind!]) { stockMovements(productId: $productId, kinds: $kinds) { kind available reserved damaged incoming backordered reason actor reference warehouse { id } } }": types.OpsStockMovementsDocument,
    "query OpsLowStock { lowStock { productId variantId available reorderPoint dailySales suggestedReorder warehouse { id } } }": types.OpsLowStockDocument,
    "query OpsNotifications { notifications(limit: 100) { kind title body } }": types.OpsNotificationsDocument,
    "query OpsWebhookEventTypes { webhookEventTypes }": types.OpsWebhookEventTypesDocument,
    "\n  mutation VarOpsCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id variants { id } } }\n": types.VarOpsCreateProductDocument,
    "mutation VarOpsSetStock($input: SetStockInput!) { setStock(input: $input) { variantId available incoming } }": types.VarOpsSetStockDocument,
    "mutation VarOpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { productId variantId available incoming reserved backordered } }": types.VarOpsReceiveStockDocument,
    "mutation VarOpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { from { variantId available } to { variantId available } } }": types.VarOpsTransferStockDocument,
    "query VarOpsStockMovements($productId: ID!, $variantId: ID) { stockMovements(productId: $productId, variantId: $variantId) { kind productId variantId available warehouse { id } } }": types.VarOpsStockMovementsDocument,
    "mutation VarOpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { productId allowed limit } }": types.VarOpsSetBackorderPolicyDocument,
    "query VarOpsStock($id: ID!) { product(id: $id) { backorderPolicy { limit promised } stock { available backorderable status } variants { id stock { available backorderable status } } } }": types.VarOpsStockDocument,
    "mutation VarOpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { items { productId variantId quantity backordered backorderExpectedAt } } }": types.VarOpsCreateOrderDocument,
    "mutation CommerceCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id state } }": types.CommerceCreateOrderDocument,
    "query CommerceOrder($id: ID!) { order(id: $id) { state } }": types.CommerceOrderDocument,
    "mutation CommercePayOnce($input: PayOrderInput!) { payOrder(input: $input) { id status } }": types.CommercePayOnceDocument,
    "mutation CommerceRefundOnce($input: RefundPaymentInput!) { refundPayment(input: $input) { status refundedAmount { amount } refunds { amount { amount } } } }": types.CommerceRefundOnceDocument,
    "mutation CommerceUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.CommerceUpdateOrderDocument,
    "query CommerceRefundedPayment($id: ID!) { order(id: $id) { payment { status refundedAmount { amount } } } }": types.CommerceRefundedPaymentDocument,
    "mutation CommerceCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": types.CommerceCreateShipmentDocument,
    "mutation CommerceShipForReturn($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": types.CommerceShipForReturnDocument,
    "mutation CommerceAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": types.CommerceAddTrackingEventDocument,
    "query CommerceOrderLines($id: ID!) { order(id: $id) { items { id } } }": types.CommerceOrderLinesDocument,
    "mutation CommerceReturnOrder($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } returnTrackingNumber } }": types.CommerceReturnOrderDocument,
    "query CommerceReturnedOrder($id: ID!) { order(id: $id) { state status returns { status } payment { refundedAmount { amount } } } }": types.CommerceReturnedOrderDocument,
    "mutation CommerceReturnTheRest($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } shippingRefund { amount } lines { quantity refund { amount } } } }": types.CommerceReturnTheRestDocument,
    "mutation CommerceReturnOrderTwice($input: ReturnOrderInput!) { returnOrder(input: $input) { status } }": types.CommerceReturnOrderTwiceDocument,
    "query CommerceReviewedPayment($id: ID!) { order(id: $id) { payment { id status review fraud { score reasons decision } } } }": types.CommerceReviewedPaymentDocument,
    "mutation CommerceReviewPaymentDenied($id: ID!) { reviewPayment(id: $id, approve: true) { status } }": types.CommerceReviewPaymentDeniedDocument,
    "mutation CommerceApprovePayment($id: ID!) { reviewPayment(id: $id, approve: true) { review } }": types.CommerceApprovePaymentDocument,
    "query CommerceOrderPayment($id: ID!) { order(id: $id) { payment { amount { amount currency } chargedAmount { amount currency } exchangeRate { rate } } } }": types.CommerceOrderPaymentDocument,
    "mutation CommercePayBadMethod($input: PayOrderInput!) { payOrder(input: $input) { id } }": types.CommercePayBadMethodDocument,
    "query CommerceValidateAddress($a: AddressInput!) { validateAddress(address: $a) { valid address { postalCode } } }": types.CommerceValidateAddressDocument,
    "fragment CommerceCart on Cart { id token itemCount subtotal { amount } lines { productId quantity unitPrice { amount } available product { stock { available } } } }": types.CommerceCartFragmentDoc,
    "mutation CommerceStartCart($input: CartLineInput!) { addToCart(input: $input) { ...CommerceCart } }": types.CommerceStartCartDocument,
    "mutation CommerceAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": types.CommerceAddToCartDocument,
    "mutation CommerceUpdateCartLine($input: CartLineInput!) { updateCartLine(input: $input) { id } }": types.CommerceUpdateCartLineDocument,
    "query CommerceCartByToken($t: String) { cart(token: $t) { ...CommerceCart } }": types.CommerceCartByTokenDocument,
    "mutation CommerceShopperAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": types.CommerceShopperAddsToCartDocument,
    "mutation CommerceMergeCart($t: String!) { mergeCart(cartToken: $t) { ...CommerceCart } }": types.CommerceMergeCartDocument,
    "query CommerceCart($t: String) { cart(token: $t) { id } }": types.CommerceCartDocument,
    "mutation CommerceUpdateProduct($id: ID!) { updateProduct(id: $id, input: { price: \"45.00\" }) { id } }": types.CommerceUpdateProductDocument,
    "mutation CommerceCheckout($input: CheckoutInput!) { checkout(input: $input) { id total items { quantity } } }": types.CommerceCheckoutDocument,
    "query CommerceCartAfterCheckout { cart { lines { productId } } }": types.CommerceCartAfterCheckoutDocument,
    "mutation CommerceAddToCartStarted($input: CartLineInput!) { addToCart(input: $input) { token } }": types.CommerceAddToCartStartedDocument,
    "mutation CommerceAnonymousAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": types.CommerceAnonymousAddsToCartDocument,
    "mutation CommerceRemoveFromCart($p: ID!, $t: String) { removeFromCart(productId: $p, cartToken: $t) { itemCount lines { productId } } }": types.CommerceRemoveFromCartDocument,
    "mutation CommerceCheckoutCheckout($input: CheckoutInput!) { checkout(input: $input) { total items { productId quantity } } }": types.CommerceCheckoutCheckoutDocument,
    "query CommerceCartAfterTokenCheckout { cart { lines { productId } } }": types.CommerceCartAfterTokenCheckoutDocument,
    "mutation CommerceAddToCartCart($input: CartLineInput!) { addToCart(input: $input) { id expiresAt } }": types.CommerceAddToCartCartDocument,
    "query CommerceExpiredCart { cart { id } }": types.CommerceExpiredCartDocument,
    "mutation CommerceAddToCartFresh($input: CartLineInput!) { addToCart(input: $input) { itemCount } }": types.CommerceAddToCartFreshDocument,
    "mutation CommerceRepriceProduct($id: ID!) { updateProduct(id: $id, input: { price: \"13.00\" }) { id } }": types.CommerceRepriceProductDocument,
    "mutation CommerceRenameProduct($id: ID!) { updateProduct(id: $id, input: { name: \"Evented Armchair\" }) { id } }": types.CommerceRenameProductDocument,
    "mutation CrashCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": types.CrashCreateOrderDocument,
    "mutation LifecycleCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id status state } }": types.LifecycleCreateOrderDocument,
    "subscription LifecycleWatchMine { myOrderStatusChanged { id status state total user { id email } items { quantity product { name stock { available reserved } } } payment { status } } }": types.LifecycleWatchMineDocument,
    "subscription LifecycleOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status payment { status } } }": types.LifecycleOrderStatusChangedDocument,
    "query LifecycleShippingRates($a: AddressInput!) { shippingRates(address: $a, items: 2) { carrier service amount { amount } } }": types.LifecycleShippingRatesDocument,
    "mutation LifecycleCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id trackingNumber status } }": types.LifecycleCreateShipmentDocument,
    "mutation LifecycleAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": types.LifecycleAddTrackingEventDocument,
    "query LifecycleOrder($id: ID!) { order(id: $id) { history { toState actor } shipments { status actualDelivery events { status } } } }": types.LifecycleOrderDocument,
    "query LifecycleNotifications { notifications(limit: 50) { kind read } }": types.LifecycleNotificationsDocument,
    "subscription LifecycleMyOrderStatusChanged { myOrderStatusChanged { id status state } }": types.LifecycleMyOrderStatusChangedDocument,
    "query LifecycleOrderPayment($id: ID!) { order(id: $id) { payment { status attempts { number outcome } } } }": types.LifecycleOrderPaymentDocument,
    "query LifecycleRetriedPayment($id: ID!) { order(id: $id) { state payment { attempts { outcome } } } }": types.LifecycleRetriedPaymentDocument,
    "subscription LifecycleWatchWithoutCredential { myOrderStatusChanged { id } }": types.LifecycleWatchWithoutCredentialDocument,
    "subscription LifecycleOrderStatusChangedRefused($id: ID!) { orderStatusChanged(orderId: $id) { id } }": types.LifecycleOrderStatusChangedRefusedDocument,
    "subscription LifecycleOrderStatusChangedWatched($id: ID!) { orderStatusChanged(orderId: $id) { status } }": types.LifecycleOrderStatusChangedWatchedDocument,
    "mutation LifecycleUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.LifecycleUpdateOrderDocument,
    "subscription LifecycleWatchCostPrice($id: ID!) { orderStatusChanged(orderId: $id) { status items { product { name costPrice } } } }": types.LifecycleWatchCostPriceDocument,
    "mutation LifecycleCancelWatchedOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.LifecycleCancelWatchedOrderDocument,
    "subscription LifecycleWatchEverywhere($id: ID!) { orderStatusChanged(orderId: $id) { status } }": types.LifecycleWatchEverywhereDocument,
    "mutation LifecycleCancelElsewhere($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.LifecycleCancelElsewhereDocument,
    "query LifecycleSubscriptionFields { __schema { subscriptionType { fields { name } } } }": types.LifecycleSubscriptionFieldsDocument,
    "subscription LifecycleMyOrderStatusChangedOverHttp { myOrderStatusChanged { id } }": types.LifecycleMyOrderStatusChangedOverHttpDocument,
    "subscription NatsMyOrderStatusChanged { myOrderStatusChanged { id status } }": types.NatsMyOrderStatusChangedDocument,
    "mutation NatsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": types.NatsCreateOrderDocument,
    "query NatsNotifications { notifications { kind } }": types.NatsNotificationsDocument,
    "mutation SubscriptionStartCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": types.SubscriptionStartCreateOrderDocument,
    "subscription SubscriptionStartOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status eventSequence } }": types.SubscriptionStartOrderStatusChangedDocument,
    "subscription SubscriptionStartMyOrderStatusChanged { myOrderStatusChanged { id status eventSequence } }": types.SubscriptionStartMyOrderStatusChangedDocument,
    "mutation SubscriptionStartUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }": types.SubscriptionStartUpdateOrderDocument,
    "query MediaImages($id: ID!) { product(id: $id) { images { url alt primary thumbnails { width height url } } } }": types.MediaImagesDocument,
    "mutation AddItemAddOrderItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { id total status items { name quantity lineTotal } } }": types.AddItemAddOrderItemDocument,
    "mutation AddItemUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": types.AddItemUpdateOrderDocument,
    "mutation AddItemPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id amount { amount } } }": types.AddItemPayOrderDocument,
    "query AddItemOrderState($id: ID!) { order(id: $id) { state total payment { status amount { amount } } } }": types.AddItemOrderStateDocument,
    "query AddItemOrder($id: ID!) { order(id: $id) { history { fromState toState reason eventId } } }": types.AddItemOrderDocument,
    "query AddItemOrderOrder($id: ID!) { order(id: $id) { total items { name } } }": types.AddItemOrderOrderDocument,
    "mutation AddItemUpdateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }": types.AddItemUpdateUserDocument,
    "query AddItemSortedUsers($s: String, $o: UserOrder, $st: CustomerStatus) { users(search: $s, orderBy: $o, status: $st) { name } }": types.AddItemSortedUsersDocument,
    "query AddItemSortedOrders($u: ID!, $o: OrderOrder) { orders(userId: $u, orderBy: $o) { total } }": types.AddItemSortedOrdersDocument,
    "mutation CouponsCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code remainingUses } }": types.CouponsCreateCouponDocument,
    "query CouponsCoupon($code: String!) { coupon(code: $code) { uses remainingUses } }": types.CouponsCouponDocument,
    "mutation CouponsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id couponCode amounts { subtotal { amount } discounts { amount } total { amount } } discounts { kind name amount { amount } } items { discountAmount } } }": types.CouponsCreateOrderDocument,
    "mutation CouponsCancelOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": types.CouponsCancelOrderDocument,
    "\n  query InsightsSalesFigures($from: DateTime!, $to: DateTime!) {\n    salesAnalytics(from: $from, to: $to) {\n      orders\n      revenue { amount currency }\n      averageOrderValue { amount }\n      daily { at orders revenue { amount } }\n      series(metric: REVENUE) { at value }\n      byProduct(limit: 10) { productId orders units revenue { amount } product { id name } }\n      byCategory { categoryId orders revenue { amount } }\n      funnel { carts checkouts paid paidRate }\n      refundsAndReturns { refunds refunded { amount } returns }\n    }\n  }\n": types.InsightsSalesFiguresDocument,
    "\n  query InsightsTogether($id: ID!, $all: Boolean) {\n    product(id: $id) {\n      frequentlyBoughtTogether(includeUnavailable: $all) { id name }\n      similarProducts(limit: 3, includeUnavailable: $all) { id }\n    }\n  }\n": types.InsightsTogetherDocument,
    "query InsightsForMe { me { id recommendedProducts(limit: 5) { id name } } }": types.InsightsForMeDocument,
    "mutation InsightsRebuild { rebuildInsights { generation rebuilding rebuildStartedAt } }": types.InsightsRebuildDocument,
    "query InsightsStatus { insightsStatus { generation rebuilding lastRebuild { generation orders } } }": types.InsightsStatusDocument,
    "mutation InsightsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }": types.InsightsCreateShipmentDocument,
    "mutation InsightsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": types.InsightsTrackDocument,
    "query InsightsOrderState($id: ID!) { order(id: $id) { state } }": types.InsightsOrderStateDocument,
    "mutation InsightsProductStatus($id: ID!) { updateProduct(id: $id, input: { status: DISCONTINUED }) { status } }": types.InsightsProductStatusDocument,
    "query InsightsStockLevels($id: ID!) { stockLevels(productId: $id) { warehouse { id } } }": types.InsightsStockLevelsDocument,
    "\n  query ParcelsOrder($id: ID!) {\n    order(id: $id) {\n      state\n      amounts { shipping { amount } }\n      shipping { rate { amount } }\n      items { id quantity allocations { warehouseId warehouse { code } quantity backordered } }\n      pendingShipments { warehouseId lines { orderItemId quantity } }\n      shipments { id warehouseId warehouse { code } status lines { orderItemId quantity } cost { amount } charged { amount } }\n      history { from to }\n    }\n  }\n": types.ParcelsOrderDocument,
    "mutation ParcelsCreateShipments($input: CreateShipmentsInput!) { createShipments(input: $input) { id warehouseId } }": types.ParcelsCreateShipmentsDocument,
    "mutation ParcelsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id warehouseId carrier service } }": types.ParcelsCreateShipmentDocument,
    "mutation ParcelsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }": types.ParcelsTrackDocument,
    "query PortalAdminName { me { name } }": types.PortalAdminNameDocument,
    "mutation PortalCreateApiKey($name: String!) { createApiKey(input: { name: $name, scopes: [\"read\"] }) { key apiKey { id tier } } }": types.PortalCreateApiKeyDocument,
    "query PortalUsageReport($keyId: ID) { usageReport(window: LAST_HOUR, keyId: $keyId) { requests errors errorRate p50Ms p95Ms p99Ms statusCodes { status count } topEndpoints { endpoint requests } series { at requests } } }": types.PortalUsageReportDocument,
    "query PortalEndpointMetrics { endpointMetrics(window: LAST_HOUR) { endpoint requests p95Ms p99Ms errorRate clients { client requests } keys { keyId name requests } } topApiKeys(window: LAST_HOUR) { keyId requests } }": types.PortalEndpointMetricsDocument,
    "mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) { requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { id keyId keyName fromTier toTier status note requestedAt } }": types.PortalRequestPlanChangeDocument,
    "mutation PortalDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) { decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status decidedAt decidedBy reason } }": types.PortalDecidePlanChangeDocument,
    "query PortalPlanChanges($status: PlanChangeStatus) { planChangeRequests(status: $status) { id keyId status } }": types.PortalPlanChangesDocument,
    "query PortalPlans { plans { tier name requestsPerMinute description } }": types.PortalPlansDocument,
    "mutation PortalCancelPlanChange($id: ID!) { cancelPlanChange(id: $id) { status } }": types.PortalCancelPlanChangeDocument,
    "mutation PortalSetApiKeyPolicy($days: Int) { setApiKeyPolicy(maxAgeDays: $days) { maxAgeDays } }": types.PortalSetApiKeyPolicyDocument,
    "query PortalKeysRotation { apiKeys { id rotationDue } }": types.PortalKeysRotationDocument,
    "query PortalMyKeyPolicy { me { apiKeyPolicy { maxAgeDays } } }": types.PortalMyKeyPolicyDocument,
    "mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { clientSecret client { id } } }": types.PortalCreateOAuthClientDocument,
    "mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) { updateOAuthClient(clientId: $clientId, input: $input) { id name redirectUris allowedScopes } }": types.PortalUpdateOAuthClientDocument,
    "mutation PortalRotateOAuthClientSecret($clientId: ID!, $overlap: Int) { rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlap) { clientId clientSecret previousSecretExpiresAt } }": types.PortalRotateOAuthClientSecretDocument,
    "query PortalClientWhoAmI { me { id } }": types.PortalClientWhoAmIDocument,
    "\n  query SalesPageFigures($from: DateTime!, $to: DateTime!) {\n    salesAnalytics(from: $from, to: $to, currency: \"USD\") {\n      orders ordersPlaced currencies\n      revenue { amount } averageOrderValue { amount } refunded { amount } netRevenue { amount }\n      daily { at orders ordersPlaced revenue { amount } }\n      byCategory { name orders units revenue { amount } }\n      byProduct(limit: 10) { product { name } orders units revenue { amount } }\n      funnel { carts checkouts paid checkoutRate paidRate }\n      refundsAndReturns { refunds refunded { amount } returns unitsReturned returnRefunds { amount } }\n    }\n  }\n": types.SalesPageFiguresDocument,
    "\n  query SalesPageSearches($from: DateTime!, $to: DateTime!) {\n    searchQueryReport(from: $from, to: $to, limit: 10) {\n      totalSearches zeroResultSearches\n      topQueries { query searches zeroResults }\n      zeroResultQueries { query searches }\n    }\n  }\n": types.SalesPageSearchesDocument,
    "mutation SalesPageCategory { createCategory(input: { name: \"Lighting\", slug: \"lighting\" }) { id } }": types.SalesPageCategoryDocument,
    "mutation SalesPageAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }": types.SalesPageAddToCartDocument,
    "query SalesPagePayment($id: ID!) { order(id: $id) { state payment { id } } }": types.SalesPagePaymentDocument,
    "mutation SalesPageRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { status } }": types.SalesPageRefundDocument,
    "query SalesPageSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }": types.SalesPageSearchDocument,
    "query ConcurrencyProduct($id: ID!) { product(id: $id) { stock { available status } } }": types.ConcurrencyProductDocument,
    "query DataloaderOrdersQuery($limit: Int!) {\n  orders(limit: $limit) {\n    id total status\n    user { id name email }\n    items { quantity unitPrice product { id name sku price { amount } stock { available status } stockLevels { available warehouse { code } } } }\n  }\n}": types.DataloaderOrdersQueryDocument,
    "query DataloaderOrders { orders(limit: 1) { id } }": types.DataloaderOrdersDocument,
    "query DataloaderOrder($id: ID!) { order(id: $id) { id } }": types.DataloaderOrderDocument,
    "query DataloaderOrderBoth($a: ID!, $b: ID!) { a: order(id: $a) { id } b: order(id: $b) { id } }": types.DataloaderOrderBothDocument,
    "mutation DataloaderIndexKey { createApiKey(input: { name: \"index check\", scopes: [\"read\"] }) { key } }": types.DataloaderIndexKeyDocument,
    "query DataloaderIndexOrder { orders(limit: 1) { id } }": types.DataloaderIndexOrderDocument,
    "mutation MonolithReadKey { createApiKey(input: { name: \"monolith\", scopes: [\"read\"] }) { key } }": types.MonolithReadKeyDocument,
    "query ProcessesOrder($id: ID!) { order(id: $id) { id user { id } items { quantity product { id stock { reserved } } } } }": types.ProcessesOrderDocument,
    "query SeedUsers { users(limit: 100) { email roles } }": types.SeedUsersDocument,
    "query SeedProducts { products(limit: 1, status: ACTIVE) { name brand } }": types.SeedProductsDocument,
    "query SeedSearchProducts($q: String!) { searchProducts(query: $q, limit: 100) { product { name } } }": types.SeedSearchProductsDocument,
    "query SeedOrders { orders(status: PROCESSING, limit: 10) { id status total user { name email } items { sku quantity unitPrice product { sku price { amount } stock { available reserved } } } } }": types.SeedOrdersDocument,
    "mutation SeedUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }": types.SeedUpdateOrderDocument,
    "query SeedOrdersPending { orders(status: PENDING, limit: 1) { id total items { id } } }": types.SeedOrdersPendingDocument,
    "query SeedProductsStocked { products(limit: 50, status: ACTIVE) { id price { amount } stock { available } } }": types.SeedProductsStockedDocument,
    "mutation SeedAddOrderItem($id: ID!, $item: OrderItemInput!) { addOrderItem(orderId: $id, item: $item) { total items { id } history { toState } } }": types.SeedAddOrderItemDocument,
    "query SpineTypename { __typename }": types.SpineTypenameDocument,
    "mutation SpineCreateUser { createUser(input: { name: \"  Grace Hopper \", email: \"Grace@Example.com\" }) { id name email number status } }": types.SpineCreateUserDocument,
    "query SpineUser($id: ID!) { user(id: $id) { email orders { id } } }": types.SpineUserDocument,
    "mutation SpineUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Rear Admiral Hopper\", status: INACTIVE }) { name status } }": types.SpineUpdateUserDocument,
    "mutation SpineDeleteUser($id: ID!) { deleteUser(id: $id) }": types.SpineDeleteUserDocument,
    "query SpineUserGone($id: ID!) { user(id: $id) { id } }": types.SpineUserGoneDocument,
    "mutation SpineDeleteDeletedUser($id: ID!) { deleteUser(id: $id) }": types.SpineDeleteDeletedUserDocument,
    "mutation SpineCreateTakenUser($input: CreateUserInput!) { createUser(input: $input) { id } }": types.SpineCreateTakenUserDocument,
    "query SpineUsers { users { id } }": types.SpineUsersDocument,
    "query SpineUsersCapped { users(limit: 5000) { id } }": types.SpineUsersCappedDocument,
    "query SpineUsersPaged { a: users(limit: 2, offset: 0) { id } b: users(limit: 2, offset: 1) { id } }": types.SpineUsersPagedDocument,
    "query SpineUsersBad { users(limit: 0) { id } }": types.SpineUsersBadDocument,
    "mutation SpineCreateInvalidUser($input: CreateUserInput!) { createUser(input: $input) { id } }": types.SpineCreateInvalidUserDocument,
    "mutation SpineCreateDuplicateEmail { createUser(input: { name: \"B\", email: \"DUP@example.com\" }) { id } }": types.SpineCreateDuplicateEmailDocument,
    "mutation SpineSetDeletedStatus($id: ID!) { updateUser(id: $id, input: { status: DELETED }) { id } }": types.SpineSetDeletedStatusDocument,
    "query SpineOrder($id: ID!) { order(id: $id) { totalAmount { amount } user { name }\n         items { quantity unitPrice product { name stock { available reserved } } } history { from to } } }": types.SpineOrderDocument,
    "query SpineUserMine($id: ID!) { user(id: $id) { orders { id } } }": types.SpineUserMineDocument,
    "query SpineMissingOrder { order(id: \"00000000-0000-0000-0000-000000000000\") { id } }": types.SpineMissingOrderDocument,
    "query SpineNothingReserved($u: ID!, $p: ID!) { user(id: $u) { orders { id } } p: product(id: $p) { stock { available reserved } } }": types.SpineNothingReservedDocument,
    "query SpineStockLevels($id: ID!) { stockLevels(productId: $id) { available reserved } }": types.SpineStockLevelsDocument,
    "mutation SpineDeactivateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }": types.SpineDeactivateUserDocument,
    "mutation SpineUpdateOrder($id: ID!, $s: OrderStatus!) { updateOrder(id: $id, input: { status: $s }) { status state } }": types.SpineUpdateOrderDocument,
    "query SpineOrderHistory($id: ID!) { order(id: $id) { history { from to toState eventId } } }": types.SpineOrderHistoryDocument,
    "mutation SpineUpdateOrderNoted($id: ID!) { updateOrder(id: $id, input: { notes: \"Leave at the door\" }) { notes status } }": types.SpineUpdateOrderNotedDocument,
    "mutation SpineUpdateOrderMissing { updateOrder(id: \"33333333-3333-3333-3333-333333333333\", input: { status: PROCESSING }) { id } }": types.SpineUpdateOrderMissingDocument,
    "query SpineSearchOrders($q: String!) { searchOrders(query: $q) { id } }": types.SpineSearchOrdersDocument,
    "query SpineSearchOrdersEmpty { searchOrders(query: \"   \") { id } }": types.SpineSearchOrdersEmptyDocument,
    "mutation SpineCreateProduct { createProduct(input: { sku: \"UNIQUE-SKU-1\", name: \"Again\", price: \"1.00\" }) { id } }": types.SpineCreateProductDocument,
    "mutation SpineCreateProductPrecise { createProduct(input: { sku: \"P-3DP\", name: \"Too precise\", price: \"1.005\" }) { id } }": types.SpineCreateProductPreciseDocument,
    "mutation SpineCreateProductNegative { createProduct(input: { sku: \"P-NEG\", name: \"Negative\", price: \"-1\" }) { id } }": types.SpineCreateProductNegativeDocument,
    "mutation SpineAdjustBelowZero($p: ID!, $w: ID!) { adjustStock(productId: $p, warehouseId: $w, delta: -1) { available } }": types.SpineAdjustBelowZeroDocument,
    "mutation SpineSetNegativeStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, available: -5 }) { available } }": types.SpineSetNegativeStockDocument,
    "mutation SpineSetStockOrphan($w: ID!) { setStock(input: { productId: \"no-such-product\", warehouseId: $w, available: 5 }) { available } }": types.SpineSetStockOrphanDocument,
    "query SpineProduct($id: ID!) { product(id: $id) { stock { status } } }": types.SpineProductDocument,
    "fragment SpineLevel on StockLevel { available reserved damaged incoming reorderPoint }": types.SpineLevelFragmentDoc,
    "mutation SpineSetStock($input: SetStockInput!) { setStock(input: $input) { ...SpineLevel } }": types.SpineSetStockDocument,
    "mutation SpineAdjustStock($p: ID!, $w: ID!, $d: Int!) { adjustStock(productId: $p, warehouseId: $w, delta: $d) { ...SpineLevel } }": types.SpineAdjustStockDocument,
    "mutation SpineAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }": types.SpineAllowBackordersDocument,
    "query StandaloneOrder($id: ID!) { order(id: $id) { total user { name } items { product { name stock { available reserved } } } } }": types.StandaloneOrderDocument,
    "mutation LimitsCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }": types.LimitsCreateApiKeyDocument,
    "mutation LimitsUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }": types.LimitsUpdateApiKeyDocument,
    "mutation LimitsUpdateApiKeyUpdated($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }": types.LimitsUpdateApiKeyUpdatedDocument,
    "mutation LimitsUpdateApiKeyEnterprise($id: ID!) { updateApiKey(id: $id, input: { tier: ENTERPRISE }) { tier } }": types.LimitsUpdateApiKeyEnterpriseDocument,
    "mutation LimitsUpgradeOnOtherReplica($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }": types.LimitsUpgradeOnOtherReplicaDocument,
    "subscription LimitsMyOrderStatusChanged { myOrderStatusChanged { status } }": types.LimitsMyOrderStatusChangedDocument,
    "subscription Extra { myOrderStatusChanged { status } }": types.ExtraDocument,
    "subscription LimitsOnRefusedConnection { myOrderStatusChanged { status } }": types.LimitsOnRefusedConnectionDocument,
    "mutation LimitsCreateApiKeyMutation { createApiKey(input: { name: \"during outage\" }) { key } }": types.LimitsCreateApiKeyMutationDocument,
    "mutation ObservabilityCreateApiKey { createApiKey(input: { name: \"metered\", scopes: [\"read\"] }) { key apiKey { id } } }": types.ObservabilityCreateApiKeyDocument,
    "query ListCategories { categories { id } }": types.ListCategoriesDocument,
    "query Broken { users { id } }": types.BrokenDocument,
    "query Usage1 { categories { id } }": types.Usage1Document,
    "query ObservabilityUsage($keyId: ID) { apiKeyUsage(keyId: $keyId) { keyId minute requests errors limited averageLatencyMs maxLatencyMs statuses { status count } endpoints { endpoint count } } }": types.ObservabilityUsageDocument,
    "query Traced { me { id } }": types.TracedDocument,
    "query ObservabilityAccessLogs($keyId: ID) { accessLogs(keyId: $keyId, limit: 100) { requestId keyId userId client endpoint status latencyMs at } }": types.ObservabilityAccessLogsDocument,
    "query ObservabilityLargeAnswer { __schema { types { name description } } }": types.ObservabilityLargeAnswerDocument,
    "query ObservabilityMe { me { id } categories { id } }": types.ObservabilityMeDocument,
    "mutation OutagesCreateApiKey { createApiKey(input: { name: \"outage\", scopes: [\"read\"] }) { key } }": types.OutagesCreateApiKeyDocument,
    "query ProtectionMe { me { id orders { id items { quantity } } } }": types.ProtectionMeDocument,
    "query ProtectionMeDeep { me { orders { items { product { name } } } } }": types.ProtectionMeDeepDocument,
    "query ProtectionMeThroughFragment { me { ...ProtectionOrdersOfUser } } fragment ProtectionOrdersOfUser on User { orders { items { product { name } } } }": types.ProtectionMeThroughFragmentDocument,
    "query ProtectionIntrospection { __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }": types.ProtectionIntrospectionDocument,
    "query ProtectionProducts { products(limit: 100) { id name stock { available } } }": types.ProtectionProductsDocument,
    "query ProtectionProductsVariable($n: Int) { products(limit: $n) { id name stock { available } } }": types.ProtectionProductsVariableDocument,
    "mutation ProtectionCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }": types.ProtectionCreateOrderDocument,
    "query ProtectionIntrospectionInProduction { __schema { types { name } } }": types.ProtectionIntrospectionInProductionDocument,
    "query ProtectionProduct { product(id: \"missing\") { id } }": types.ProtectionProductDocument,
    "query ProtectionIntrospectionAsked { __schema { queryType { name } } }": types.ProtectionIntrospectionAskedDocument,
    "query ResilienceCrossing($id: ID!) { categories { id } warehouse(id: $id) { id code } }": types.ResilienceCrossingDocument,
    "mutation ResilienceCreateCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }": types.ResilienceCreateCategoryDocument,
    "mutation ResilienceFailoverKey($name: String!) { createApiKey(input: { name: $name }) { key } }": types.ResilienceFailoverKeyDocument,
    "fragment WebhookEndpointFields on WebhookEndpoint { id url description eventTypes status disabledReason disabledAt secretHint previousSecretExpiresAt failureStreak failingSince owner { id } }": types.WebhookEndpointFieldsFragmentDoc,
    "fragment WebhookDeliveryFields on WebhookDelivery { id endpointId eventId eventType payload test status nextAttemptAt attemptCount failureReason attempts { number attemptedAt outcome responseStatus latencyMs responseBody error } }": types.WebhookDeliveryFieldsFragmentDoc,
    "mutation WebhooksRegister($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhookEndpointFields } } }": types.WebhooksRegisterDocument,
    "query WebhooksDeliveries($id: ID!) { webhookDeliveries(endpointId: $id, limit: 100) { ...WebhookDeliveryFields } }": types.WebhooksDeliveriesDocument,
    "query WebhooksEndpoint($id: ID!) { webhookEndpoint(id: $id) { ...WebhookEndpointFields } }": types.WebhooksEndpointDocument,
    "mutation WebhooksSendTest($id: ID!) { sendTestWebhook(endpointId: $id) { ...WebhookDeliveryFields } }": types.WebhooksSendTestDocument,
    "query WebhooksEndpoints { webhookEndpoints { ...WebhookEndpointFields } }": types.WebhooksEndpointsDocument,
    "mutation WebhooksCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }": types.WebhooksCreateWebhookEndpointDocument,
    "query WebhooksNotifications { notifications { kind body } }": types.WebhooksNotificationsDocument,
    "mutation WebhooksSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": types.WebhooksSendTestWebhookDocument,
    "mutation WebhooksEnable($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { ...WebhookEndpointFields } }": types.WebhooksEnableDocument,
    "mutation WebhooksReplay($id: ID!) { replayWebhookDelivery(id: $id) { ...WebhookDeliveryFields } }": types.WebhooksReplayDocument,
    "mutation WebhooksRotate($id: ID!, $overlap: Int) { rotateWebhookSecret(id: $id, overlapSeconds: $overlap) { secret endpoint { ...WebhookEndpointFields } } }": types.WebhooksRotateDocument,
    "mutation WebhooksStrangerDisables($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }": types.WebhooksStrangerDisablesDocument,
    "mutation WebhooksStrangerDeletes($id: ID!) { deleteWebhookEndpoint(id: $id) }": types.WebhooksStrangerDeletesDocument,
    "mutation WebhooksStrangerRotates($id: ID!) { rotateWebhookSecret(id: $id) { secret } }": types.WebhooksStrangerRotatesDocument,
    "mutation WebhooksStrangerTests($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": types.WebhooksStrangerTestsDocument,
    "query WebhooksStrangerReads($id: ID!) { webhookDeliveries(endpointId: $id) { id } }": types.WebhooksStrangerReadsDocument,
    "mutation WebhooksReplayWebhookDelivery($id: ID!) { replayWebhookDelivery(id: $id) { id } }": types.WebhooksReplayWebhookDeliveryDocument,
    "mutation WebhooksUpdateWebhookEndpoint($id: ID!) { updateWebhookEndpoint(id: $id, input: { description: \"x\" }) { id } }": types.WebhooksUpdateWebhookEndpointDocument,
    "mutation WebhooksDisableByAdmin($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { ...WebhookEndpointFields } }": types.WebhooksDisableByAdminDocument,
    "mutation WebhooksCreateApiKey { createApiKey(input: { name: \"hooks\", scopes: [\"read\", \"write\"] }) { key } }": types.WebhooksCreateApiKeyDocument,
    "mutation WebhooksCreateWebhookEndpointByKey($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }": types.WebhooksCreateWebhookEndpointByKeyDocument,
    "mutation WebhooksDeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }": types.WebhooksDeleteWebhookEndpointDocument,
    "query WebhooksWebhookDelivery($id: ID!) { webhookDelivery(id: $id) { id } }": types.WebhooksWebhookDeliveryDocument,
    "mutation FixtureCreateUser($input: CreateUserInput!) { createUser(input: $input) { id number email } }": types.FixtureCreateUserDocument,
    "mutation FixtureCreateWarehouse($input: CreateWarehouseInput!) { createWarehouse(input: $input) { id code } }": types.FixtureCreateWarehouseDocument,
    "mutation FixtureCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id sku name } }": types.FixtureCreateProductDocument,
    "mutation FixtureSetStock($input: SetStockInput!) { setStock(input: $input) { available } }": types.FixtureSetStockDocument,
    "query FixtureStockOf($id: ID!) { product(id: $id) { stock { available reserved } } }": types.FixtureStockOfDocument,
    "mutation FixtureSetUserRoles($id: ID!, $roles: [Role!]!) { setUserRoles(id: $id, roles: $roles) { id } }": types.FixtureSetUserRolesDocument,
    "mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id total status currency items { quantity unitPrice lineTotal } } }": types.CreateOrderDocument,
    "query WhoAmI { me { id } }": types.WhoAmIDocument,
    "query Categories { categories { id } }": types.CategoriesDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthBenchCategories { categories { id } }"): typeof import('./graphql').AuthBenchCategoriesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthBenchKey { createApiKey(input: { name: \"bench\" }) { key } }"): typeof import('./graphql').AuthBenchKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingAddToCart($input: CartLineInput!) { addToCart(input: $input) { itemCount } }"): typeof import('./graphql').BenchPricingAddToCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingCheckout($input: CheckoutInput!) { checkout(input: $input) { id amounts { discounts { amount } total { amount } } discounts { name } items { priceRuleId } } }"): typeof import('./graphql').BenchPricingCheckoutDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingPromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }"): typeof import('./graphql').BenchPricingPromotionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingCoupon($input: CouponInput!) { createCoupon(input: $input) { code } }"): typeof import('./graphql').BenchPricingCouponDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }"): typeof import('./graphql').BenchPricingGroupsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingPoints($userId: ID!) { adjustLoyaltyPoints(userId: $userId, points: 10000000, reason: \"bench\") { balance } }"): typeof import('./graphql').BenchPricingPointsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingPriceRule($input: PriceRuleInput!) { createPriceRule(input: $input) { id } }"): typeof import('./graphql').BenchPricingPriceRuleDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPricingCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }"): typeof import('./graphql').BenchPricingCategoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchEdgeRename($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }"): typeof import('./graphql').BenchEdgeRenameDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query FacesSearch($q: String!) { searchProducts(query: $q, limit: 20) { score product { id sku name brand category { id name } price { amount currency } stock { status available } } } }"): typeof import('./graphql').FacesSearchDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query FacesUsers { users(limit: 1, offset: 5) { id number } }"): typeof import('./graphql').FacesUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query FacesProducts { products(limit: 1) { id } }"): typeof import('./graphql').FacesProductsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query FacesUser($id: ID!) { user(id: $id) { id number name email phone status createdAt updatedAt } }"): typeof import('./graphql').FacesUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query FacesProduct($id: ID!) { product(id: $id) { id name listPrice createdAt stock { available } } }"): typeof import('./graphql').FacesProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query BenchOrder($id: ID!) {\n  order(id: $id) {\n    id\n    status\n    total\n    currency\n    createdAt\n    user { id name email }\n    items {\n      quantity\n      unitPrice\n      lineTotal\n      product {\n        id\n        name\n        sku\n        price { amount currency }\n        stock { available reserved status }\n        stockLevels { available warehouse { code } }\n      }\n    }\n  }\n}"): typeof import('./graphql').BenchOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchReadKey { createApiKey(input: { name: \"bench\", scopes: [\"read\"] }) { key apiKey { id scopes tier type } } }"): typeof import('./graphql').BenchReadKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription BenchOrderStatus { myOrderStatusChanged { id status state total updatedAt user { email } items { quantity product { name stock { available } } } } }"): typeof import('./graphql').BenchOrderStatusDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchWarehouse { createWarehouse(input: { code: \"BENCH\", name: \"Bench\", country: \"US\" }) { id } }"): typeof import('./graphql').BenchWarehouseDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchProduct { createProduct(input: { sku: \"BENCH-1\", name: \"Bench Lamp\", price: \"10.00\" }) { id } }"): typeof import('./graphql').BenchProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchStock($input: SetStockInput!) { setStock(input: $input) { available } }"): typeof import('./graphql').BenchStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchPlaceOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }"): typeof import('./graphql').BenchPlaceOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchCancel($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').BenchCancelDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BenchWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }"): typeof import('./graphql').BenchWebhookEndpointDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }"): typeof import('./graphql').ShotCategoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }"): typeof import('./graphql').ShotAddToCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ShotPayment($id: ID!) { order(id: $id) { payment { id status } } }"): typeof import('./graphql').ShotPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { id } }"): typeof import('./graphql').ShotRefundDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ShotSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }"): typeof import('./graphql').ShotSearchDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ShotSales($from: DateTime!, $to: DateTime!) { salesAnalytics(from: $from, to: $to) { orders } }"): typeof import('./graphql').ShotSalesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }"): typeof import('./graphql').ShotCreateKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotCreateWebhook($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }"): typeof import('./graphql').ShotCreateWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }"): typeof import('./graphql').ShotTestWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotCreateOAuth($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } } }"): typeof import('./graphql').ShotCreateOAuthDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ShotKeys { apiKeys { id name } }"): typeof import('./graphql').ShotKeysDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ShotPlanChange($keyId: ID!) { requestPlanChange(keyId: $keyId, tier: PROFESSIONAL, note: \"Black Friday traffic\") { id } }"): typeof import('./graphql').ShotPlanChangeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ShotUsage { usageReport(window: LAST_HOUR) { requests } }"): typeof import('./graphql').ShotUsageDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ShotClients { oauthClients { id redirectUris } }"): typeof import('./graphql').ShotClientsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation MerchCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id sku options { name values }\n      variants { id sku barcode options { name value } price { amount } status }\n    }\n  }\n"): typeof import('./graphql').MerchCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query MerchProduct($id: ID!) {\n    product(id: $id) {\n      sku rating reviewCount stock { available reserved }\n      variants { id sku price { amount } stock { available reserved } stockLevels { variantId available } }\n    }\n  }\n"): typeof import('./graphql').MerchProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation MerchSetVariantStock($input: SetStockInput!) { setStock(input: $input) { productId variantId available } }\n"): typeof import('./graphql').MerchSetVariantStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation MerchAddVariant($productId: ID!, $input: ProductVariantInput!) {\n    addProductVariant(productId: $productId, input: $input) { id sku product { id } }\n  }\n"): typeof import('./graphql').MerchAddVariantDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation MerchCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      id status total\n      items { productId variantId sku options { name value } unitPrice variant { id stock { reserved } } }\n    }\n  }\n"): typeof import('./graphql').MerchCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MerchVariant($id: ID!) { productVariant(id: $id) { id sku product { id } stock { available } } }"): typeof import('./graphql').MerchVariantDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation MerchCreateReview($input: CreateReviewInput!) { createReview(input: $input) { id stars userId hidden } }\n"): typeof import('./graphql').MerchCreateReviewDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation MerchHideReview($id: ID!, $reason: String!) { hideReview(id: $id, reason: $reason) { id hidden hiddenReason } }\n"): typeof import('./graphql').MerchHideReviewDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query MerchReviews($id: ID!) {\n    product(id: $id) { rating reviewCount reviews(limit: 10) { total items { id stars title hidden } } }\n  }\n"): typeof import('./graphql').MerchReviewsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query MerchStaffReviews($id: ID!) {\n    product(id: $id) { reviews(limit: 10) { total items { id hidden hiddenReason } } }\n  }\n"): typeof import('./graphql').MerchStaffReviewsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MerchBySku($sku: String!) { productBySku(sku: $sku) { id } }"): typeof import('./graphql').MerchBySkuDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MerchStockLevels($p: ID!) { stockLevels(productId: $p) { variantId available } }"): typeof import('./graphql').MerchStockLevelsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MerchOrderState($id: ID!) { order(id: $id) { state } }"): typeof import('./graphql').MerchOrderStateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation MerchCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }"): typeof import('./graphql').MerchCreateShipmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation MerchTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }"): typeof import('./graphql').MerchTrackDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation RulesCreate($input: PriceRuleInput!) {\n    createPriceRule(input: $input) {\n      id productId variantId kind price { amount currency } tiers { minQuantity price { amount } }\n      customerGroup validFrom validTo\n    }\n  }\n"): typeof import('./graphql').RulesCreateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query RulesProductPrice($id: ID!) {\n    product(id: $id) { price { amount } listPrice compareAtPrice { amount } variants { price { amount } listPrice { amount } } }\n  }\n"): typeof import('./graphql').RulesProductPriceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RulesOfProduct($id: ID!) { product(id: $id) { priceRules { id kind customerGroup } } }"): typeof import('./graphql').RulesOfProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation RulesSetGroups($userId: ID!, $groups: [String!]!) { setCustomerGroups(userId: $userId, groups: $groups) }\n"): typeof import('./graphql').RulesSetGroupsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation RulesAddToCart($input: CartLineInput!) {\n    addToCart(input: $input) { lines { productId quantity unitPrice { amount } priceRuleId } subtotal { amount } }\n  }\n"): typeof import('./graphql').RulesAddToCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation RulesCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) { id subtotal items { productId quantity unitPrice priceRuleId } }\n  }\n"): typeof import('./graphql').RulesCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RulesOrder($id: ID!) { order(id: $id) { items { unitPrice priceRuleId } } }"): typeof import('./graphql').RulesOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProductSearchFacets($input: ProductSearchInput!) {\n  productSearch(input: $input) {\n    total didYouMean\n    hits { score product { id name } highlights { field snippet } }\n    facets {\n      brands { value label count }\n      categories { value label count }\n      prices { min max count }\n      options { name values { value count } }\n    }\n  }\n}"): typeof import('./graphql').ProductSearchFacetsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchFacetCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }"): typeof import('./graphql').SearchFacetCategoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchSaveSynonyms($terms: [String!]!) { saveSearchSynonyms(terms: $terms) { id terms } }"): typeof import('./graphql').SearchSaveSynonymsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchDeleteSynonyms($id: ID!) { deleteSearchSynonyms(id: $id) }"): typeof import('./graphql').SearchDeleteSynonymsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchSynonymsDenied { saveSearchSynonyms(terms: [\"a\", \"b\"]) { id } }"): typeof import('./graphql').SearchSynonymsDeniedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SearchSynonymsRead { searchSynonyms { id } }"): typeof import('./graphql').SearchSynonymsReadDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SearchLegacyField { searchProducts(query: \"sandel\", limit: 5) { product { name } } }"): typeof import('./graphql').SearchLegacyFieldDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SearchSuggest($prefix: String!, $limit: Int) { suggest(prefix: $prefix, limit: $limit) { completions products { name } } }"): typeof import('./graphql').SearchSuggestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SearchReport($from: DateTime!, $to: DateTime!) {\n    searchQueryReport(from: $from, to: $to, limit: 50) {\n      totalSearches zeroResultSearches\n      topQueries { query searches zeroResults lastResults }\n      zeroResultQueries { query searches zeroResults }\n    }\n  }"): typeof import('./graphql').SearchReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SearchJudgement($q: String!) { productSearch(input: { query: $q, limit: 3 }) { total hits { product { name } } } }"): typeof import('./graphql').SearchJudgementDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SearchReplicaHits($input: ProductSearchInput!) { productSearch(input: $input) { total hits { product { id } } } }"): typeof import('./graphql').SearchReplicaHitsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchReplicaUpdate($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').SearchReplicaUpdateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchReplicaAdjust($productId: ID!, $warehouseId: ID!, $delta: Int!) { adjustStock(productId: $productId, warehouseId: $warehouseId, delta: $delta) { available } }"): typeof import('./graphql').SearchReplicaAdjustDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchReplicaWriteOff($input: WriteOffStockInput!) { writeOffStock(input: $input) { available } }"): typeof import('./graphql').SearchReplicaWriteOffDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SearchProductsByText($q: String!, $limit: Int) { searchProducts(query: $q, limit: $limit) { score product { id name } } }"): typeof import('./graphql').SearchProductsByTextDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchCreateCategory { createCategory(input: { name: \"Lanterns\", slug: \"lanterns\" }) { id } }"): typeof import('./graphql').SearchCreateCategoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchUpdateProduct($id: ID!) { updateProduct(id: $id, input: { name: \"Copper Teapot\" }) { id } }"): typeof import('./graphql').SearchUpdateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchUpdateAroundIndex($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }"): typeof import('./graphql').SearchUpdateAroundIndexDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SearchCreateProduct { createProduct(input: { name: \"Signal Lamp\", price: \"8.00\" }) { id sku } }"): typeof import('./graphql').SearchCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation EdgeRenameProduct($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name } }"): typeof import('./graphql').EdgeRenameProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription AdmissionMyOrderStatusChanged { myOrderStatusChanged { id } }"): typeof import('./graphql').AdmissionMyOrderStatusChangedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AdmissionCreateCategory { createCategory(input: { name: \"Never\", slug: \"never-made\" }) { id } }"): typeof import('./graphql').AdmissionCreateCategoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AdmissionCategoriesCategories { categories { name } }"): typeof import('./graphql').AdmissionCategoriesCategoriesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ClientsCreateApiKey($name: String!) { createApiKey(input: { name: $name }) { key } }"): typeof import('./graphql').ClientsCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GrpcUserByNumber($n: Int!) { userByNumber(number: $n) { email } }"): typeof import('./graphql').GrpcUserByNumberDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GrpcMe { me { number } }"): typeof import('./graphql').GrpcMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation GrpcCreateApiKey { createApiKey(input: { name: \"grpc\", scopes: [\"read\"] }) { key } }"): typeof import('./graphql').GrpcCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query GrpcUsers { a: users(limit: 100, offset: 0) { id } b: users(limit: 100, offset: 100) { id } }"): typeof import('./graphql').GrpcUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestCreateApiKey { createApiKey(input: { name: \"w\", scopes: [\"write\"] }) { key } }"): typeof import('./graphql').RestCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').RestUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestProduct($id: ID!) { product(id: $id) { stock { reserved } } }"): typeof import('./graphql').RestProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id } }"): typeof import('./graphql').RestPayOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestSetStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, incoming: 40 }) { available } }"): typeof import('./graphql').RestSetStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }"): typeof import('./graphql').RestAllowBackordersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RoutesCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }"): typeof import('./graphql').RoutesCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestFuzzCreateApiKey { createApiKey(input: { name: \"fuzz\", scopes: [\"read\", \"write\"] }) { key } }"): typeof import('./graphql').RestFuzzCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AccountsSessions { sessions { id current } }"): typeof import('./graphql').AccountsSessionsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AccountsRevokeSession($id: ID!) { revokeSession(id: $id) }"): typeof import('./graphql').AccountsRevokeSessionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AccountsRevokeSessionMissing($id: ID!) { revokeSession(id: $id) }"): typeof import('./graphql').AccountsRevokeSessionMissingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AccountsRevokeOthersSession($id: ID!) { revokeSession(id: $id) }"): typeof import('./graphql').AccountsRevokeOthersSessionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AccountsStartMfaEnrollment { startMfaEnrollment { secret otpauthUri } }"): typeof import('./graphql').AccountsStartMfaEnrollmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AccountsConfirmMfaEnrollment { confirmMfaEnrollment(code: \"000000\") { recoveryCodes } }"): typeof import('./graphql').AccountsConfirmMfaEnrollmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AccountsConfirmMfaEnrollmentConfirmed($code: String!) { confirmMfaEnrollment(code: $code) { recoveryCodes } }"): typeof import('./graphql').AccountsConfirmMfaEnrollmentConfirmedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AccountsMfaEnabled { me { mfaEnabled } }"): typeof import('./graphql').AccountsMfaEnabledDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AccountsBootstrapAdmin { me { roles email } }"): typeof import('./graphql').AccountsBootstrapAdminDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ApiKeysCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name type hint scopes tier isActive lastUsed expiresAt } } }"): typeof import('./graphql').ApiKeysCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ApiKeysUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }"): typeof import('./graphql').ApiKeysUpdateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ApiKeysApiKeys { apiKeys { id name tier } }"): typeof import('./graphql').ApiKeysApiKeysDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ApiKeysApiKeysListed { apiKeys { id hint } }"): typeof import('./graphql').ApiKeysApiKeysListedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ApiKeysProducts { products(limit: 1) { id } }"): typeof import('./graphql').ApiKeysProductsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ApiKeysSwitchKey($id: ID!, $a: Boolean!) { updateApiKey(id: $id, input: { isActive: $a }) { isActive } }"): typeof import('./graphql').ApiKeysSwitchKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ApiKeysRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }"): typeof import('./graphql').ApiKeysRevokeApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ApiKeysRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 2) { key apiKey { id name scopes tier expiresAt } } }"): typeof import('./graphql').ApiKeysRotateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ApiKeysApiKey($id: ID!) { apiKey(id: $id) { expiresAt } }"): typeof import('./graphql').ApiKeysApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ApiKeysRotateApiKeyBad($id: ID!) { rotateApiKey(id: $id, overlapSeconds: -1) { key } }"): typeof import('./graphql').ApiKeysRotateApiKeyBadDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ApiKeysDeleteUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').ApiKeysDeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCreateApiKey { createApiKey(input: { name: \"victim key\" }) { key apiKey { id } } }"): typeof import('./graphql').AuthzCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCreateOAuthClient { createOAuthClient(input: { name: \"Victim App\", redirectUris: [\"https://victim.example/cb\"] }) { client { id } } }"): typeof import('./graphql').AuthzCreateOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzSessions { sessions { id } }"): typeof import('./graphql').AuthzSessionsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzMe { me { number } }"): typeof import('./graphql').AuthzMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCareRecords($address: SavedAddressFields!, $order: ID!) {\n      addAddress(input: { type: SHIPPING, address: $address }) { id }\n      createWishList(input: { name: \"Victim wishes\" }) { id }\n      openTicket(input: { subject: \"Victim question\", body: \"About my order\", orderId: $order }) { id }\n    }"): typeof import('./graphql').AuthzCareRecordsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }"): typeof import('./graphql').AuthzRequestExportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzRegisterPushDevice { registerPushDevice(input: { token: \"victim-device-token\", platform: \"web\" }) { id } }"): typeof import('./graphql').AuthzRegisterPushDeviceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeAddress($id: ID!) { address(id: $id) { id city } }"): typeof import('./graphql').AuthzProbeAddressDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeAddresses($id: ID!) { addresses(userId: $id) { id } }"): typeof import('./graphql').AuthzProbeAddressesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeUpdateAddress($id: ID!) { updateAddress(id: $id, input: { label: \"Owned\" }) { id } }"): typeof import('./graphql').AuthzProbeUpdateAddressDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeDeleteAddress($id: ID!) { deleteAddress(id: $id) }"): typeof import('./graphql').AuthzProbeDeleteAddressDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeSetDefaultAddress($id: ID!) { setDefaultAddress(id: $id) { id } }"): typeof import('./graphql').AuthzProbeSetDefaultAddressDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeOrderToAddress($input: CreateOrderInput!) { createOrder(input: $input) { id } }"): typeof import('./graphql').AuthzProbeOrderToAddressDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeWishList($id: ID!) { wishList(id: $id) { id name } }"): typeof import('./graphql').AuthzProbeWishListDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeWishLists($id: ID!) { wishLists(userId: $id) { id } }"): typeof import('./graphql').AuthzProbeWishListsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeUpdateWishList($id: ID!) { updateWishList(id: $id, input: { name: \"Owned\" }) { id } }"): typeof import('./graphql').AuthzProbeUpdateWishListDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeAddWishListItem($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }"): typeof import('./graphql').AuthzProbeAddWishListItemDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeShareWishList($id: ID!) { shareWishList(id: $id) { token } }"): typeof import('./graphql').AuthzProbeShareWishListDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeDeleteWishList($id: ID!) { deleteWishList(id: $id) }"): typeof import('./graphql').AuthzProbeDeleteWishListDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeTicket($id: ID!) { ticket(id: $id) { id subject } }"): typeof import('./graphql').AuthzProbeTicketDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeTickets($id: ID!) { tickets(filter: { userId: $id }) { id } }"): typeof import('./graphql').AuthzProbeTicketsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeReplyToTicket($id: ID!) { replyToTicket(id: $id, body: \"mine\") { id } }"): typeof import('./graphql').AuthzProbeReplyToTicketDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeCloseTicket($id: ID!) { closeTicket(id: $id) { id } }"): typeof import('./graphql').AuthzProbeCloseTicketDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbePreferences($id: ID!) { preferences(userId: $id) { newsletter } }"): typeof import('./graphql').AuthzProbePreferencesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeUpdatePreferences($id: ID!) { updatePreferences(userId: $id, input: { newsletter: true }) { newsletter } }"): typeof import('./graphql').AuthzProbeUpdatePreferencesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeUser($id: ID!) { user(id: $id) { id email } }"): typeof import('./graphql').AuthzProbeUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeUserByNumber($n: Int!) { userByNumber(number: $n) { id email } }"): typeof import('./graphql').AuthzProbeUserByNumberDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeOrder($id: ID!) { order(id: $id) { id total status } }"): typeof import('./graphql').AuthzProbeOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeOrderWithItsUser($id: ID!) { order(id: $id) { id total user { email } } }"): typeof import('./graphql').AuthzProbeOrderWithItsUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeOrders($id: ID!) { orders(userId: $id) { id } }"): typeof import('./graphql').AuthzProbeOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeSearchOrders($id: String!) { searchOrders(query: $id) { id } }"): typeof import('./graphql').AuthzProbeSearchOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeApiKey($id: ID!) { apiKey(id: $id) { id hint } }"): typeof import('./graphql').AuthzProbeApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeApiKeys($id: ID!) { apiKeys(userId: $id) { id } }"): typeof import('./graphql').AuthzProbeApiKeysDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeOauthClient($id: ID!) { oauthClient(id: $id) { id redirectUris } }"): typeof import('./graphql').AuthzProbeOauthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeOauthClients($id: ID!) { oauthClients(userId: $id) { id } }"): typeof import('./graphql').AuthzProbeOauthClientsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeSessions($id: ID!) { sessions(userId: $id) { id } }"): typeof import('./graphql').AuthzProbeSessionsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Owned\" }) { id } }"): typeof import('./graphql').AuthzProbeUpdateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeDeleteUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').AuthzProbeDeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeRequestUserDeletion($id: ID!) { requestUserDeletion(id: $id) { userId dueAt } }"): typeof import('./graphql').AuthzProbeRequestUserDeletionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeRequestExport($id: ID!) { requestPersonalDataExport(userId: $id) { downloadToken export { id } } }"): typeof import('./graphql').AuthzProbeRequestExportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeExports($id: ID!) { personalDataExports(userId: $id) { id status } }"): typeof import('./graphql').AuthzProbeExportsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProbeExport($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }"): typeof import('./graphql').AuthzProbeExportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeRemovePushDevice($id: ID!) { removePushDevice(id: $id) }"): typeof import('./graphql').AuthzProbeRemovePushDeviceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeSetUserRoles($id: ID!) { setUserRoles(id: $id, roles: [ADMIN]) { id } }"): typeof import('./graphql').AuthzProbeSetUserRolesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').AuthzProbeUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeUpdateApiKey($id: ID!) { updateApiKey(id: $id, input: { isActive: false }) { id } }"): typeof import('./graphql').AuthzProbeUpdateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }"): typeof import('./graphql').AuthzProbeRevokeApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeRotateApiKey($id: ID!) { rotateApiKey(id: $id, overlapSeconds: 0) { key } }"): typeof import('./graphql').AuthzProbeRotateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }"): typeof import('./graphql').AuthzProbeDeleteOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzProbeRevokeSession($id: ID!) { revokeSession(id: $id) }"): typeof import('./graphql').AuthzProbeRevokeSessionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzMeMine($o: ID!, $k: ID!, $c: ID!, $me: ID!) { me { name roles } order(id: $o) { status } apiKey(id: $k) { isActive expiresAt } oauthClient(id: $c) { id } sessions { id } pushDevices { id } personalDataExports(userId: $me) { id } }"): typeof import('./graphql').AuthzMeMineDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzMineCare($a: ID!, $w: ID!, $t: ID!) { address(id: $a) { label isDefault } wishList(id: $w) { name items { variantId } shared } ticket(id: $t) { status messages { body } } preferences { newsletter } }"): typeof import('./graphql').AuthzMineCareDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProducts($id: ID!) { products(limit: 5) { id name price { amount } } product(id: $id) { stock { available } stockLevels { available } } categories { id } warehouses { id } }"): typeof import('./graphql').AuthzProductsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzAnonymousMe { me { id } }"): typeof import('./graphql').AuthzAnonymousMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzAnonymousOrders { orders { id } }"): typeof import('./graphql').AuthzAnonymousOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzAnonymousUsers { users { id } }"): typeof import('./graphql').AuthzAnonymousUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzAnonymousReview($p: ID!) { createReview(input: { productId: $p, stars: 5, title: \"t\", text: \"t\" }) { id } }"): typeof import('./graphql').AuthzAnonymousReviewDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzAnonymousCreateWarehouse { createWarehouse(input: { code: \"X\", name: \"X\", country: \"US\" }) { id } }"): typeof import('./graphql').AuthzAnonymousCreateWarehouseDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzCustomerUsers { users { id } }"): typeof import('./graphql').AuthzCustomerUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerCreateUser { createUser(input: { name: \"X\", email: \"x-by-customer@example.com\" }) { id } }"): typeof import('./graphql').AuthzCustomerCreateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerCreateProduct { createProduct(input: { sku: \"CUST-1\", name: \"X\", price: \"1.00\" }) { id } }"): typeof import('./graphql').AuthzCustomerCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerCreateWarehouse { createWarehouse(input: { code: \"CUST\", name: \"X\", country: \"US\" }) { id } }"): typeof import('./graphql').AuthzCustomerCreateWarehouseDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerSetStock($p: ID!) { setStock(input: { productId: $p, warehouseId: \"w\", available: 1 }) { available } }"): typeof import('./graphql').AuthzCustomerSetStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzCustomerCostPrice($p: ID!) { product(id: $p) { costPrice } }"): typeof import('./graphql').AuthzCustomerCostPriceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzCustomerVariantCostPrice($p: ID!) { product(id: $p) { variants { costPrice { amount } } } }"): typeof import('./graphql').AuthzCustomerVariantCostPriceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerAddVariant($p: ID!) { addProductVariant(productId: $p, input: { sku: \"CUST-V\", options: [] }) { id } }"): typeof import('./graphql').AuthzCustomerAddVariantDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerUpdateVariant($v: ID!) { updateProductVariant(id: $v, input: { price: \"1.00\" }) { id } }"): typeof import('./graphql').AuthzCustomerUpdateVariantDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerHideReview { hideReview(id: \"r\", reason: \"x\") { id } }"): typeof import('./graphql').AuthzCustomerHideReviewDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCustomerUnhideReview { unhideReview(id: \"r\") { id } }"): typeof import('./graphql').AuthzCustomerUnhideReviewDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzOrder($o: ID!, $u: ID!) { order(id: $o) { user { email } } user(id: $u) { email } users(limit: 100) { id } }"): typeof import('./graphql').AuthzOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCreateUser { createUser(input: { name: \"Walk-in\", email: \"walk-in@example.com\" }) { id } }"): typeof import('./graphql').AuthzCreateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzUpdateOrder($id: ID!) { updateOrder(id: $id, input: { notes: \"x\" }) { id } }"): typeof import('./graphql').AuthzUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzCreateProduct { createProduct(input: { sku: \"SUP-1\", name: \"X\", price: \"1.00\" }) { id } }"): typeof import('./graphql').AuthzCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzSupportUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Changed\" }) { id } }"): typeof import('./graphql').AuthzSupportUpdateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzSupportDeleteUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').AuthzSupportDeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzSupportReadsVictim($id: ID!) { user(id: $id) { name } }"): typeof import('./graphql').AuthzSupportReadsVictimDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzReadOnlyRoles { me { roles } }"): typeof import('./graphql').AuthzReadOnlyRolesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzReadOnlyUpdatesSelf($id: ID!) { updateUser(id: $id, input: { name: \"Changed\" }) { id } }"): typeof import('./graphql').AuthzReadOnlyUpdatesSelfDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzReadOnlyCreatesKey { createApiKey(input: { name: \"k\" }) { key } }"): typeof import('./graphql').AuthzReadOnlyCreatesKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzReadOnlyReviews($p: ID!) { createReview(input: { productId: $p, stars: 5, title: \"t\", text: \"t\" }) { id } }"): typeof import('./graphql').AuthzReadOnlyReviewsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzUpdateOrderAlong($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }"): typeof import('./graphql').AuthzUpdateOrderAlongDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzUpdateOrderByAdmin($id: ID!) { updateOrder(id: $id, input: { status: PROCESSING }) { status } }"): typeof import('./graphql').AuthzUpdateOrderByAdminDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthzUpdateOrderCancelled($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }"): typeof import('./graphql').AuthzUpdateOrderCancelledDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AuthzProduct($id: ID!) { product(id: $id) { costPrice } }"): typeof import('./graphql').AuthzProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ScopesCart { cart { id itemCount } }"): typeof import('./graphql').ScopesCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ScopesAdd($input: CartLineInput!) { addToCart(input: $input) { id itemCount token } }"): typeof import('./graphql').ScopesAddDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ScopesCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }"): typeof import('./graphql').ScopesCreateKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ScopesCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }"): typeof import('./graphql').ScopesCreateClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription ScopesWatchMine { myOrderStatusChanged { id status } }"): typeof import('./graphql').ScopesWatchMineDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareAddAddress($input: AddAddressInput!) {\n  addAddress(input: $input) { id type isDefault city state postalCode country }\n}"): typeof import('./graphql').CareAddAddressDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareOrderToSavedAddresses($input: CreateOrderInput!) {\n        createOrder(input: $input) { id shippingAddress { city state } billingAddress { line1 postalCode } }\n      }"): typeof import('./graphql').CareOrderToSavedAddressesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CareMyAddresses { addresses { id isDefault type } }"): typeof import('./graphql').CareMyAddressesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareSetDefault($id: ID!) { setDefaultAddress(id: $id) { id } }"): typeof import('./graphql').CareSetDefaultDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CareBusyBook { addresses(type: SHIPPING) { id isDefault } }"): typeof import('./graphql').CareBusyBookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareTicketOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }"): typeof import('./graphql').CareTicketOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareOpenTicket($input: OpenTicketInput!) { openTicket(input: $input) { id status order { id } } }"): typeof import('./graphql').CareOpenTicketDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CareMyTickets { tickets { id } }"): typeof import('./graphql').CareMyTicketsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareAnswer($id: ID!) { replyToTicket(id: $id, body: \"On its way.\") { status firstResponseSeconds order { id status user { id } } } }"): typeof import('./graphql').CareAnswerDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CareRecord($id: ID!) {\n      user(id: $id) { customerRecord { registeredVia orderCount openTickets newsletter marketing { email } } }\n    }"): typeof import('./graphql').CareRecordDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CareRecordDirect($id: ID!) { customerRecord(userId: $id) { orderCount } }"): typeof import('./graphql').CareRecordDirectDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareWishList {\n        createWishList(input: { name: \"Birthday\" }) { id }\n      }"): typeof import('./graphql').CareWishListDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareWish($id: ID!, $p: ID!) { addWishListItem(id: $id, item: { productId: $p }) { id } }"): typeof import('./graphql').CareWishDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareShare($id: ID!) { shareWishList(id: $id) { token wishList { shared } } }"): typeof import('./graphql').CareShareDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CareSharedView($token: String!) { sharedWishList(token: $token) { name items { product { id name } } } }"): typeof import('./graphql').CareSharedViewDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CareUnshare($id: ID!) { unshareWishList(id: $id) { shared } }"): typeof import('./graphql').CareUnshareDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CorpusMe { me { id } }"): typeof import('./graphql').CorpusMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CorpusUsers { users(limit: 1) { id } }"): typeof import('./graphql').CorpusUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CorpusRename($id: ID!, $name: String!) { updateUser(id: $id, input: { name: $name }) { id } }"): typeof import('./graphql').CorpusRenameDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CorpusCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }"): typeof import('./graphql').CorpusCreateClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CorpusDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }"): typeof import('./graphql').CorpusDeleteClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CorpusDeactivate($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }"): typeof import('./graphql').CorpusDeactivateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CorpusDeleteUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').CorpusDeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation BrowserCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }"): typeof import('./graphql').BrowserCreateOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OAuthCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }"): typeof import('./graphql').OAuthCreateOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OAuthSessions { sessions { clientId } }"): typeof import('./graphql').OAuthSessionsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpenIdCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }"): typeof import('./graphql').OpenIdCreateClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PrivacyRequestDeletion($id: ID!) { requestUserDeletion(id: $id) { userId requestedAt dueAt } }"): typeof import('./graphql').PrivacyRequestDeletionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PrivacyRequestExport($userId: ID!) { requestPersonalDataExport(userId: $userId) { downloadToken export { id status } } }"): typeof import('./graphql').PrivacyRequestExportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PrivacyExports($userId: ID!) { personalDataExports(userId: $userId) { id status bytes readyAt expiresAt } }"): typeof import('./graphql').PrivacyExportsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PrivacyDownload($id: ID!, $token: String!) { personalDataExport(id: $id, token: $token) }"): typeof import('./graphql').PrivacyDownloadDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PrivacyStaffCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }"): typeof import('./graphql').PrivacyStaffCancelDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PrivacyCustomerCancel($id: ID!) { cancelUserDeletion(id: $id) { userId } }"): typeof import('./graphql').PrivacyCustomerCancelDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PrivacyKeptOrder($id: ID!) { order(id: $id) { id total user { id name } } }"): typeof import('./graphql').PrivacyKeptOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WindowCreateKey { createApiKey(input: { name: \"window\" }) { apiKey { id } key } }"): typeof import('./graphql').WindowCreateKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WindowRevokeKey($id: ID!) { revokeApiKey(id: $id) }"): typeof import('./graphql').WindowRevokeKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WindowRevokeSession($id: ID!) { revokeSession(id: $id) }"): typeof import('./graphql').WindowRevokeSessionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WindowCreateClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { id } clientSecret } }"): typeof import('./graphql').WindowCreateClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WindowDeleteClient($id: ID!) { deleteOAuthClient(id: $id) }"): typeof import('./graphql').WindowDeleteClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query TokensMe { me { id email } }"): typeof import('./graphql').TokensMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation TokensCreateApiKey { createApiKey(input: { name: \"grpc\" }) { key } }"): typeof import('./graphql').TokensCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation TokensCreateWriterKey { createApiKey(input: { name: \"writer\", scopes: [\"write\"] }) { key } }"): typeof import('./graphql').TokensCreateWriterKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation TokensRotateSigningKey { rotateSigningKey { kid } }"): typeof import('./graphql').TokensRotateSigningKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation TokensRotateSigningKeyDenied { rotateSigningKey { kid } }"): typeof import('./graphql').TokensRotateSigningKeyDeniedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpsSetStock($input: SetStockInput!) { setStock(input: $input) { available incoming reorderPoint } }"): typeof import('./graphql').OpsSetStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OpsStock($id: ID!) { product(id: $id) { stock { available incoming backorderable status } stockLevels { warehouse { id } available reserved incoming backordered } } }"): typeof import('./graphql').OpsStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id items { productId quantity backordered backorderExpectedAt } } }"): typeof import('./graphql').OpsCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed limit promised expectedAt } }"): typeof import('./graphql').OpsSetBackorderPolicyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { available incoming backordered reserved } }"): typeof import('./graphql').OpsReceiveStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpsWriteOffStock($input: WriteOffStockInput!) { writeOffStock(input: $input) { available damaged } }"): typeof import('./graphql').OpsWriteOffStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { id from { available } to { available warehouse { id } } } }"): typeof import('./graphql').OpsTransferStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OpsStockMovements($productId: ID!, $kinds: [StockMovementKind!]) { stockMovements(productId: $productId, kinds: $kinds) { kind available reserved damaged incoming backordered reason actor reference warehouse { id } } }"): typeof import('./graphql').OpsStockMovementsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OpsLowStock { lowStock { productId variantId available reorderPoint dailySales suggestedReorder warehouse { id } } }"): typeof import('./graphql').OpsLowStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OpsNotifications { notifications(limit: 100) { kind title body } }"): typeof import('./graphql').OpsNotificationsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OpsWebhookEventTypes { webhookEventTypes }"): typeof import('./graphql').OpsWebhookEventTypesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation VarOpsCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id variants { id } } }\n"): typeof import('./graphql').VarOpsCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation VarOpsSetStock($input: SetStockInput!) { setStock(input: $input) { variantId available incoming } }"): typeof import('./graphql').VarOpsSetStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation VarOpsReceiveStock($input: ReceiveStockInput!) { receiveStock(input: $input) { productId variantId available incoming reserved backordered } }"): typeof import('./graphql').VarOpsReceiveStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation VarOpsTransferStock($input: TransferStockInput!) { transferStock(input: $input) { from { variantId available } to { variantId available } } }"): typeof import('./graphql').VarOpsTransferStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query VarOpsStockMovements($productId: ID!, $variantId: ID) { stockMovements(productId: $productId, variantId: $variantId) { kind productId variantId available warehouse { id } } }"): typeof import('./graphql').VarOpsStockMovementsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation VarOpsSetBackorderPolicy($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { productId allowed limit } }"): typeof import('./graphql').VarOpsSetBackorderPolicyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query VarOpsStock($id: ID!) { product(id: $id) { backorderPolicy { limit promised } stock { available backorderable status } variants { id stock { available backorderable status } } } }"): typeof import('./graphql').VarOpsStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation VarOpsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { items { productId variantId quantity backordered backorderExpectedAt } } }"): typeof import('./graphql').VarOpsCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id state } }"): typeof import('./graphql').CommerceCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceOrder($id: ID!) { order(id: $id) { state } }"): typeof import('./graphql').CommerceOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommercePayOnce($input: PayOrderInput!) { payOrder(input: $input) { id status } }"): typeof import('./graphql').CommercePayOnceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceRefundOnce($input: RefundPaymentInput!) { refundPayment(input: $input) { status refundedAmount { amount } refunds { amount { amount } } } }"): typeof import('./graphql').CommerceRefundOnceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').CommerceUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceRefundedPayment($id: ID!) { order(id: $id) { payment { status refundedAmount { amount } } } }"): typeof import('./graphql').CommerceRefundedPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }"): typeof import('./graphql').CommerceCreateShipmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceShipForReturn($input: CreateShipmentInput!) { createShipment(input: $input) { id } }"): typeof import('./graphql').CommerceShipForReturnDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }"): typeof import('./graphql').CommerceAddTrackingEventDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceOrderLines($id: ID!) { order(id: $id) { items { id } } }"): typeof import('./graphql').CommerceOrderLinesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceReturnOrder($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } returnTrackingNumber } }"): typeof import('./graphql').CommerceReturnOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceReturnedOrder($id: ID!) { order(id: $id) { state status returns { status } payment { refundedAmount { amount } } } }"): typeof import('./graphql').CommerceReturnedOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceReturnTheRest($input: ReturnOrderInput!) { returnOrder(input: $input) { status refundAmount { amount } shippingRefund { amount } lines { quantity refund { amount } } } }"): typeof import('./graphql').CommerceReturnTheRestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceReturnOrderTwice($input: ReturnOrderInput!) { returnOrder(input: $input) { status } }"): typeof import('./graphql').CommerceReturnOrderTwiceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceReviewedPayment($id: ID!) { order(id: $id) { payment { id status review fraud { score reasons decision } } } }"): typeof import('./graphql').CommerceReviewedPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceReviewPaymentDenied($id: ID!) { reviewPayment(id: $id, approve: true) { status } }"): typeof import('./graphql').CommerceReviewPaymentDeniedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceApprovePayment($id: ID!) { reviewPayment(id: $id, approve: true) { review } }"): typeof import('./graphql').CommerceApprovePaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceOrderPayment($id: ID!) { order(id: $id) { payment { amount { amount currency } chargedAmount { amount currency } exchangeRate { rate } } } }"): typeof import('./graphql').CommerceOrderPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommercePayBadMethod($input: PayOrderInput!) { payOrder(input: $input) { id } }"): typeof import('./graphql').CommercePayBadMethodDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceValidateAddress($a: AddressInput!) { validateAddress(address: $a) { valid address { postalCode } } }"): typeof import('./graphql').CommerceValidateAddressDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment CommerceCart on Cart { id token itemCount subtotal { amount } lines { productId quantity unitPrice { amount } available product { stock { available } } } }"): typeof import('./graphql').CommerceCartFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceStartCart($input: CartLineInput!) { addToCart(input: $input) { ...CommerceCart } }"): typeof import('./graphql').CommerceStartCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }"): typeof import('./graphql').CommerceAddToCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceUpdateCartLine($input: CartLineInput!) { updateCartLine(input: $input) { id } }"): typeof import('./graphql').CommerceUpdateCartLineDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceCartByToken($t: String) { cart(token: $t) { ...CommerceCart } }"): typeof import('./graphql').CommerceCartByTokenDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceShopperAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }"): typeof import('./graphql').CommerceShopperAddsToCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceMergeCart($t: String!) { mergeCart(cartToken: $t) { ...CommerceCart } }"): typeof import('./graphql').CommerceMergeCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceCart($t: String) { cart(token: $t) { id } }"): typeof import('./graphql').CommerceCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceUpdateProduct($id: ID!) { updateProduct(id: $id, input: { price: \"45.00\" }) { id } }"): typeof import('./graphql').CommerceUpdateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceCheckout($input: CheckoutInput!) { checkout(input: $input) { id total items { quantity } } }"): typeof import('./graphql').CommerceCheckoutDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceCartAfterCheckout { cart { lines { productId } } }"): typeof import('./graphql').CommerceCartAfterCheckoutDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceAddToCartStarted($input: CartLineInput!) { addToCart(input: $input) { token } }"): typeof import('./graphql').CommerceAddToCartStartedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceAnonymousAddsToCart($input: CartLineInput!) { addToCart(input: $input) { id } }"): typeof import('./graphql').CommerceAnonymousAddsToCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceRemoveFromCart($p: ID!, $t: String) { removeFromCart(productId: $p, cartToken: $t) { itemCount lines { productId } } }"): typeof import('./graphql').CommerceRemoveFromCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceCheckoutCheckout($input: CheckoutInput!) { checkout(input: $input) { total items { productId quantity } } }"): typeof import('./graphql').CommerceCheckoutCheckoutDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceCartAfterTokenCheckout { cart { lines { productId } } }"): typeof import('./graphql').CommerceCartAfterTokenCheckoutDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceAddToCartCart($input: CartLineInput!) { addToCart(input: $input) { id expiresAt } }"): typeof import('./graphql').CommerceAddToCartCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CommerceExpiredCart { cart { id } }"): typeof import('./graphql').CommerceExpiredCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceAddToCartFresh($input: CartLineInput!) { addToCart(input: $input) { itemCount } }"): typeof import('./graphql').CommerceAddToCartFreshDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceRepriceProduct($id: ID!) { updateProduct(id: $id, input: { price: \"13.00\" }) { id } }"): typeof import('./graphql').CommerceRepriceProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CommerceRenameProduct($id: ID!) { updateProduct(id: $id, input: { name: \"Evented Armchair\" }) { id } }"): typeof import('./graphql').CommerceRenameProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CrashCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }"): typeof import('./graphql').CrashCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LifecycleCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id status state } }"): typeof import('./graphql').LifecycleCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleWatchMine { myOrderStatusChanged { id status state total user { id email } items { quantity product { name stock { available reserved } } } payment { status } } }"): typeof import('./graphql').LifecycleWatchMineDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status payment { status } } }"): typeof import('./graphql').LifecycleOrderStatusChangedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LifecycleShippingRates($a: AddressInput!) { shippingRates(address: $a, items: 2) { carrier service amount { amount } } }"): typeof import('./graphql').LifecycleShippingRatesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LifecycleCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id trackingNumber status } }"): typeof import('./graphql').LifecycleCreateShipmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LifecycleAddTrackingEvent($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }"): typeof import('./graphql').LifecycleAddTrackingEventDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LifecycleOrder($id: ID!) { order(id: $id) { history { toState actor } shipments { status actualDelivery events { status } } } }"): typeof import('./graphql').LifecycleOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LifecycleNotifications { notifications(limit: 50) { kind read } }"): typeof import('./graphql').LifecycleNotificationsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleMyOrderStatusChanged { myOrderStatusChanged { id status state } }"): typeof import('./graphql').LifecycleMyOrderStatusChangedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LifecycleOrderPayment($id: ID!) { order(id: $id) { payment { status attempts { number outcome } } } }"): typeof import('./graphql').LifecycleOrderPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LifecycleRetriedPayment($id: ID!) { order(id: $id) { state payment { attempts { outcome } } } }"): typeof import('./graphql').LifecycleRetriedPaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleWatchWithoutCredential { myOrderStatusChanged { id } }"): typeof import('./graphql').LifecycleWatchWithoutCredentialDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleOrderStatusChangedRefused($id: ID!) { orderStatusChanged(orderId: $id) { id } }"): typeof import('./graphql').LifecycleOrderStatusChangedRefusedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleOrderStatusChangedWatched($id: ID!) { orderStatusChanged(orderId: $id) { status } }"): typeof import('./graphql').LifecycleOrderStatusChangedWatchedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LifecycleUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').LifecycleUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleWatchCostPrice($id: ID!) { orderStatusChanged(orderId: $id) { status items { product { name costPrice } } } }"): typeof import('./graphql').LifecycleWatchCostPriceDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LifecycleCancelWatchedOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').LifecycleCancelWatchedOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleWatchEverywhere($id: ID!) { orderStatusChanged(orderId: $id) { status } }"): typeof import('./graphql').LifecycleWatchEverywhereDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LifecycleCancelElsewhere($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').LifecycleCancelElsewhereDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LifecycleSubscriptionFields { __schema { subscriptionType { fields { name } } } }"): typeof import('./graphql').LifecycleSubscriptionFieldsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LifecycleMyOrderStatusChangedOverHttp { myOrderStatusChanged { id } }"): typeof import('./graphql').LifecycleMyOrderStatusChangedOverHttpDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription NatsMyOrderStatusChanged { myOrderStatusChanged { id status } }"): typeof import('./graphql').NatsMyOrderStatusChangedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation NatsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }"): typeof import('./graphql').NatsCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query NatsNotifications { notifications { kind } }"): typeof import('./graphql').NatsNotificationsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SubscriptionStartCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }"): typeof import('./graphql').SubscriptionStartCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription SubscriptionStartOrderStatusChanged($id: ID!) { orderStatusChanged(orderId: $id) { status eventSequence } }"): typeof import('./graphql').SubscriptionStartOrderStatusChangedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription SubscriptionStartMyOrderStatusChanged { myOrderStatusChanged { id status eventSequence } }"): typeof import('./graphql').SubscriptionStartMyOrderStatusChangedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SubscriptionStartUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { id } }"): typeof import('./graphql').SubscriptionStartUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query MediaImages($id: ID!) { product(id: $id) { images { url alt primary thumbnails { width height url } } } }"): typeof import('./graphql').MediaImagesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AddItemAddOrderItem($id: ID!, $item: OrderItemInput!, $key: String) { addOrderItem(orderId: $id, item: $item, idempotencyKey: $key) { id total status items { name quantity lineTotal } } }"): typeof import('./graphql').AddItemAddOrderItemDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AddItemUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }"): typeof import('./graphql').AddItemUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AddItemPayOrder($input: PayOrderInput!) { payOrder(input: $input) { id amount { amount } } }"): typeof import('./graphql').AddItemPayOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AddItemOrderState($id: ID!) { order(id: $id) { state total payment { status amount { amount } } } }"): typeof import('./graphql').AddItemOrderStateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AddItemOrder($id: ID!) { order(id: $id) { history { fromState toState reason eventId } } }"): typeof import('./graphql').AddItemOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AddItemOrderOrder($id: ID!) { order(id: $id) { total items { name } } }"): typeof import('./graphql').AddItemOrderOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AddItemUpdateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }"): typeof import('./graphql').AddItemUpdateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AddItemSortedUsers($s: String, $o: UserOrder, $st: CustomerStatus) { users(search: $s, orderBy: $o, status: $st) { name } }"): typeof import('./graphql').AddItemSortedUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query AddItemSortedOrders($u: ID!, $o: OrderOrder) { orders(userId: $u, orderBy: $o) { total } }"): typeof import('./graphql').AddItemSortedOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CouponsCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id code remainingUses } }"): typeof import('./graphql').CouponsCreateCouponDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CouponsCoupon($code: String!) { coupon(code: $code) { uses remainingUses } }"): typeof import('./graphql').CouponsCouponDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CouponsCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id couponCode amounts { subtotal { amount } discounts { amount } total { amount } } discounts { kind name amount { amount } } items { discountAmount } } }"): typeof import('./graphql').CouponsCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CouponsCancelOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }"): typeof import('./graphql').CouponsCancelOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query InsightsSalesFigures($from: DateTime!, $to: DateTime!) {\n    salesAnalytics(from: $from, to: $to) {\n      orders\n      revenue { amount currency }\n      averageOrderValue { amount }\n      daily { at orders revenue { amount } }\n      series(metric: REVENUE) { at value }\n      byProduct(limit: 10) { productId orders units revenue { amount } product { id name } }\n      byCategory { categoryId orders revenue { amount } }\n      funnel { carts checkouts paid paidRate }\n      refundsAndReturns { refunds refunded { amount } returns }\n    }\n  }\n"): typeof import('./graphql').InsightsSalesFiguresDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query InsightsTogether($id: ID!, $all: Boolean) {\n    product(id: $id) {\n      frequentlyBoughtTogether(includeUnavailable: $all) { id name }\n      similarProducts(limit: 3, includeUnavailable: $all) { id }\n    }\n  }\n"): typeof import('./graphql').InsightsTogetherDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query InsightsForMe { me { id recommendedProducts(limit: 5) { id name } } }"): typeof import('./graphql').InsightsForMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation InsightsRebuild { rebuildInsights { generation rebuilding rebuildStartedAt } }"): typeof import('./graphql').InsightsRebuildDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query InsightsStatus { insightsStatus { generation rebuilding lastRebuild { generation orders } } }"): typeof import('./graphql').InsightsStatusDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation InsightsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id } }"): typeof import('./graphql').InsightsCreateShipmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation InsightsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }"): typeof import('./graphql').InsightsTrackDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query InsightsOrderState($id: ID!) { order(id: $id) { state } }"): typeof import('./graphql').InsightsOrderStateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation InsightsProductStatus($id: ID!) { updateProduct(id: $id, input: { status: DISCONTINUED }) { status } }"): typeof import('./graphql').InsightsProductStatusDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query InsightsStockLevels($id: ID!) { stockLevels(productId: $id) { warehouse { id } } }"): typeof import('./graphql').InsightsStockLevelsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ParcelsOrder($id: ID!) {\n    order(id: $id) {\n      state\n      amounts { shipping { amount } }\n      shipping { rate { amount } }\n      items { id quantity allocations { warehouseId warehouse { code } quantity backordered } }\n      pendingShipments { warehouseId lines { orderItemId quantity } }\n      shipments { id warehouseId warehouse { code } status lines { orderItemId quantity } cost { amount } charged { amount } }\n      history { from to }\n    }\n  }\n"): typeof import('./graphql').ParcelsOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ParcelsCreateShipments($input: CreateShipmentsInput!) { createShipments(input: $input) { id warehouseId } }"): typeof import('./graphql').ParcelsCreateShipmentsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ParcelsCreateShipment($input: CreateShipmentInput!) { createShipment(input: $input) { id warehouseId carrier service } }"): typeof import('./graphql').ParcelsCreateShipmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ParcelsTrack($input: TrackingEventInput!) { addTrackingEvent(input: $input) { status } }"): typeof import('./graphql').ParcelsTrackDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalAdminName { me { name } }"): typeof import('./graphql').PortalAdminNameDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalCreateApiKey($name: String!) { createApiKey(input: { name: $name, scopes: [\"read\"] }) { key apiKey { id tier } } }"): typeof import('./graphql').PortalCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalUsageReport($keyId: ID) { usageReport(window: LAST_HOUR, keyId: $keyId) { requests errors errorRate p50Ms p95Ms p99Ms statusCodes { status count } topEndpoints { endpoint requests } series { at requests } } }"): typeof import('./graphql').PortalUsageReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalEndpointMetrics { endpointMetrics(window: LAST_HOUR) { endpoint requests p95Ms p99Ms errorRate clients { client requests } keys { keyId name requests } } topApiKeys(window: LAST_HOUR) { keyId requests } }"): typeof import('./graphql').PortalEndpointMetricsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) { requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { id keyId keyName fromTier toTier status note requestedAt } }"): typeof import('./graphql').PortalRequestPlanChangeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) { decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status decidedAt decidedBy reason } }"): typeof import('./graphql').PortalDecidePlanChangeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalPlanChanges($status: PlanChangeStatus) { planChangeRequests(status: $status) { id keyId status } }"): typeof import('./graphql').PortalPlanChangesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalPlans { plans { tier name requestsPerMinute description } }"): typeof import('./graphql').PortalPlansDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalCancelPlanChange($id: ID!) { cancelPlanChange(id: $id) { status } }"): typeof import('./graphql').PortalCancelPlanChangeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalSetApiKeyPolicy($days: Int) { setApiKeyPolicy(maxAgeDays: $days) { maxAgeDays } }"): typeof import('./graphql').PortalSetApiKeyPolicyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalKeysRotation { apiKeys { id rotationDue } }"): typeof import('./graphql').PortalKeysRotationDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalMyKeyPolicy { me { apiKeyPolicy { maxAgeDays } } }"): typeof import('./graphql').PortalMyKeyPolicyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { clientSecret client { id } } }"): typeof import('./graphql').PortalCreateOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) { updateOAuthClient(clientId: $clientId, input: $input) { id name redirectUris allowedScopes } }"): typeof import('./graphql').PortalUpdateOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalRotateOAuthClientSecret($clientId: ID!, $overlap: Int) { rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlap) { clientId clientSecret previousSecretExpiresAt } }"): typeof import('./graphql').PortalRotateOAuthClientSecretDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalClientWhoAmI { me { id } }"): typeof import('./graphql').PortalClientWhoAmIDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SalesPageFigures($from: DateTime!, $to: DateTime!) {\n    salesAnalytics(from: $from, to: $to, currency: \"USD\") {\n      orders ordersPlaced currencies\n      revenue { amount } averageOrderValue { amount } refunded { amount } netRevenue { amount }\n      daily { at orders ordersPlaced revenue { amount } }\n      byCategory { name orders units revenue { amount } }\n      byProduct(limit: 10) { product { name } orders units revenue { amount } }\n      funnel { carts checkouts paid checkoutRate paidRate }\n      refundsAndReturns { refunds refunded { amount } returns unitsReturned returnRefunds { amount } }\n    }\n  }\n"): typeof import('./graphql').SalesPageFiguresDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query SalesPageSearches($from: DateTime!, $to: DateTime!) {\n    searchQueryReport(from: $from, to: $to, limit: 10) {\n      totalSearches zeroResultSearches\n      topQueries { query searches zeroResults }\n      zeroResultQueries { query searches }\n    }\n  }\n"): typeof import('./graphql').SalesPageSearchesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SalesPageCategory { createCategory(input: { name: \"Lighting\", slug: \"lighting\" }) { id } }"): typeof import('./graphql').SalesPageCategoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SalesPageAddToCart($input: CartLineInput!) { addToCart(input: $input) { id } }"): typeof import('./graphql').SalesPageAddToCartDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SalesPagePayment($id: ID!) { order(id: $id) { state payment { id } } }"): typeof import('./graphql').SalesPagePaymentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SalesPageRefund($input: RefundPaymentInput!) { refundPayment(input: $input) { status } }"): typeof import('./graphql').SalesPageRefundDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SalesPageSearch($input: ProductSearchInput!) { productSearch(input: $input) { total } }"): typeof import('./graphql').SalesPageSearchDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ConcurrencyProduct($id: ID!) { product(id: $id) { stock { available status } } }"): typeof import('./graphql').ConcurrencyProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DataloaderOrdersQuery($limit: Int!) {\n  orders(limit: $limit) {\n    id total status\n    user { id name email }\n    items { quantity unitPrice product { id name sku price { amount } stock { available status } stockLevels { available warehouse { code } } } }\n  }\n}"): typeof import('./graphql').DataloaderOrdersQueryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DataloaderOrders { orders(limit: 1) { id } }"): typeof import('./graphql').DataloaderOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DataloaderOrder($id: ID!) { order(id: $id) { id } }"): typeof import('./graphql').DataloaderOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DataloaderOrderBoth($a: ID!, $b: ID!) { a: order(id: $a) { id } b: order(id: $b) { id } }"): typeof import('./graphql').DataloaderOrderBothDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation DataloaderIndexKey { createApiKey(input: { name: \"index check\", scopes: [\"read\"] }) { key } }"): typeof import('./graphql').DataloaderIndexKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DataloaderIndexOrder { orders(limit: 1) { id } }"): typeof import('./graphql').DataloaderIndexOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation MonolithReadKey { createApiKey(input: { name: \"monolith\", scopes: [\"read\"] }) { key } }"): typeof import('./graphql').MonolithReadKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProcessesOrder($id: ID!) { order(id: $id) { id user { id } items { quantity product { id stock { reserved } } } } }"): typeof import('./graphql').ProcessesOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SeedUsers { users(limit: 100) { email roles } }"): typeof import('./graphql').SeedUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SeedProducts { products(limit: 1, status: ACTIVE) { name brand } }"): typeof import('./graphql').SeedProductsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SeedSearchProducts($q: String!) { searchProducts(query: $q, limit: 100) { product { name } } }"): typeof import('./graphql').SeedSearchProductsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SeedOrders { orders(status: PROCESSING, limit: 10) { id status total user { name email } items { sku quantity unitPrice product { sku price { amount } stock { available reserved } } } } }"): typeof import('./graphql').SeedOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SeedUpdateOrder($id: ID!) { updateOrder(id: $id, input: { status: CANCELLED }) { status } }"): typeof import('./graphql').SeedUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SeedOrdersPending { orders(status: PENDING, limit: 1) { id total items { id } } }"): typeof import('./graphql').SeedOrdersPendingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SeedProductsStocked { products(limit: 50, status: ACTIVE) { id price { amount } stock { available } } }"): typeof import('./graphql').SeedProductsStockedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SeedAddOrderItem($id: ID!, $item: OrderItemInput!) { addOrderItem(orderId: $id, item: $item) { total items { id } history { toState } } }"): typeof import('./graphql').SeedAddOrderItemDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineTypename { __typename }"): typeof import('./graphql').SpineTypenameDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineCreateUser { createUser(input: { name: \"  Grace Hopper \", email: \"Grace@Example.com\" }) { id name email number status } }"): typeof import('./graphql').SpineCreateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineUser($id: ID!) { user(id: $id) { email orders { id } } }"): typeof import('./graphql').SpineUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineUpdateUser($id: ID!) { updateUser(id: $id, input: { name: \"Rear Admiral Hopper\", status: INACTIVE }) { name status } }"): typeof import('./graphql').SpineUpdateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineDeleteUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').SpineDeleteUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineUserGone($id: ID!) { user(id: $id) { id } }"): typeof import('./graphql').SpineUserGoneDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineDeleteDeletedUser($id: ID!) { deleteUser(id: $id) }"): typeof import('./graphql').SpineDeleteDeletedUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineCreateTakenUser($input: CreateUserInput!) { createUser(input: $input) { id } }"): typeof import('./graphql').SpineCreateTakenUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineUsers { users { id } }"): typeof import('./graphql').SpineUsersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineUsersCapped { users(limit: 5000) { id } }"): typeof import('./graphql').SpineUsersCappedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineUsersPaged { a: users(limit: 2, offset: 0) { id } b: users(limit: 2, offset: 1) { id } }"): typeof import('./graphql').SpineUsersPagedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineUsersBad { users(limit: 0) { id } }"): typeof import('./graphql').SpineUsersBadDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineCreateInvalidUser($input: CreateUserInput!) { createUser(input: $input) { id } }"): typeof import('./graphql').SpineCreateInvalidUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineCreateDuplicateEmail { createUser(input: { name: \"B\", email: \"DUP@example.com\" }) { id } }"): typeof import('./graphql').SpineCreateDuplicateEmailDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineSetDeletedStatus($id: ID!) { updateUser(id: $id, input: { status: DELETED }) { id } }"): typeof import('./graphql').SpineSetDeletedStatusDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineOrder($id: ID!) { order(id: $id) { totalAmount { amount } user { name }\n         items { quantity unitPrice product { name stock { available reserved } } } history { from to } } }"): typeof import('./graphql').SpineOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineUserMine($id: ID!) { user(id: $id) { orders { id } } }"): typeof import('./graphql').SpineUserMineDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineMissingOrder { order(id: \"00000000-0000-0000-0000-000000000000\") { id } }"): typeof import('./graphql').SpineMissingOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineNothingReserved($u: ID!, $p: ID!) { user(id: $u) { orders { id } } p: product(id: $p) { stock { available reserved } } }"): typeof import('./graphql').SpineNothingReservedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineStockLevels($id: ID!) { stockLevels(productId: $id) { available reserved } }"): typeof import('./graphql').SpineStockLevelsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineDeactivateUser($id: ID!) { updateUser(id: $id, input: { status: INACTIVE }) { id } }"): typeof import('./graphql').SpineDeactivateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineUpdateOrder($id: ID!, $s: OrderStatus!) { updateOrder(id: $id, input: { status: $s }) { status state } }"): typeof import('./graphql').SpineUpdateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineOrderHistory($id: ID!) { order(id: $id) { history { from to toState eventId } } }"): typeof import('./graphql').SpineOrderHistoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineUpdateOrderNoted($id: ID!) { updateOrder(id: $id, input: { notes: \"Leave at the door\" }) { notes status } }"): typeof import('./graphql').SpineUpdateOrderNotedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineUpdateOrderMissing { updateOrder(id: \"33333333-3333-3333-3333-333333333333\", input: { status: PROCESSING }) { id } }"): typeof import('./graphql').SpineUpdateOrderMissingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineSearchOrders($q: String!) { searchOrders(query: $q) { id } }"): typeof import('./graphql').SpineSearchOrdersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineSearchOrdersEmpty { searchOrders(query: \"   \") { id } }"): typeof import('./graphql').SpineSearchOrdersEmptyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineCreateProduct { createProduct(input: { sku: \"UNIQUE-SKU-1\", name: \"Again\", price: \"1.00\" }) { id } }"): typeof import('./graphql').SpineCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineCreateProductPrecise { createProduct(input: { sku: \"P-3DP\", name: \"Too precise\", price: \"1.005\" }) { id } }"): typeof import('./graphql').SpineCreateProductPreciseDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineCreateProductNegative { createProduct(input: { sku: \"P-NEG\", name: \"Negative\", price: \"-1\" }) { id } }"): typeof import('./graphql').SpineCreateProductNegativeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineAdjustBelowZero($p: ID!, $w: ID!) { adjustStock(productId: $p, warehouseId: $w, delta: -1) { available } }"): typeof import('./graphql').SpineAdjustBelowZeroDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineSetNegativeStock($p: ID!, $w: ID!) { setStock(input: { productId: $p, warehouseId: $w, available: -5 }) { available } }"): typeof import('./graphql').SpineSetNegativeStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineSetStockOrphan($w: ID!) { setStock(input: { productId: \"no-such-product\", warehouseId: $w, available: 5 }) { available } }"): typeof import('./graphql').SpineSetStockOrphanDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SpineProduct($id: ID!) { product(id: $id) { stock { status } } }"): typeof import('./graphql').SpineProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment SpineLevel on StockLevel { available reserved damaged incoming reorderPoint }"): typeof import('./graphql').SpineLevelFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineSetStock($input: SetStockInput!) { setStock(input: $input) { ...SpineLevel } }"): typeof import('./graphql').SpineSetStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineAdjustStock($p: ID!, $w: ID!, $d: Int!) { adjustStock(productId: $p, warehouseId: $w, delta: $d) { ...SpineLevel } }"): typeof import('./graphql').SpineAdjustStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SpineAllowBackorders($input: SetBackorderPolicyInput!) { setBackorderPolicy(input: $input) { allowed } }"): typeof import('./graphql').SpineAllowBackordersDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query StandaloneOrder($id: ID!) { order(id: $id) { total user { name } items { product { name stock { available reserved } } } } }"): typeof import('./graphql').StandaloneOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LimitsCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }"): typeof import('./graphql').LimitsCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LimitsUpdateApiKey($id: ID!, $tier: RateLimitTier!) { updateApiKey(id: $id, input: { tier: $tier }) { tier } }"): typeof import('./graphql').LimitsUpdateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LimitsUpdateApiKeyUpdated($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }"): typeof import('./graphql').LimitsUpdateApiKeyUpdatedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LimitsUpdateApiKeyEnterprise($id: ID!) { updateApiKey(id: $id, input: { tier: ENTERPRISE }) { tier } }"): typeof import('./graphql').LimitsUpdateApiKeyEnterpriseDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LimitsUpgradeOnOtherReplica($id: ID!) { updateApiKey(id: $id, input: { tier: PROFESSIONAL }) { tier } }"): typeof import('./graphql').LimitsUpgradeOnOtherReplicaDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LimitsMyOrderStatusChanged { myOrderStatusChanged { status } }"): typeof import('./graphql').LimitsMyOrderStatusChangedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription Extra { myOrderStatusChanged { status } }"): typeof import('./graphql').ExtraDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "subscription LimitsOnRefusedConnection { myOrderStatusChanged { status } }"): typeof import('./graphql').LimitsOnRefusedConnectionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation LimitsCreateApiKeyMutation { createApiKey(input: { name: \"during outage\" }) { key } }"): typeof import('./graphql').LimitsCreateApiKeyMutationDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ObservabilityCreateApiKey { createApiKey(input: { name: \"metered\", scopes: [\"read\"] }) { key apiKey { id } } }"): typeof import('./graphql').ObservabilityCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ListCategories { categories { id } }"): typeof import('./graphql').ListCategoriesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Broken { users { id } }"): typeof import('./graphql').BrokenDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Usage1 { categories { id } }"): typeof import('./graphql').Usage1Document;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ObservabilityUsage($keyId: ID) { apiKeyUsage(keyId: $keyId) { keyId minute requests errors limited averageLatencyMs maxLatencyMs statuses { status count } endpoints { endpoint count } } }"): typeof import('./graphql').ObservabilityUsageDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Traced { me { id } }"): typeof import('./graphql').TracedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ObservabilityAccessLogs($keyId: ID) { accessLogs(keyId: $keyId, limit: 100) { requestId keyId userId client endpoint status latencyMs at } }"): typeof import('./graphql').ObservabilityAccessLogsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ObservabilityLargeAnswer { __schema { types { name description } } }"): typeof import('./graphql').ObservabilityLargeAnswerDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ObservabilityMe { me { id } categories { id } }"): typeof import('./graphql').ObservabilityMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OutagesCreateApiKey { createApiKey(input: { name: \"outage\", scopes: [\"read\"] }) { key } }"): typeof import('./graphql').OutagesCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionMe { me { id orders { id items { quantity } } } }"): typeof import('./graphql').ProtectionMeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionMeDeep { me { orders { items { product { name } } } } }"): typeof import('./graphql').ProtectionMeDeepDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionMeThroughFragment { me { ...ProtectionOrdersOfUser } } fragment ProtectionOrdersOfUser on User { orders { items { product { name } } } }"): typeof import('./graphql').ProtectionMeThroughFragmentDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionIntrospection { __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }"): typeof import('./graphql').ProtectionIntrospectionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionProducts { products(limit: 100) { id name stock { available } } }"): typeof import('./graphql').ProtectionProductsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionProductsVariable($n: Int) { products(limit: $n) { id name stock { available } } }"): typeof import('./graphql').ProtectionProductsVariableDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ProtectionCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }"): typeof import('./graphql').ProtectionCreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionIntrospectionInProduction { __schema { types { name } } }"): typeof import('./graphql').ProtectionIntrospectionInProductionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionProduct { product(id: \"missing\") { id } }"): typeof import('./graphql').ProtectionProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProtectionIntrospectionAsked { __schema { queryType { name } } }"): typeof import('./graphql').ProtectionIntrospectionAskedDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ResilienceCrossing($id: ID!) { categories { id } warehouse(id: $id) { id code } }"): typeof import('./graphql').ResilienceCrossingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ResilienceCreateCategory($input: CreateCategoryInput!) { createCategory(input: $input) { id } }"): typeof import('./graphql').ResilienceCreateCategoryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ResilienceFailoverKey($name: String!) { createApiKey(input: { name: $name }) { key } }"): typeof import('./graphql').ResilienceFailoverKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment WebhookEndpointFields on WebhookEndpoint { id url description eventTypes status disabledReason disabledAt secretHint previousSecretExpiresAt failureStreak failingSince owner { id } }"): typeof import('./graphql').WebhookEndpointFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment WebhookDeliveryFields on WebhookDelivery { id endpointId eventId eventType payload test status nextAttemptAt attemptCount failureReason attempts { number attemptedAt outcome responseStatus latencyMs responseBody error } }"): typeof import('./graphql').WebhookDeliveryFieldsFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksRegister($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhookEndpointFields } } }"): typeof import('./graphql').WebhooksRegisterDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query WebhooksDeliveries($id: ID!) { webhookDeliveries(endpointId: $id, limit: 100) { ...WebhookDeliveryFields } }"): typeof import('./graphql').WebhooksDeliveriesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query WebhooksEndpoint($id: ID!) { webhookEndpoint(id: $id) { ...WebhookEndpointFields } }"): typeof import('./graphql').WebhooksEndpointDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksSendTest($id: ID!) { sendTestWebhook(endpointId: $id) { ...WebhookDeliveryFields } }"): typeof import('./graphql').WebhooksSendTestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query WebhooksEndpoints { webhookEndpoints { ...WebhookEndpointFields } }"): typeof import('./graphql').WebhooksEndpointsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }"): typeof import('./graphql').WebhooksCreateWebhookEndpointDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query WebhooksNotifications { notifications { kind body } }"): typeof import('./graphql').WebhooksNotificationsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }"): typeof import('./graphql').WebhooksSendTestWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksEnable($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { ...WebhookEndpointFields } }"): typeof import('./graphql').WebhooksEnableDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksReplay($id: ID!) { replayWebhookDelivery(id: $id) { ...WebhookDeliveryFields } }"): typeof import('./graphql').WebhooksReplayDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksRotate($id: ID!, $overlap: Int) { rotateWebhookSecret(id: $id, overlapSeconds: $overlap) { secret endpoint { ...WebhookEndpointFields } } }"): typeof import('./graphql').WebhooksRotateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksStrangerDisables($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }"): typeof import('./graphql').WebhooksStrangerDisablesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksStrangerDeletes($id: ID!) { deleteWebhookEndpoint(id: $id) }"): typeof import('./graphql').WebhooksStrangerDeletesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksStrangerRotates($id: ID!) { rotateWebhookSecret(id: $id) { secret } }"): typeof import('./graphql').WebhooksStrangerRotatesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksStrangerTests($id: ID!) { sendTestWebhook(endpointId: $id) { id } }"): typeof import('./graphql').WebhooksStrangerTestsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query WebhooksStrangerReads($id: ID!) { webhookDeliveries(endpointId: $id) { id } }"): typeof import('./graphql').WebhooksStrangerReadsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksReplayWebhookDelivery($id: ID!) { replayWebhookDelivery(id: $id) { id } }"): typeof import('./graphql').WebhooksReplayWebhookDeliveryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksUpdateWebhookEndpoint($id: ID!) { updateWebhookEndpoint(id: $id, input: { description: \"x\" }) { id } }"): typeof import('./graphql').WebhooksUpdateWebhookEndpointDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksDisableByAdmin($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { ...WebhookEndpointFields } }"): typeof import('./graphql').WebhooksDisableByAdminDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksCreateApiKey { createApiKey(input: { name: \"hooks\", scopes: [\"read\", \"write\"] }) { key } }"): typeof import('./graphql').WebhooksCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksCreateWebhookEndpointByKey($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }"): typeof import('./graphql').WebhooksCreateWebhookEndpointByKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation WebhooksDeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }"): typeof import('./graphql').WebhooksDeleteWebhookEndpointDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query WebhooksWebhookDelivery($id: ID!) { webhookDelivery(id: $id) { id } }"): typeof import('./graphql').WebhooksWebhookDeliveryDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation FixtureCreateUser($input: CreateUserInput!) { createUser(input: $input) { id number email } }"): typeof import('./graphql').FixtureCreateUserDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation FixtureCreateWarehouse($input: CreateWarehouseInput!) { createWarehouse(input: $input) { id code } }"): typeof import('./graphql').FixtureCreateWarehouseDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation FixtureCreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id sku name } }"): typeof import('./graphql').FixtureCreateProductDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation FixtureSetStock($input: SetStockInput!) { setStock(input: $input) { available } }"): typeof import('./graphql').FixtureSetStockDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query FixtureStockOf($id: ID!) { product(id: $id) { stock { available reserved } } }"): typeof import('./graphql').FixtureStockOfDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation FixtureSetUserRoles($id: ID!, $roles: [Role!]!) { setUserRoles(id: $id, roles: $roles) { id } }"): typeof import('./graphql').FixtureSetUserRolesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id total status currency items { quantity unitPrice lineTotal } } }"): typeof import('./graphql').CreateOrderDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query WhoAmI { me { id } }"): typeof import('./graphql').WhoAmIDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Categories { categories { id } }"): typeof import('./graphql').CategoriesDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
