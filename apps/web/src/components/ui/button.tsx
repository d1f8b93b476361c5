import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-ink-500/40',
  secondary: 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:opacity-50',
  ghost: 'text-ink-700 hover:bg-ink-900/5 disabled:opacity-50',
  danger: 'bg-ink-900 text-white hover:bg-ink-700 disabled:opacity-50',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean };

export function Button({
  variant = 'primary',
  block,
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${block ? 'w-full' : ''} ${className}`}
      {...props}
    />
  );
}
