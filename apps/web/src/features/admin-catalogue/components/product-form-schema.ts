import type { StandardSchemaV1 } from '@standard-schema/spec';
import { type CreateProductRequest, createProductRequestSchema } from '@store/contract/product';
import { pageDetailsProblems } from './page-details-values';
import {
  type ProductFieldName,
  type ProductFormValues,
  productFieldLabels,
  productRequestOf,
  type RequestContext,
} from './product-form-values';

/** Where a problem shows: a path of the form's values, as react-hook-form names its fields. */
export type FormProblems = Map<string, string>;

/**
 * SPEC §5 by the contract's own schema (the request the form would send, checked by the
 * zod/mini schema the server uses), plus the form's own rules: at least one image and one
 * category, every added field filled in, and the product page details' rows complete. Each
 * problem is placed at the form field it is about, first problem first. A contract problem
 * that no field of the form shows (a preview pair, say) is left to the server, whose refusal
 * the form shows as it is.
 */
export function productFormProblems(
  values: ProductFormValues,
  context: RequestContext,
): FormProblems {
  const problems: FormProblems = new Map();
  const add = (path: string, message: string) => {
    if (!problems.has(path)) problems.set(path, message);
  };
  // The form's own words win over the contract's "must have at least 1 item".
  if (values.image.length === 0) add('image', 'Add at least one image');
  if (values.category.length === 0) add('category', 'Choose at least one category');

  const result = createProductRequestSchema.safeParse(productRequestOf(values, context));
  for (const issue of result.success ? [] : result.error.issues) {
    const [first, second] = issue.path;
    if (first === 'more_details' && typeof second === 'string') {
      const extra = values.extra.findIndex((field) => field.key === second);
      if (second === 'driveLink') add('driveLink', `Drive link ${issue.message}`);
      else if (second === 'embedVideo') add('embedVideo', `YouTube link ${issue.message}`);
      else if (extra >= 0) add(`extra.${extra}.value`, `${second} ${issue.message}`);
    } else if (typeof first === 'string' && first in productFieldLabels) {
      add(first, `${productFieldLabels[first as ProductFieldName]} ${issue.message}`);
    }
  }
  values.extra.forEach(({ key, value }, index) => {
    if (value.trim() === '') add(`extra.${index}.value`, `${key} is required`);
  });
  for (const [path, message] of Object.entries(pageDetailsProblems(values.pageDetails))) {
    add(`pageDetails.${path}`, message);
  }
  return problems;
}

/**
 * The product form's schema for react-hook-form's standardSchemaResolver: the values are
 * valid when productFormProblems finds nothing, and what comes out is the request to send.
 * Built per render because the request names the first category (loaded from the server).
 */
export function productFormSchema(
  context: RequestContext,
): StandardSchemaV1<ProductFormValues, CreateProductRequest> {
  return {
    '~standard': {
      version: 1,
      vendor: 'store-product-form',
      validate(value) {
        const values = value as ProductFormValues;
        const problems = productFormProblems(values, context);
        if (problems.size === 0) return { value: productRequestOf(values, context) };
        return {
          issues: [...problems].map(([path, message]) => ({
            message,
            path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          })),
        };
      },
    },
  };
}
