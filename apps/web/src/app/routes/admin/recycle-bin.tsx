import { RecycleBinAdmin } from '#web/features/admin-catalogue/components/recycle-bin-admin';

/**
 * SPEC §2 Recycle Bin: deleted products (first image, name, unit) with Recover, and Delete
 * forever; search; paging from page 0 (Previous stops at 0).
 */
export default function RecycleBinPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <RecycleBinAdmin />
    </div>
  );
}
