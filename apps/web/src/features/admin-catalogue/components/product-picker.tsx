import { useDeferredValue, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { SearchBox } from '#web/components/ui/search-box';
import { useAdminProducts } from '../api/get-admin-products';

/**
 * Catalogue products matching the typed text, each with an Add button (the coupon form's
 * product choice, composed by its page).
 */
export function ProductPicker({
  choose,
}: {
  choose: (product: { id: string; name: string }) => void;
}) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const products = useAdminProducts({ page: 1, search });
  return (
    <div className="flex flex-col gap-2">
      <SearchBox
        label="Search products to add"
        placeholder="Search products..."
        value={text}
        onChange={setText}
      />
      {search !== '' && (
        <ul aria-label="Matching products" className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          {(products.data?.data ?? []).map((product) => (
            <li key={product._id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm">{product.name}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Add ${product.name}`}
                onClick={() => choose({ id: product._id, name: product.name })}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
