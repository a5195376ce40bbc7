import { BannersAdmin } from '#web/features/admin-catalogue/components/banners-admin';

/** Issue 15: the home banners, each set in order, with their optional texts and button. */
export default function AdminBannersPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <BannersAdmin />
    </div>
  );
}
