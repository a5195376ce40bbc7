import { createProductRequestSchema } from '@store/contract/product';
import { describe, expect, it } from 'vitest';
import { adminProducts } from '../test-fixtures';
import { productFormSchema } from './product-form-schema';
import { type ProductFormValues, productFormValuesOf } from './product-form-values';

const categoryNames = new Map([['cat01', 'Colour Grading']]);
const schema = productFormSchema({ categoryNames });

function validate(values: ProductFormValues) {
  return schema['~standard'].validate(values) as Awaited<
    ReturnType<(typeof schema)['~standard']['validate']>
  >;
}

/** Where each problem shows, as react-hook-form names the fields. */
function problemsOf(values: ProductFormValues) {
  const result = validate(values);
  return Object.fromEntries(
    (result.issues ?? []).map((issue) => [
      (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)).join('.'),
      issue.message,
    ]),
  );
}

const filled: ProductFormValues = {
  ...productFormValuesOf(undefined),
  name: 'Teal Orange LUT Pack',
  description: 'Twelve cinematic LUTs.',
  unit: '1 pack',
  stock: '50',
  price: '499',
  discount: '10',
  image: ['/uploads/pack.webp'],
  category: ['cat01'],
  driveLink: 'https://drive.example.com/pack',
};

describe('product form schema', () => {
  it('rests on the contract’s zod/mini schema, itself a Standard Schema', () => {
    expect(createProductRequestSchema['~standard']).toMatchObject({ version: 1, vendor: 'zod' });
  });

  it('gives the request to send when nothing is wrong: numbers, trimmed text, `cat`', () => {
    const result = validate({ ...filled, name: '  Teal Orange LUT Pack ' });
    expect(result.issues).toBeUndefined();
    expect(result).toMatchObject({
      value: {
        name: 'Teal Orange LUT Pack',
        stock: 50,
        price: 499,
        discount: 10,
        more_details: { cat: 'Colour Grading', driveLink: 'https://drive.example.com/pack' },
      },
    });
  });

  it('places each problem at the field that shows it, in the form’s words', () => {
    expect(
      problemsOf({
        ...filled,
        name: '',
        stock: 'ten',
        image: [],
        category: [],
        driveLink: 'not a link',
        extra: [{ key: 'Software', value: ' ' }],
        pageDetails: {
          ...filled.pageDetails,
          files: [{ name: 'Teal Orange', format: 'CUBE', size: 'lots', unit: 'MB' }],
          software: [{ software: '', versions: '' }],
        },
      }),
    ).toEqual({
      name: 'Name is required',
      stock: 'Stock must be a whole number',
      image: 'Add at least one image',
      category: 'Choose at least one category',
      // The contract's words for a link, after the field's label.
      driveLink: expect.stringMatching(/^Drive link \w/),
      'extra.0.value': 'Software is required',
      'pageDetails.files.0.size': 'Size must be a number, such as 24 or 1.5',
      'pageDetails.software.0.software': 'Software is required',
    });
  });

  it('checks an edited product’s own values as they stand', () => {
    const product = adminProducts[0]!;
    const edit = productFormSchema({ categoryNames, product });
    const result = edit['~standard'].validate(productFormValuesOf(product));
    expect(result).not.toHaveProperty('issues');
  });
});
