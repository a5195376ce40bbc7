import { STORE_NAME } from '@store/contract/constants';
import { SearchResults } from '../../../features/search/components/search-results';
import { useSearchRoute } from '../../../features/search/hooks/use-search-route';

/** /search?q={text}: the results of the text after 'q=' (SPEC §2); no q lists the newest. */
export default function SearchResultsPage() {
  const text = (useSearchRoute().query ?? '').trim();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4">
      <title>{`${text ? `${text} – Search` : 'Search'} | ${STORE_NAME}`}</title>
      <SearchResults text={text} />
    </div>
  );
}
