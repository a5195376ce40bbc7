import type { Banner } from '@store/contract/banner';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '#web/lib/cn';

/** The seeded and uploaded banner shapes: desktop 1600×480, mobile 800×600. */
export const BANNER_SHAPES = {
  desktop: { width: 1600, height: 480, aspect: 'aspect-[10/3]' },
  mobile: { width: 800, height: 600, aspect: 'aspect-[4/3]' },
} as const;

const isOutward = (url: string) => /^https?:\/\//.test(url);

/** A link of this site or, for an outward one, a new tab without window.opener (SPEC §2). */
function BannerLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  if (isOutward(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/**
 * The optional headline, line and button over the image. The scrim under them is a solid
 * slate-950 fading out (left to right on desktop, top to bottom on mobile): at least 80 %
 * opaque over the first 60 %, where the text sits, so white text keeps 4.5:1 on any image, even a white one.
 */
function BannerText({ banner }: { banner: Banner }) {
  const { title, subtitle, buttonLabel, linkUrl } = banner;
  const desktop = banner.kind === 'desktop';
  return (
    <div
      className={cn(
        // Clicks outside the button reach the image's link, if it has one.
        'pointer-events-none absolute inset-0 flex flex-col gap-1 from-slate-950/90 via-slate-950/80 via-60% to-transparent text-white',
        desktop
          ? 'justify-center bg-gradient-to-r pr-[45%] pl-6 sm:pl-10 lg:gap-2 lg:pl-14'
          : 'justify-start bg-gradient-to-b px-4 pt-4',
      )}
    >
      {title && (
        <p
          className={cn(
            // Clamped: the longest texts the contract allows still fit the shortest banner.
            'line-clamp-2 font-bold leading-tight text-balance text-white',
            desktop ? 'text-xl lg:text-4xl' : 'text-xl',
          )}
        >
          {title}
        </p>
      )}
      {subtitle && (
        <p
          className={cn(
            'leading-snug text-pretty text-slate-100',
            desktop ? 'line-clamp-2 text-sm lg:line-clamp-3 lg:text-lg' : 'line-clamp-2 text-sm',
          )}
        >
          {subtitle}
        </p>
      )}
      {buttonLabel && linkUrl && (
        <BannerLink
          to={linkUrl}
          className="pointer-events-auto mt-2 inline-flex min-h-10 w-fit items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 shadow hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:text-base"
        >
          {buttonLabel}
        </BannerLink>
      )}
    </div>
  );
}

/**
 * One banner: its image, with the admin's headline, line and button over it when it has
 * them. A banner with a button links only through the button (no link inside a link); one
 * without makes its whole image the link, as banners always did.
 */
export function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const shape = BANNER_SHAPES[banner.kind];
  const image = (
    <img
      src={banner.image}
      alt={banner.alt}
      width={shape.width}
      height={shape.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('h-full w-full bg-slate-100 object-cover', shape.aspect)}
    />
  );
  const hasText = Boolean(banner.title || banner.subtitle || banner.buttonLabel);
  const { linkUrl } = banner;
  const picture =
    linkUrl && !banner.buttonLabel ? (
      <BannerLink to={linkUrl} className="block h-full">
        {image}
      </BannerLink>
    ) : (
      image
    );
  if (!hasText) return picture;
  return (
    <div className="relative h-full">
      {picture}
      <BannerText banner={banner} />
    </div>
  );
}
