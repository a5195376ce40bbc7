import type { AdminProduct, CreateProductRequest } from '@store/contract/product';
import {
  blankPageDetails,
  type PageDetailsValues,
  pageDetailsOf,
  pageDetailsRequest,
} from './page-details-values';
import { type PreviewMedia, previewMediaOf, previewMediaRequest } from './preview-media-fields';

/*
 * The product form's values as react-hook-form holds them (text as typed, rows as rows), and
 * the SPEC §7 request worked out from them. The checks live in product-form-schema.ts.
 */

export const productFieldLabels = {
  name: 'Name',
  description: 'Description',
  unit: 'Unit',
  stock: 'Stock',
  price: 'Price',
  discount: 'Discount',
  image: 'Image',
  category: 'Category',
  subCategory: 'Sub Category',
} as const;
export type ProductFieldName = keyof typeof productFieldLabels;

/** more_details keys the form has its own inputs for (`cat` is set from the categories). */
export const KNOWN_DETAILS = ['driveLink', 'embedVideo', 'cat'] as const;

/** An extra named field of more_details (Add Field), required once added. */
export interface ExtraField {
  key: string;
  value: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  unit: string;
  stock: string;
  price: string;
  discount: string;
  image: string[];
  category: string[];
  subCategory: string[];
  driveLink: string;
  embedVideo: string;
  extra: ExtraField[];
  pageDetails: PageDetailsValues;
  previewMedia: PreviewMedia;
}

/** The form's starting values: a product being edited, or blank. */
export function productFormValuesOf(product: AdminProduct | undefined): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      unit: '',
      stock: '',
      price: '',
      discount: '',
      image: [],
      category: [],
      subCategory: [],
      driveLink: '',
      embedVideo: '',
      extra: [],
      pageDetails: blankPageDetails,
      previewMedia: previewMediaOf(undefined),
    };
  }
  const { driveLink, embedVideo = '', cat: _cat, ...rest } = product.more_details;
  return {
    name: product.name,
    description: product.description,
    unit: product.unit,
    stock: String(product.stock),
    price: String(product.price),
    discount: String(product.discount),
    image: [...product.image],
    category: product.category.map((c) => c._id),
    subCategory: product.subCategory.map((s) => s._id),
    driveLink,
    embedVideo,
    extra: Object.entries(rest).map(([key, value]) => ({ key, value })),
    pageDetails: pageDetailsOf(product),
    previewMedia: previewMediaOf(product),
  };
}

export interface RequestContext {
  /** Category names by id: SPEC §3's `more_details.cat` is the first category's name. */
  categoryNames: ReadonlyMap<string, string>;
  /** The product being edited (an edit sends cleared details and previews to clear them). */
  product?: AdminProduct | undefined;
}

/** What the form sends: numbers as numbers, text trimmed, extra fields in `more_details`. */
export function productRequestOf(
  values: ProductFormValues,
  { categoryNames, product }: RequestContext,
): CreateProductRequest {
  const more_details: Record<string, string> = {};
  // SPEC §3: `cat` is set by the client to the category name.
  const firstCategory = categoryNames.get(values.category[0] ?? '');
  if (firstCategory) more_details.cat = firstCategory;
  for (const { key, value } of values.extra) more_details[key] = value.trim();
  more_details.driveLink = values.driveLink.trim();
  if (values.embedVideo.trim()) more_details.embedVideo = values.embedVideo.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    unit: values.unit.trim(),
    stock: numberOrText(values.stock),
    price: numberOrText(values.price),
    discount: numberOrText(values.discount),
    image: values.image,
    category: values.category,
    subCategory: values.subCategory,
    more_details,
    ...pageDetailsRequest(values.pageDetails, { editing: product !== undefined }),
    ...previewMediaRequest(values.previewMedia, product),
  };
}

/** A number when the text is one; otherwise the text, so the contract names the problem. */
function numberOrText(text: string): number {
  const trimmed = text.trim();
  return (/^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed) as number;
}
