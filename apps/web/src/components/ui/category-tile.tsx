import { Link } from 'wouter';
import { AssetImage } from './asset-image';

interface CategoryTileProps {
  name: string;
  image: string;
  /** Where a click goes; a category without a sub-category yet has nowhere to go. */
  to?: string;
}

const tileClasses = 'group flex flex-col items-center gap-1 rounded-lg p-1 text-center';

export function CategoryTile({ name, image, to }: CategoryTileProps) {
  const content = (
    <>
      {/* The label names the tile, so the picture is decorative. */}
      <AssetImage src={image} alt="" className="aspect-square w-full rounded-lg" />
      <span className="line-clamp-2 text-[0.6875rem] leading-tight font-medium break-words text-slate-700 group-hover:text-brand-800 xs:text-xs">
        {name}
      </span>
    </>
  );
  if (!to) return <div className={tileClasses}>{content}</div>;
  return (
    <Link to={to} className={tileClasses}>
      {content}
    </Link>
  );
}

export function CategoryTileSkeleton() {
  return (
    <div className="flex flex-col items-center gap-1 p-1">
      <div className="aspect-square w-full rounded-lg bg-slate-200 motion-safe:animate-pulse" />
      <div className="h-2.5 w-3/4 rounded bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}
