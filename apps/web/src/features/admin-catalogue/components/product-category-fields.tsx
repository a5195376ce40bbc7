import { useFormContext, useWatch } from 'react-hook-form';
import { useAdminCategories } from '../api/get-categories';
import { useAdminSubCategories } from '../api/get-sub-categories';
import { ChipsSelect } from './chips-select';
import type { ProductFormValues } from './product-form-values';
import { useProductFormErrors, useSetProductField } from './use-product-form-field';

/** Categories as chips (at least one), then the sub-categories of the chosen categories. */
export function ProductCategoryFields() {
  const { control } = useFormContext<ProductFormValues>();
  const [category, subCategory] = useWatch({ control, name: ['category', 'subCategory'] });
  const categories = useAdminCategories();
  const subCategories = useAdminSubCategories();
  const setField = useSetProductField();
  const errorOf = useProductFormErrors();

  const subCategoriesOf = (ids: readonly string[]) =>
    (subCategories.data ?? []).filter((sub) => sub.category.some((c) => ids.includes(c._id)));

  function chooseCategories(ids: string[]) {
    setField('category', ids, { touch: true });
    // A sub-category whose categories were all removed goes too.
    const allowed = new Set(subCategoriesOf(ids).map((sub) => sub._id));
    setField(
      'subCategory',
      subCategory.filter((id) => allowed.has(id)),
    );
  }

  return (
    <>
      <ChipsSelect
        label="Category"
        placeholder={categories.isPending ? 'Loading…' : 'Select Category'}
        options={categories.data ?? []}
        selected={category}
        onChange={chooseCategories}
        error={errorOf('category')}
        required
      />
      <ChipsSelect
        label="Sub Category"
        placeholder="Select Sub Category"
        options={subCategoriesOf(category)}
        selected={subCategory}
        onChange={(ids) => setField('subCategory', ids)}
        error={errorOf('subCategory')}
        hint={category.length === 0 ? 'Choose a category first.' : undefined}
      />
    </>
  );
}
