import { Page } from '../../../components/ui/page';

/** Placeholder: the screen arrives with its own issue; the route and title exist now. */
export default function AdminSubCategoryPage() {
  return <Page title="Sub Category" />;
}
