import { type Banner, bannerListReplySchema } from '@store/contract/banner';
import {
  type CartChangeReply,
  type CartItem,
  type CartReply,
  cartChangeReplySchema,
  cartReplySchema,
  priceCart,
} from '@store/contract/cart';
import { type Category, categoryListReplySchema } from '@store/contract/category';
import { salePrice } from '@store/contract/pricing';
import {
  dealsHomeReplySchema,
  type Product,
  productListReplySchema,
  productsByCategoryReplySchema,
} from '@store/contract/product';
import { type SubCategory, subCategoryListReplySchema } from '@store/contract/subcategory';
import { type User, userReplySchema } from '@store/contract/user';

/** Real-shaped replies, checked against the contract so a fixture cannot drift from the wire. */
export const categories: Category[] = [
  { _id: 'cat01', name: 'Colour Grading', image: '/uploads/colour-grading.png' },
  { _id: 'cat02', name: 'Video Editing', image: '/uploads/video-editing.png' },
];

export const subCategories: SubCategory[] = [
  { _id: 'sub01', name: 'Cinematic LUTs', image: '/uploads/luts.png', category: [categories[0]!] },
  { _id: 'sub02', name: 'Reels & Shorts', image: '/uploads/reels.png', category: [categories[1]!] },
  {
    _id: 'sub03',
    name: 'Transitions',
    image: '/uploads/transitions.png',
    category: [categories[1]!],
  },
];

function product(id: string, name: string, category: Category, subCategory: SubCategory): Product {
  return {
    _id: id,
    name,
    image: [`/uploads/${id}.webp`],
    category: [category],
    subCategory: [{ _id: subCategory._id, name: subCategory.name, image: subCategory.image }],
    unit: '1 pack',
    stock: 10,
    price: 999,
    discount: 10,
    description: 'A pack for editors.',
    more_details: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export const products: Product[] = [
  product('prd01', 'Teal Orange LUT Pack', categories[0]!, subCategories[0]!),
  product('prd02', 'Glitch Transitions', categories[1]!, subCategories[2]!),
  product('prd03', 'Reels Starter Kit', categories[1]!, subCategories[1]!),
];

const ok = { success: true as const, error: false as const, message: '' };

export const categoryListReply = categoryListReplySchema.parse({ ...ok, data: categories });
export const subCategoryListReply = subCategoryListReplySchema.parse({
  ...ok,
  data: subCategories,
});
export const productListReply = productListReplySchema.parse({
  ...ok,
  data: products,
  totalCount: products.length,
  totalNoPage: 1,
  totalPage: 1,
  page: 1,
});

export const healthyReply = { success: true, error: false, message: 'ok', database: 'connected' };

export const shopper: User = {
  _id: 'usr01',
  name: 'Asha Verma',
  email: 'asha@example.in',
  avatar: '',
  mobile: '9876543210',
  verify_email: true,
  last_login_date: '2025-01-02T10:00:00.000Z',
  status: 'active',
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
  role: 'USER',
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const admin: User = { ...shopper, _id: 'usr02', name: 'Ravi Admin', role: 'ADMIN' };

export const userReply = (user: User) => userReplySchema.parse({ ...ok, data: user });

/** Image-only banners, as before issue 15; `bannerWithText` carries the optional texts. */
const noText = { title: null, subtitle: null, buttonLabel: null };
export const banners: Banner[] = [
  {
    ...noText,
    _id: 'ban01',
    kind: 'desktop',
    image: '/uploads/banners/d1.webp',
    alt: 'Summer LUT sale',
    linkUrl: 'https://example.in/sale',
  },
  {
    ...noText,
    _id: 'ban02',
    kind: 'desktop',
    image: '/uploads/banners/d2.webp',
    alt: 'New transitions',
    linkUrl: '/search?q=transitions',
  },
  {
    ...noText,
    _id: 'ban03',
    kind: 'desktop',
    image: '/uploads/banners/d3.webp',
    alt: 'Presets for reels',
    linkUrl: null,
  },
  {
    ...noText,
    _id: 'ban04',
    kind: 'mobile',
    image: '/uploads/banners/m1.webp',
    alt: 'Mobile LUT sale',
    linkUrl: null,
  },
];
export const bannerWithText: Banner = {
  _id: 'ban09',
  kind: 'desktop',
  image: '/uploads/banners/d9.webp',
  alt: 'Colour wheels in teal and orange',
  title: 'Cinematic LUT packs',
  subtitle: 'Film looks for DaVinci Resolve and Premiere Pro',
  buttonLabel: 'Browse LUTs',
  linkUrl: '/search?q=lut',
};
export const bannerListReply = bannerListReplySchema.parse({ ...ok, data: banners });

/** POST /api/product/get-product-by-category, answered from `products` by category id. */
export const productsByCategoryReply = (body: unknown) =>
  Response.json(
    productsByCategoryReplySchema.parse({
      ...ok,
      data: products.filter((p) => p.category.some((c) => c._id === (body as { id: string }).id)),
    }),
  );

export const dealsReply = dealsHomeReplySchema.parse({ ...ok, data: products.slice(0, 2) });

/** A cart item for this product, under the id the server gave it. */
export function cartItem(product: Product, id: string): CartItem {
  return {
    _id: id,
    productId: product,
    quantity: 1,
    userId: 'usr01',
    salePrice: salePrice(product.price, product.discount),
  };
}

/** A cart reply for these products, priced by the contract's rule as the server prices it. */
export function cartReply(items: readonly Product[], message = ''): CartReply {
  return cartItemsReply(
    items.map((p, i) => cartItem(p, `cart${i + 1}`)),
    message,
  );
}

export function cartItemsReply(data: readonly CartItem[], message = ''): CartReply {
  return cartReplySchema.parse({ ...ok, message, data, totals: priceCart(data) });
}

/**
 * An add or remove reply as the server sends it (decision 0050): what changed, and the totals
 * of the whole cart after the change (`cart`).
 */
export function cartChangeReply(
  change: { added?: CartItem[]; removed?: string[] },
  cart: readonly CartItem[],
  message = '',
): CartChangeReply {
  return cartChangeReplySchema.parse({
    ...ok,
    message,
    data: change.added ?? [],
    removed: change.removed ?? [],
    totals: priceCart(cart),
  });
}
export const emptyCartReply = cartReply([]);

export const emptyWishlistReply = { ...ok, message: 'Wishlist', data: [] };

/** A product's reviews when nobody has reviewed it (issue 16). */
export const emptyReviewListReply = {
  ...ok,
  message: 'Reviews',
  data: [],
  totalCount: 0,
  totalNoPage: 0,
  totalPage: 0,
  page: 1,
  summary: { ratingAverage: null, ratingCount: 0, distribution: [0, 0, 0, 0, 0] },
};

/** /api/review/mine for a signed-in shopper who has not bought the product. */
export const notBuyerReviewReply = {
  ...ok,
  message: 'Your review',
  data: {
    canReview: false,
    reason: 'Only shoppers who bought this product can review it.',
    review: null,
  },
};
