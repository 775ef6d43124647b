/** The spec's URLs of the catalog screens (core §2, operations §2); what the user sees and links to. */
export const catalogPaths = {
  categoryList: '/category-list',
  categoryForm: '/create-category',
  brandList: '/brand-list',
  brandForm: '/create-brand',
  rarityList: '/products/rarity-list',
  rarityForm: '/products/add-raritylevel',
  boxList: '/box-list',
  boxForm: '/create-box',
  productList: '/products/list_product',
  productForm: '/products/create-product',
  /** operations §2: the detail page takes a route param id; its path is not shown (docs/api.md) */
  productDetail: '/products/view-product',
  /** core §2: the picker's route is not shown; /vendors/productList is in the route table (docs/api.md) */
  productPicker: '/vendors/productList',
  userProfile: '/user-profile-details',
} as const;

export const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;
