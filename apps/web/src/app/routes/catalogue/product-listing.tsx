import { idFromSlug } from '@store/contract/slug';
import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSubCategories } from '../../../features/catalogue/api/get-sub-categories';

/** Placeholder listing (catalogue issue): titled with its sub-category's name. */
export default function ProductListingPage() {
  const id = idFromSlug(useParams().subCategory);
  const subCategories = useSubCategories();
  if (subCategories.isPending) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6" aria-busy="true">
        <Skeleton className="h-8 w-56" />
      </div>
    );
  }
  const subCategory = subCategories.data?.find((candidate) => candidate._id === id);
  return <Page title={subCategory?.name ?? 'Products'} />;
}
