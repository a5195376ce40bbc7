import type { AdminProduct } from '@store/contract/product';
import { useRef, useState } from 'react';
import { PageTitle } from '#web/components/ui/page';
import { SearchBox } from '#web/components/ui/search-box';
import { AdminProductFilters } from '#web/features/admin-catalogue/components/admin-product-filters';
import { AdminProductGrid } from '#web/features/admin-catalogue/components/admin-product-grid';
import { DeleteProductDialog } from '#web/features/admin-catalogue/components/delete-product-dialog';
import { EditProductDialog } from '#web/features/admin-catalogue/components/edit-product-dialog';
import { useAdminProductList } from '#web/features/admin-catalogue/hooks/use-admin-product-list';
import { SurveyAnswersDialog } from '#web/features/admin-survey/components/survey-answers-dialog';
import {
  SurveyEditor,
  type SurveyEditorHandle,
} from '#web/features/admin-survey/components/survey-editor';

/**
 * SPEC §2 Product list (admin-catalogue's grid, search and filters), composed here with the
 * product's feedback survey (admin-survey, issue #6): its answers from each card, and its
 * questions edited in the Edit popup, saved by the same Update Product.
 */
export default function AdminProductsPage() {
  const list = useAdminProductList();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [answersOf, setAnswersOf] = useState<AdminProduct | null>(null);
  const survey = useRef<SurveyEditorHandle>(null);
  const filtering = list.filtering;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle>Product</PageTitle>
        <SearchBox
          label="Search products"
          placeholder="Search product here..."
          value={list.text}
          onChange={list.setText}
        />
      </div>
      <AdminProductFilters
        filters={filtering.filters}
        onChange={filtering.setFilter}
        onClear={filtering.clearFilters}
        active={filtering.active}
      />
      <AdminProductGrid
        list={list}
        onEdit={setEditing}
        onDelete={setDeleting}
        onAnswers={setAnswersOf}
      />

      <EditProductDialog
        product={editing}
        onClose={() => setEditing(null)}
        extra={
          editing && {
            fields: <SurveyEditor ref={survey} productId={editing._id} />,
            validate: () => survey.current?.validate() ?? true,
            save: async () => (await survey.current?.saveIfChanged()) ?? true,
          }
        }
      />
      <SurveyAnswersDialog product={answersOf} onClose={() => setAnswersOf(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
