import { useState } from 'react';
import { PageTitle } from '#web/components/ui/page';
import { useCreateProduct } from '#web/features/admin-catalogue/api/create-product';
import { ProductForm } from '#web/features/admin-catalogue/components/product-form';

/** SPEC §2 Upload Product: the product form; after a save it starts afresh for the next one. */
export default function UploadProductPage() {
  const [formKey, setFormKey] = useState(0);
  const create = useCreateProduct({
    onSuccess: () => {
      setFormKey((key) => key + 1);
      window.scrollTo({ top: 0 });
    },
  });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageTitle>Upload Product</PageTitle>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <ProductForm
          key={formKey}
          submitLabel="Submit"
          pending={create.isPending}
          error={create.error?.message}
          onSubmit={(request) => create.mutate(request)}
        />
      </div>
    </div>
  );
}
