import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'ghostDanger';
type Size = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  // Deleting and blocking: a variant of its own, as a text colour added to 'secondary' lost
  // to its slate one (classes are joined, not merged).
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  ghostDanger: 'text-red-700 hover:bg-red-50',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
};

export interface ButtonStyle {
  variant?: Variant;
  size?: Size;
  className?: string;
}

/** Button looks for links too (a Link styled as a button stays a link for assistive tech). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
