import { cn } from '#web/lib/cn';

/** SPEC §9: the profile avatar is 80 px. */
export const AVATAR_SIZE = 80;

/** The user's picture, or the first letter of their name on a coloured disc. */
export function Avatar({
  src,
  name,
  alt = '',
  className,
}: {
  src: string | undefined;
  name: string;
  /** Empty (decorative) unless the picture is the subject, as on the profile. */
  alt?: string;
  className?: string;
}) {
  const classes = cn('size-20 shrink-0 rounded-full', className);
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        className={cn(classes, 'bg-slate-100 object-cover')}
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'flex items-center justify-center bg-brand-100 text-3xl font-semibold text-brand-800',
      )}
    >
      {initial}
    </span>
  );
}
